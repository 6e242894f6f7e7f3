// Opt-in answer log for refactoring: with API_ANSWER_LOG=<file>, every app.inject made by a test
// appends one JSON line (the request, and the answer's status, headers and body) to that file.
// Two logs taken before and after a change that should not change behaviour must be equal once
// sorted; values that differ on every run (times, tokens, one-time codes, request ids) are
// normalised, so only real differences remain. Without the variable this file does nothing.
const fs = require('node:fs');
const path = require('node:path');

const LOG = process.env.API_ANSWER_LOG;

if (LOG) {
  jest.mock('../../src/app', () => {
    const actual = jest.requireActual('../../src/app');
    return {
      ...actual,
      buildApp: async (...args) => {
        const app = await actual.buildApp(...args);
        recordInjects(app);
        return app;
      },
    };
  });
}

const VOLATILE_HEADERS = new Set(['date', 'x-request-id', 'request-id', 'retry-after', 'keep-alive']);
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const LONG_TOKEN = /[A-Za-z0-9_-]{32,}/g;
const SIX_DIGITS = /\b\d{6}\b/g;
const ORDER_MONTH = /SF-\d{4}-/g;

/** Times, random tokens and references become placeholders; one-time codes in mails too. */
function normalise(value, key = '', depth = 0) {
  if (depth > 20) return '<deep>';
  if (typeof value === 'string') {
    let text = value.replace(ISO_TIME, '<time>').replace(LONG_TOKEN, '<token>').replace(ORDER_MONTH, 'SF-<yymm>-');
    if (key === 'otp' || key === 'text' || key === 'html' || key === 'payload')
      text = text.replace(SIX_DIGITS, '<code>');
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item, key, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, k, depth + 1)]));
  }
  return value;
}

function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let sequence = 0;

function recordInjects(app) {
  const inject = app.inject.bind(app);
  app.inject = (options, callback) => {
    if (!options || callback) return inject(options, callback);
    const started = sequence++;
    return inject(options).then((res) => {
      const headers = Object.fromEntries(
        Object.entries(res.headers).filter(([name]) => !VOLATILE_HEADERS.has(name.toLowerCase())),
      );
      const request = typeof options === 'string' ? { url: options } : options;
      const entry = {
        test: `${path.basename(expect.getState().testPath)} › ${expect.getState().currentTestName}`,
        sequence: started,
        request: normalise({
          method: request.method ?? 'GET',
          url: request.url ?? request.path,
          query: request.query,
          headers: request.headers,
          body: typeof request.payload === 'string' ? parsed(request.payload) : request.payload,
        }),
        status: res.statusCode,
        headers: normalise(headers),
        body: normalise(parsed(res.payload)),
      };
      fs.appendFileSync(LOG, `${JSON.stringify(entry)}\n`);
      return res;
    });
  };
}
