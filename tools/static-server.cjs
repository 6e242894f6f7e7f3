// The production server of one app's dist/ folder (the shell or a remote), compressed.
//  - hashed assets are cached for a year; HTML, runtime config, MF manifests and remote entries never
//    (a new deploy of a remote must be picked up on the next page load).
//  - remotes answer with CORS open, as the shell fetches them from another origin.
//  - the shell also serves /runtime-config.json (from the environment) and proxies /api to the API,
//    setting X-Forwarded-For to the client address it sees (a client-sent value never passes
//    through: the API keys its rate limits on that address). A proxy in front of the shell (the
//    docker-compose gateway) is believed for one hop when its address is in SHELL_TRUST_PROXY.
// tools/serve-static.mjs runs it; tools/static-server.test.ts tests it.
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const compress = require('@fastify/compress');
const proxy = require('@fastify/http-proxy');
const { buildRuntimeConfig } = require('./runtime-config.cjs');
// Request URLs are logged without the values of secret-looking parameters, as the API logs them.
const { redactUrl } = require('./redact-url.cjs');
// Fastify's own address matcher (its dependency), for SHELL_TRUST_PROXY.
const { compile: compileTrust } = require(require.resolve('@fastify/proxy-addr', { paths: [require.resolve('fastify')] }));

const NEVER_CACHE = /(\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|runtime-config\.json)$/;

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
    trusted = compileTrust(text.split(',').map((entry) => entry.trim()).filter(Boolean));
  } catch (err) {
    throw new Error(`Invalid configuration: SHELL_TRUST_PROXY ${err.message} (got "${text}")`);
  }
  return (address, hop) => hop === 0 && trusted(address, hop);
}

/** A path naming a file (`/assets/app.3f2a.js`), not a page: a route may hold dots elsewhere. */
function looksLikeFile(pathname) {
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname);
}

/** Headers sent to the API: the forwarding headers are this server's, never the client's. */
function forwardingHeaders(request, headers) {
  const out = { ...headers, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host };
  delete out.forwarded;
  delete out['x-real-ip'];
  return out;
}

/**
 * The server of one app, ready to listen.
 * @param {{ app: string, distDir: string, env?: NodeJS.ProcessEnv, logLevel?: string }} options
 *   app is the folder name ('shell' or an mf-* remote); env gives the runtime config, API_URL and
 *   SHELL_TRUST_PROXY.
 */
async function createStaticServer({ app: appName, distDir, env = process.env, logLevel = env.LOG_LEVEL ?? 'warn' }) {
  const isShell = appName === 'shell';
  const app = Fastify({
    logger: {
      level: logLevel,
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url ?? ''), remoteAddress: request.ip }),
      },
    },
    ...(isShell ? { trustProxy: trustProxyFrom(env) } : {}),
  });
  await app.register(compress, { global: true, threshold: 1024 });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (isShell) {
      // The shop is never shown inside another site's frame (clickjacking of Place Order, Pay...).
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', "frame-ancestors 'none'");
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    } else {
      reply.header('Access-Control-Allow-Origin', '*');
    }
  });

  if (isShell) {
    await app.register(proxy, {
      upstream: env.API_URL ?? 'http://127.0.0.1:4000',
      prefix: '/api',
      rewritePrefix: '/api',
      replyOptions: { rewriteRequestHeaders: forwardingHeaders },
    });
    app.get('/runtime-config.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store').type('application/json');
      return buildRuntimeConfig(env);
    });
  }

  await app.register(fastifyStatic, {
    root: distDir,
    // Files are looked up per request (not listed once at start), so a new build deployed into
    // dist/ is served at once: its new hashed chunks must not 404 until a restart.
    wildcard: true,
    // '/' is the app's page; with no index the folder itself would answer 403.
    index: 'index.html',
    cacheControl: false, // set per file below
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', NEVER_CACHE.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });

  // Client-side routes: every other GET answers the app's page; unknown files 404 as plain text, and
  // so does /api on a remote (only the shell proxies it): a 200 page there would mislead a caller.
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    if (req.method === 'GET' && !looksLikeFile(pathname) && !pathname.startsWith('/api/')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}

module.exports = { createStaticServer };
