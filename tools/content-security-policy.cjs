// The Content-Security-Policy of the shell's pages: scripts run only from the shell's origin, from
// the remotes' origins (the runtime config names them, and a live release can change them) and,
// inline, only the page's own bootstrap (the early runtime-config request), allowed by its hash.
// No 'unsafe-inline' or 'unsafe-eval': a script slipped into a page (a product text, a query) does
// not run, so it cannot read the session token the spec keeps in local storage.
//  - styles are left open: server-rendered pages carry their stylesheets inline (<style>) and React
//    writes style attributes; neither runs code.
//  - <script type="application/json"> and application/ld+json blocks are data the browser never
//    runs, so they need no hash.
const { createHash } = require('node:crypto');

/** The page is never framed by another site (clickjacking of Place Order, Pay...). */
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** Script types a browser runs (an absent or empty type is JavaScript too). */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The 'sha256-…' source of every inline script of an HTML page the browser would run. */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** Scheme, host and port of each remote's URL (manifest or entry), as CSP host sources. */
function remoteOrigins(remotes) {
  const origins = new Set();
  for (const url of Object.values(remotes)) {
    try {
      const { origin } = new URL(url);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // The runtime config only holds URLs it could read; nothing to allow otherwise.
    }
  }
  return [...origins].sort();
}

/**
 * The policy of a page: scripts from this origin, the remotes' origins and the inline scripts
 * hashed; no plugins; no <base> pointing scripts elsewhere; no framing.
 * @param {{ scriptHashes: string[], remotes: Record<string, string> }} sources
 */
function pagePolicy({ scriptHashes, remotes }) {
  const scriptSrc = ["'self'", ...scriptHashes, ...remoteOrigins(remotes)].join(' ');
  return [`script-src ${scriptSrc}`, "object-src 'none'", "base-uri 'self'", FRAME_ANCESTORS].join('; ');
}

module.exports = { inlineScriptHashes, pagePolicy, remoteOrigins, FRAME_ANCESTORS };
