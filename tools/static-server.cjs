// The production server of one app's dist/ folder (the shell or a remote), compressed.
//  - content-hashed files are cached for a year; everything else (HTML, runtime config, MF
//    manifests, remote entries, the favicon) never: a new deploy must be picked up on the next load.
//  - remotes answer with CORS open, as the shell fetches them from another origin. In production a
//    remote is an asset host: its own page exists only in development (`npm run dev -w mf-…`).
//  - a remote also serves its releases under /releases/<id>/ (tools/releases.cjs), every file
//    cached for a year: a release is never changed, only added or removed.
//  - the shell also serves /runtime-config.json (from the environment and the live releases, read
//    again when they change), /live-releases.json (which build of each app is live) and proxies /api to the API,
//    setting X-Forwarded-For to the client address it sees (a client-sent value never passes
//    through: the API keys its rate limits on that address). A proxy in front of the shell (the
//    docker-compose gateway) is believed for one hop when its address is in SHELL_TRUST_PROXY.
//  - the shell's pages carry a script Content-Security-Policy (tools/content-security-policy.cjs).
//  - source maps are not served in production unless PUBLIC_SOURCE_MAPS=true.
// tools/serve-static.mjs runs it; tools/static-server.test.ts tests it.
const fs = require('node:fs');
const path = require('node:path');
const { Readable } = require('node:stream');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const compress = require('@fastify/compress');
const proxy = require('@fastify/http-proxy');
const { buildRuntimeConfig, httpUrl, serverManifests, siteOrigin, REMOTES } = require('./runtime-config.cjs');
// Which release of each remote is live, and where each app's releases are kept.
const { liveReleasesFile, releasesDir, watchLiveReleases, withLiveReleases, RELEASES_PATH } = require('./releases.cjs');
// GET /live-releases.json on the shell's origin.
const { registerLiveReleasesRoute } = require('./live-releases-route.cjs');
// Server rendering of the shell's public pages (see the file).
const { loadPageRenderer, sendPage: sendRenderedPage } = require('./page-rendering.cjs');
// /robots.txt and the sitemaps, from the API's data.
const { registerSeoRoutes } = require('./seo-routes.cjs');
// Request URLs are logged without the values of secret-looking parameters, as the API logs them.
const { redactUrl } = require('./redact-url.cjs');
// The build's .br/.gz files: see the file for how they pass @fastify/compress.
const { originalPath, varyOnEncoding } = require('./precompressed.cjs');
// The script policy of the shell's pages (see the file).
const { FRAME_ANCESTORS, inlineScriptHashes, pagePolicy } = require('./content-security-policy.cjs');
// Fastify's own address matcher (its dependency), for SHELL_TRUST_PROXY.
const { compile: compileTrust } = require(
  require.resolve('@fastify/proxy-addr', { paths: [require.resolve('fastify')] }),
);

// Rspack's production names: '[name].[contenthash:8].js' (and .css, and their source maps).
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

/** A source map's address (a query string after it included). */
const SOURCE_MAP = /\.map(\?|$)/;

/**
 * Source maps are served only outside production, or in production when PUBLIC_SOURCE_MAPS=true
 * (they hand out the original source: comments, names, the code of every feature).
 */
function servesSourceMaps(env) {
  return env.PUBLIC_SOURCE_MAPS === 'true' || env.NODE_ENV !== 'production';
}

/** What the shopper reads when the API cannot be reached: never the proxy's internal error. */
const API_UNREACHABLE = "We can't reach the shop right now. Please try again in a moment.";
/** ...and when it was reached but did not answer in time. */
const API_TOO_SLOW = 'The shop took too long to answer. Please try again in a moment.';
/**
 * How long the proxy waits for the API's answer: a stalled API must not keep a page loading for
 * ever. A little under the storefront's own API_TIMEOUT_MS (30 s), so the shopper reads this answer.
 */
const API_PROXY_TIMEOUT_MS = 25_000;
/**
 * The API's request-body limit (bodyLimit in api/src/app.ts), never more: the proxy reads a body
 * whole before sending it on, and refuses a larger one itself. Streamed on, a body the API refused
 * half-way was still being sent when its 413 came back, and the proxy lost that answer (a 502).
 */
const API_BODY_LIMIT_BYTES = 1_048_576;
/** What the API says about such a body, said the same way here. */
const BODY_TOO_LARGE = 'The request body is too large';
/** How long the rest of a refused body is read (and dropped) so the client can read the 413. */
const REFUSED_BODY_DRAIN_MS = 10_000;

