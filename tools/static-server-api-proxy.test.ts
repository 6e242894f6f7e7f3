// The shell's /api proxy in front of the real API (started as `npm start` starts it, on an empty
// embedded database), over real HTTP: bodies the API refuses for their size, and clients that ask
// `Expect: 100-continue` (curl does for any large body), get the API's answer, never a 502.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { createStaticServer } = require('./static-server.cjs') as {
  createStaticServer: (o: {
    app: string;
    distDir: string;
    env: Record<string, string | undefined>;
    logLevel?: string;
    logStream?: NodeJS.WritableStream;
  }) => Promise<FastifyInstance>;
};

const ROOT = path.resolve(__dirname, '..');
/** The API's request-body limit (bodyLimit in api/src/app.ts). */
const LIMIT = 1_048_576;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'api-proxy-'));
fs.writeFileSync(path.join(work, 'index.html'), '<!doctype html><title>Storefront</title><div id="root"></div>');

let api: ChildProcess | undefined;
let apiOutput = '';
let shell: FastifyInstance;
let shellPort = 0;
const logLines: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForApi(url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (api?.exitCode !== null) throw new Error(`The API exited: ${apiOutput}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not start: ${apiOutput}`);
}

beforeAll(async () => {
  const apiPort = await freePort();
  api = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      // Blank rather than unset: the API fills unset variables from api/.env.
      DATABASE_URL: '',
      SMTP_URL: '',
      PGLITE_DIR: path.join(work, 'db'),
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (apiOutput += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (apiOutput += chunk.toString()));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitForApi(`${apiUrl}/api/health`);

  shell = await createStaticServer({
    app: 'shell',
    distDir: work,
    env: {
      API_URL: apiUrl,
      RELEASES_DIR: path.join(work, 'releases'),
      LIVE_RELEASES_FILE: path.join(work, 'live.json'),
    },
    logLevel: 'info',
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  shellPort = (shell.server.address() as net.AddressInfo).port;
}, 150_000);

afterAll(async () => {
  await shell?.close();
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api?.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { mess?: string };
}

/**
 * A POST through the shell over a connection of its own. With `expectContinue` the body waits for
 * the server's 100 Continue, as curl sends it; `chunked` sends it without a Content-Length.
 */
function post(
  url: string,
  body: string,
  { expectContinue = false, chunked = false }: { expectContinue?: boolean; chunked?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    if (expectContinue) headers.Expect = '100-continue';
    if (!chunked) headers['Content-Length'] = Buffer.byteLength(body);
    const req = http.request(
      { host: '127.0.0.1', port: shellPort, path: url, method: 'POST', headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }));
      },
    );
    req.on('error', reject);
    if (expectContinue) req.on('continue', () => req.end(body));
    else req.end(body);
  });
}

/** A login body of exactly `bytes` bytes. */
function loginBody(bytes: number): string {
  const frame = JSON.stringify({ email: '', password: 'Wrong@12345' });
  return JSON.stringify({ email: 'a'.repeat(bytes - frame.length), password: 'Wrong@12345' });
}

const LOGIN = '/api/api/auth/login';
const WRONG_LOGIN = JSON.stringify({ email: 'nobody@example.pk', password: 'Wrong@12345' });

it('passes a request sent with Expect: 100-continue to the API and brings back its answer', async () => {
  const answer = await post(LOGIN, WRONG_LOGIN, { expectContinue: true });
  expect(answer).toEqual({
    status: 401,
    body: expect.objectContaining({ mess: 'Invalid email or password' }) as Answer['body'],
  });
});

it('answers 413 in the API envelope for every body over the limit, however it is sent', async () => {
  const tooLarge = loginBody(LIMIT + 1);
  const answers: Answer[] = [];
  for (let i = 0; i < 10; i += 1) answers.push(await post(LOGIN, tooLarge));
  answers.push(await post(LOGIN, tooLarge, { chunked: true }));
  answers.push(await post(LOGIN, tooLarge, { expectContinue: true }));
  answers.push(await post(LOGIN, loginBody(10 * LIMIT)));
  for (const answer of answers) {
    expect(answer).toEqual({
      status: 413,
      body: { success: false, mess: 'The request body is too large', message: 'The request body is too large' },
    });
  }
});

it('sends a body of exactly the limit on to the API, which reads it', async () => {
  for (const options of [{}, { chunked: true }]) {
    const answer = await post(LOGIN, loginBody(LIMIT), options);
    // Read and judged by the API: an e-mail address of a million letters is not one.
    expect(answer.status).toBe(400);
  }
});

it('logged none of this as the API being unreachable', () => {
  const warnings = logLines
    .map((line) => JSON.parse(line) as { msg?: string })
    .filter((e) => /unreachable/i.test(e.msg ?? ''));
  expect(warnings).toEqual([]);
  // The log was read: the shell logged its requests.
  expect(logLines.length).toBeGreaterThan(0);
});
