// Production static server for one app's dist/ folder (the shell or a remote), compressed.
//  - hashed assets are cached for a year; HTML, runtime config, MF manifests and remote entries never
//    (a new deploy of a remote must be picked up on the next page load).
//  - remotes answer with CORS open, as the shell fetches them from another origin.
//  - the shell also serves /runtime-config.json (from the environment) and proxies /api to the API,
//    setting X-Forwarded-For to the client address it sees (a client-sent value never passes
//    through: the API keys its rate limits on that address). A proxy in front of the shell (the
//    docker-compose gateway) is believed for one hop when its address is in SHELL_TRUST_PROXY.
// Usage: node tools/serve-static.mjs --app <folder> --port <n> [--host 0.0.0.0]
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';

const require = createRequire(import.meta.url);
const { buildRuntimeConfig } = require('./runtime-config.cjs');
// Fastify's own address matcher (its dependency), for SHELL_TRUST_PROXY.
const { compile: compileTrust } = createRequire(require.resolve('fastify'))('@fastify/proxy-addr');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { app: { type: 'string' }, port: { type: 'string' }, host: { type: 'string', default: '0.0.0.0' } },
});
if (!values.app || !values.port) {
  console.error('Usage: node tools/serve-static.mjs --app <folder> --port <n>');
  process.exit(2);
}
const distDir = path.join(root, values.app, 'dist');
if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`${values.app} is not built: run "npm run build -w ${values.app}" first.`);
  process.exit(1);
}
const isShell = values.app === 'shell';

/**
 * Proxies in front of this server whose X-Forwarded-For is believed, for one hop only: the entry
 * such a proxy added (the right-most) is the client; anything a client wrote is ignored.
 * Comma list of addresses, CIDR ranges or loopback/linklocal/uniquelocal; "none" for no proxy.
 */
function trustProxyFrom(env) {
  const text = (env.SHELL_TRUST_PROXY ?? 'loopback,linklocal,uniquelocal').trim();
  if (['', 'none', 'false', 'off'].includes(text.toLowerCase())) return false;
  let trusted;
  try {
    trusted = compileTrust(text.split(',').map((entry) => entry.trim()).filter(Boolean));
  } catch (err) {
    console.error(`Invalid configuration: SHELL_TRUST_PROXY ${err.message} (got "${text}")`);
    process.exit(1);
  }
  return (address, hop) => hop === 0 && trusted(address, hop);
}

/** Headers sent to the API: the forwarding headers are this server's, never the client's. */
function forwardingHeaders(request, headers) {
  const out = { ...headers, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host };
  delete out.forwarded;
  delete out['x-real-ip'];
  return out;
}
const neverCache = /(\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|runtime-config\.json)$/;

// Request URLs are logged without the values of secret-looking parameters, as the API logs them.
const { redactUrl } = require('./redact-url.cjs');

const app = Fastify({
  logger: {
    level: process.env.LOG_LEVEL ?? 'warn',
    serializers: {
      req: (request) => ({ method: request.method, url: redactUrl(request.url ?? ''), remoteAddress: request.ip }),
    },
  },
  ...(isShell ? { trustProxy: trustProxyFrom(process.env) } : {}),
});
await app.register(compress, { global: true, threshold: 1024 });

if (!isShell) {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
}

if (isShell) {
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: { rewriteRequestHeaders: forwardingHeaders },
  });
  app.get('/runtime-config.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store').type('application/json');
    return buildRuntimeConfig(process.env);
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
    res.setHeader('Cache-Control', neverCache.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
  },
});

// Client-side routes: every other GET answers the app's page; unknown files 404 as JSON-free text.
app.setNotFoundHandler((req, reply) => {
  if (req.method === 'GET' && !path.extname(req.url.split('?')[0])) {
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  }
  return reply.code(404).type('text/plain').send('Not found');
});

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: Number(values.port), host: values.host });
console.log(`${values.app} serving ${path.relative(root, distDir)} on http://localhost:${values.port}`);