/**
 * Proxies in front of this server whose X-Forwarded-For is believed, for one hop only: the entry
 * such a proxy added (the right-most) is the client; anything a client wrote is ignored.
 * Comma list of addresses, CIDR ranges or loopback/linklocal/uniquelocal; "none" for no proxy.
 * Throws, naming the variable, on a value it cannot read.
 */
function trustProxyFrom(env) {
  const text = (env.SHELL_TRUST_PROXY ?? 'loopback').trim();
  if (['', 'none', 'false', 'off'].includes(text.toLowerCase())) return false;
  let trusted;
  try {
    trusted = compileTrust(
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
  } catch (err) {
    throw new Error(`Invalid configuration: SHELL_TRUST_PROXY ${err.message} (got "${text}")`);
  }
  return (address, hop) => hop === 0 && trusted(address, hop);
}

/** A request for a page: HEAD as well as GET (link checkers and uptime monitors ask with HEAD). */
function readsPage(req) {
  return req.method === 'GET' || req.method === 'HEAD';
}

/** A path naming a file (`/assets/app.3f2a.js`), not a page: a route may hold dots elsewhere. */
function looksLikeFile(pathname) {
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname);
}

/** The API's failure envelope for an API that is down, timing out or answering garbage. */
function apiUnreachable(reply, { error }) {
  reply.log.warn({ code: error.code, statusCode: error.statusCode }, 'API unreachable');
  const status = error.statusCode === 504 ? 504 : error.statusCode === 503 ? 503 : 502;
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json')
    .send(apiFailure(status === 504 ? API_TOO_SLOW : API_UNREACHABLE));
}

/** The API's failure envelope, for the answers this server gives on the API's behalf. */
function apiFailure(mess) {
  return { success: false, mess, message: mess };
}

/**
 * On every answer (the hook), and on the one the router gives before any hook runs (a bad URL).
 * `shellPolicy` gives the shell's page policy (null on a remote). The API's answers keep their own
 * rules for scripts (its test payment page has its own); they are never framed either.
 */
function setCommonHeaders(reply, shellPolicy) {
  reply.header('X-Content-Type-Options', 'nosniff');
  if (shellPolicy) {
    // The shop is never shown inside another site's frame (clickjacking of Place Order, Pay...).
    reply.header('X-Frame-Options', 'DENY');
    const toApi = /^\/api(\/|\?|$)/.test(reply.request.raw.url ?? '');
    reply.header('Content-Security-Policy', toApi ? FRAME_ANCESTORS : shellPolicy());
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  } else {
    reply.header('Access-Control-Allow-Origin', '*');
  }
}

/**
 * The shell's page policy now: scripts from the remotes the runtime config names (read again as
 * live releases change) and the inline scripts of the page as built (read when the server starts,
 * as the page renderer reads it).
 */
