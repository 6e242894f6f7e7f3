// Server rendering on the shell's origin: loads the shell's page renderer (its build's
// dist/server/render.js, see shell/src/server/render-page.tsx) and answers page requests with it.
//  - public pages: the rendered HTML, with the status the page chose (404 for what does not exist),
//    cacheable by a CDN for a short while (never carrying a session: the server has none), and a
//    Server-Timing header saying where the time went;
//  - private pages (basket, checkout, account, auth): the shell's page as built, rendered in the
//    browser, never stored by a shared cache;
//  - a renderer that throws: the same browser-rendered page, never a 500.
const fs = require('node:fs');
const path = require('node:path');

/** Public HTML: a CDN may keep it a minute and serve it stale while it asks again. */
const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** Pages that belong to one shopper (or are rendered for one in the browser): never shared. */
const PRIVATE_PAGE_CACHE = 'private, no-store';

/**
 * The renderer of a built shell, or null when the build has none (a browser-only build).
 * `composition()` says where the remotes are now (their live releases): the runtime config the
 * browser gets and each remote's server manifest.
 * @param {{ distDir: string, composition: () => { runtimeConfig: object, serverManifests: Record<string, string> }, apiUrl: string, origin: string, log: object }} options
 */
function loadPageRenderer({ distDir, composition, apiUrl, origin, log }) {
  const file = path.join(distDir, 'server', 'render.js');
  if (!fs.existsSync(file)) return null;
  const { createPageRenderer } = require(file);
  const readJson = (name) => JSON.parse(fs.readFileSync(path.join(distDir, name), 'utf8'));
  return createPageRenderer({
    template: fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    shellBuild: { dir: distDir, assets: readJson('ssr-assets.json'), manifest: readJson('mf-manifest.json') },
    origin,
    apiRoot: `${apiUrl.replace(/\/+$/, '')}${composition().runtimeConfig.apiRoot}`,
    runtimeConfig: composition().runtimeConfig,
    composition,
    log: (message, error) => log.warn({ err: error }, message),
  });
}

/**
 * Answers a page request with the renderer; `sendShellPage(reply)` sends the browser-rendered
 * page. Resolves once the reply is sent.
 */
async function sendPage(renderer, request, reply, sendShellPage) {
  const pageRequest = { cookie: request.headers.cookie };
  // The page is written in the language the shopper's cookie names.
  reply.header('Vary', 'Cookie');
  let page = null;
  try {
    page = renderer ? await renderer.render(request.url, pageRequest) : null;
  } catch (error) {
    request.log.error({ err: error }, 'Server rendering failed: the page is rendered in the browser');
  }
  if (!page) {
    reply.header('Cache-Control', renderer ? PRIVATE_PAGE_CACHE : 'no-cache');
    if (!renderer) return sendShellPage(reply);
    return reply.type('text/html; charset=utf-8').send(renderer.shellPage(pageRequest));
  }
  return reply
    .code(page.status)
    .header('Cache-Control', page.status === 200 ? PUBLIC_PAGE_CACHE : 'public, max-age=60')
    .header('Server-Timing', page.timing)
    .type('text/html; charset=utf-8')
    .send(page.html);
}

module.exports = { loadPageRenderer, sendPage, PUBLIC_PAGE_CACHE, PRIVATE_PAGE_CACHE };