function shellPagePolicy(distDir, composition) {
  let scriptHashes = [];
  try {
    scriptHashes = inlineScriptHashes(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  } catch {
    // No page built: nothing inline to allow.
  }
  let cached = { composition: null, policy: '' };
  return () => {
    const now = composition.current();
    if (cached.composition !== now) {
      cached = { composition: now, policy: pagePolicy({ scriptHashes, remotes: now.runtimeConfig.remotes }) };
    }
    return cached.policy;
  };
}

/** What the router could not read in an address, by Fastify's error code. */
function urlProblem(error) {
  if (error.code === 'FST_ERR_BAD_URL') return 'The address is not valid: it contains a malformed %-escape';
  return 'The address is not valid';
}

/** The size of each request body the proxy read, for the Content-Length it sends on. */
const bodyLengths = new WeakMap();

/** Reads an /api body whole, within the API's limit, and hands it on byte for byte. */
function readApiBody(request, body, done) {
  bodyLengths.set(request, body.length);
  done(null, Readable.from([body], { objectMode: false }));
}

/**
 * Headers sent to the API: the forwarding headers are this server's, never the client's. The body
 * is sent whole with its length; `Expect: 100-continue` was this server's to answer (Node does).
 */
function forwardingHeaders(request, headers) {
  const out = {
    ...headers,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
  delete out.forwarded;
  delete out['x-real-ip'];
  delete out.expect;
  const length = bodyLengths.get(request);
  if (length !== undefined) {
    out['content-length'] = String(length);
    delete out['transfer-encoding'];
  }
  return out;
}

/**
 * A body refused before it reached the API, answered as the API would. The rest of a body too
 * large is read and dropped (for a while), as a closed connection with data still arriving is
 * reset and the client would never read this answer.
 */
function refuseApiBody(error, request, reply) {
  const status = error.statusCode;
  if (!(status >= 400 && status < 500)) {
    // Not the request's fault: this server's own, logged as such.
    reply.log.error({ err: error }, 'The API proxy failed');
    return reply
      .code(500)
      .header('Cache-Control', 'no-store')
      .type('application/json')
      .send(apiFailure('Something went wrong on our side. Please try again in a moment.'));
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    reply.removeHeader('connection');
    const socket = request.raw.socket;
    const timer = setTimeout(() => socket.destroy(), REFUSED_BODY_DRAIN_MS).unref();
    request.raw.once('end', () => clearTimeout(timer)).resume();
  }
  const message =
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? BODY_TOO_LARGE
      : error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
        ? 'The Content-Length header does not match the body'
        : 'The request could not be read';
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json').send(apiFailure(message));
}

/** The folder, made if missing (where the first release goes); as it is if it cannot be made. */
function ensuredDir(dir) {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch {
    // A read-only image without releases: the server answers 404 under /releases/.
  }
  return dir;
}

/**
 * The shell's runtime config and the remotes' server manifests, with the live releases (read again
 * when their file changes) in place of the remotes' plain builds.
 */
function liveComposition(env) {
  const runtimeConfig = buildRuntimeConfig(env);
  const plain = { runtimeConfig, serverManifests: serverManifests(env, runtimeConfig) };
  let log = () => {};
  const live = watchLiveReleases({
    file: liveReleasesFile(env),
    remotes: Object.keys(REMOTES),
    log: (message, err) => log(message, err),
  });
  let cached = { live: null, value: null };
  return {
    onLog(write) {
      log = write;
    },
    current() {
      const releases = live();
      if (cached.live !== releases)
        cached = { live: releases, value: { ...withLiveReleases(plain, releases), releases } };
      return cached.value;
    },
  };
}

/**
 * The server of one app, ready to listen.
 * @param {{ app: string, distDir: string, env?: NodeJS.ProcessEnv, logLevel?: string, logStream?: NodeJS.WritableStream }} options
 *   app is the folder name ('shell' or an mf-* remote); env gives the runtime config, API_URL and
 *   SHELL_TRUST_PROXY; logStream takes the log lines instead of stdout (tests read them).
 */
async function createStaticServer({
  app: appName,
  distDir,
  env = process.env,
  logLevel = env.LOG_LEVEL ?? 'warn',
  logStream = undefined,
  apiTimeoutMs = API_PROXY_TIMEOUT_MS,
}) {
  const isShell = appName === 'shell';
  // Read before listening, so a bad variable (or live-releases file) stops the server with its name.
  const composition = isShell ? liveComposition(env) : null;
  const apiUrl = isShell ? httpUrl(env, 'API_URL', 'http://127.0.0.1:4000') : null;
  const origin = isShell ? siteOrigin(env) : null;
  const shellPolicy = isShell ? shellPagePolicy(distDir, composition) : null;
  // The shell's page for an address the router or file server refused (it shows Not Found). Read
  // as a file, per request, like a deploy is: these replies come before sendFile is available.
  const sendPage = (reply) =>
    fs.promises.readFile(path.join(distDir, 'index.html')).then(
      (page) => reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page),
      () => reply.code(404).type('text/plain').send('Not found'),
    );
  const app = Fastify({
    logger: {
      level: logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url ?? ''), remoteAddress: request.ip }),
      },
    },
    ...(isShell ? { trustProxy: trustProxyFrom(env) } : {}),
    // A path Fastify cannot decode (a broken escape such as /product/%E0%A4, from a pasted or cut
    // link): the shell still answers its page, whose router shows Not Found, rather than raw JSON.
    // An /api address answers the API's envelope, as the API itself would.
    frameworkErrors: (error, req, reply) => {
      setCommonHeaders(reply, shellPolicy);
      const url = req.raw.url ?? '';
      if (isShell && /^\/api(\/|$)/.test(url)) {
        reply
          .code(400)
          .header('Cache-Control', 'no-store')
          .type('application/json')
          .send(apiFailure(urlProblem(error)));
      } else if (error.code === 'FST_ERR_BAD_URL' && isShell && readsPage(req)) {
        sendPage(reply);
      } else {
        reply.code(400).type('text/plain').send(urlProblem(error));
      }
    },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // A change of live release is news; a file that cannot be read is a problem.
  composition?.onLog((message, err) => (err ? app.log.warn({ err }, message) : app.log.info(message)));
  const pageRenderer = isShell
    ? loadPageRenderer({ distDir, composition: composition.current, apiUrl, origin, log: app.log })
    : null;

  app.addHook('onSend', async (_req, reply) => setCommonHeaders(reply, shellPolicy));
  if (!servesSourceMaps(env)) {
    // The build keeps its source maps (hidden: no bundle names one) for error reports; the public
    // gets the minified code only.
    app.addHook('onRequest', async (req, reply) => {
      if (SOURCE_MAP.test(req.raw.url ?? '')) reply.code(404).type('text/plain').send('Not found');
    });
  }

  if (isShell) {
    await app.register(async (api) => {
      // Every body is read whole (see API_BODY_LIMIT_BYTES), whatever its type: the API judges it.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT_BYTES }, readApiBody);
      api.setErrorHandler(refuseApiBody);
      await api.register(proxy, {
        upstream: apiUrl,
        prefix: '/api',
        rewritePrefix: '/api',
        proxyPayloads: false,
        replyOptions: { rewriteRequestHeaders: forwardingHeaders, onError: apiUnreachable },
        undici: { headersTimeout: apiTimeoutMs, bodyTimeout: apiTimeoutMs },
      });
    });
    // The home page, rendered like every other page (the file server would answer index.html).
    app.get('/', (req, reply) => sendRenderedPage(pageRenderer, req, reply, (r) => r.sendFile('index.html')));
    app.get('/runtime-config.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store').type('application/json');
      return composition.current().runtimeConfig;
    });
    registerLiveReleasesRoute(app, { distDir, current: composition.current });
    registerSeoRoutes(app, { apiUrl, origin });
  }

  await app.register(fastifyStatic, {
    root: distDir,
    // Files are looked up per request (not listed once at start), so a new build deployed into
    // dist/ is served at once: its new hashed chunks must not 404 until a restart.
    wildcard: true,
    // '/' is the app's page; with no index the folder itself would answer 403.
    // The shell's server build (its page renderer) is not for the public.
    allowedPath: (pathName) => !(isShell && pathName.startsWith('/server/')),
    // '/' is a page: the not-found handler below renders it, on the shell.
    index: isShell ? false : 'index.html',
    cacheControl: false, // set per file below
    // The build's brotli/gzip files (x.js.br beside x.js) when the browser accepts them.
    preCompressed: true,
    setHeaders(res, filePath) {
      varyOnEncoding(res);
      res.setHeader(
        'Cache-Control',
        CONTENT_HASHED.test(originalPath(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  if (!isShell) {
    // A release's files never change (a new build is a new release): all cached for a year.
    await app.register(fastifyStatic, {
      root: ensuredDir(releasesDir(appName, env)),
      prefix: `/${RELEASES_PATH}/`,
      decorateReply: false,
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res) {
        varyOnEncoding(res);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    // Says what this origin is to whoever opens it (and answers start-up and health checks).
    app.get('/', async (_req, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('text/plain')
        .send(
          `${appName}: a remote of the storefront. The shell loads /mf-manifest.json from here; \`npm run dev -w ${appName}\` runs it on its own.\n`,
        ),
    );
  }

  // A path the file server refuses (a NUL byte, an escaped '..'): on the shell a page address
  // still answers the page, whose router shows Not Found, rather than the server's raw JSON.
  app.setErrorHandler((error, req, reply) => {
    const status = error.statusCode ?? 500;
    const pathname = (req.raw.url ?? '').split('?')[0];
    if (isShell && readsPage(req) && (status === 400 || status === 403) && !pathname.startsWith('/api/')) {
      return sendPage(reply);
    }
    if (status >= 500) reply.log.error(error);
    return reply
      .code(status)
      .type('text/plain')
      .send(status >= 500 ? 'Internal Server Error' : error.message);
  });

  // The shell's client-side routes: every other GET answers its page. Unknown files 404 as plain
  // text, and so does /api on a remote (only the shell proxies it): a 200 page would mislead a caller.
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    if (isShell && readsPage(req) && !looksLikeFile(pathname) && !pathname.startsWith('/api/')) {
      return sendRenderedPage(pageRenderer, req, reply, (r) => r.sendFile('index.html'));
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}

module.exports = { createStaticServer };
