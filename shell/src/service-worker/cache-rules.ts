// Which requests the service worker answers, and how: one pure function (no worker APIs), so the
// rules can be read and tested in one place. sw.ts wires each strategy to Workbox.
//  - The shell's own build is precached (sw.ts) and never reaches these rules.
//  - What must never be stale (the runtime config, the live releases, every remote's
//    mf-manifest.json and remoteEntry.js) is network first: the cached copy is used only when the
//    network fails, so a page still starts offline, but online it is always the deployed one.
//  - Catalogue answers and images are stale-while-revalidate in bounded caches (sw.ts).
//  - A request carrying credentials, a non-GET request, the basket's stock check and every other
//    API call are left to the network, never cached.

export type CacheRule =
  /** A page: the network first (briefly), then the cached copy, then the offline page. */
  | 'page'
  /** Network first; the cached copy only when the network fails. */
  | 'fresh'
  /** A content-hashed file of a remote (its name changes with its content): cache first. */
  | 'immutable'
  /** Public catalogue answers: served from the cache at once and refreshed behind. */
  | 'catalogue'
  /** Product, banner and category images: likewise. */
  | 'image'
  /** Not the worker's business: straight to the network, never cached. */
  | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode?: string;
  /** Request.destination: 'image', 'script', 'style', 'document'... ('' for fetch()). */
  destination?: string;
  /** The request carries an Authorization header (a logged-in call). */
  authorized?: boolean;
}

/** Where the API is reached on the shell's origin (the shell's server proxies it). */
const API_PREFIX = '/api/api/';

/** The shell's own answers that change with a deploy or a release and must never be stale. */
const FRESH_SHELL_PATHS = new Set(['/runtime-config.json', '/live-releases.json']);

/** Module Federation's files that name the current build of a remote: on any origin. */
const FRESH_FILE = /\/(mf-manifest\.json|remoteEntry\.js)$/;

/** Rspack's production names ('[name].[contenthash:8].js' and .css), as tools/static-server.cjs reads them. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** The catalogue answers worth keeping for a weak connection (docs/contracts.md, "The API"). */
const CATALOGUE = /^\/api\/api\/(category\/|product\/|banner\/getBannerByPosition$)/;

/** A basket's and checkout's check of stock and prices: must be the truth of now. */
const NEVER_CACHED_CATALOGUE = new Set(['/api/api/product/getProductsByIds']);

/** Images the API serves (generated product and banner pictures). */
const API_IMAGES = /^\/api\/api\/media\//;

/**
 * How the worker answers a request from one of the shell's pages.
 * @param shellOrigin the worker's own origin (the shell's).
 */
export function cacheRuleFor(request: RequestFacts, shellOrigin: string): CacheRule {
  if (request.method !== 'GET' || request.authorized) return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'network';
  const own = url.origin === shellOrigin;
  const { pathname } = url;

  if (own && FRESH_SHELL_PATHS.has(pathname)) return 'fresh';
  if (FRESH_FILE.test(pathname)) return 'fresh';
  if (own && pathname.startsWith(API_PREFIX)) {
    if (API_IMAGES.test(pathname)) return 'image';
    if (CATALOGUE.test(pathname) && !NEVER_CACHED_CATALOGUE.has(pathname)) return 'catalogue';
    return 'network';
  }
  if (own && pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return own ? 'page' : 'network';
  // A remote's chunks and stylesheets: the scripts and styles of the pages already seen.
  if (!own && (request.destination === 'script' || request.destination === 'style') && CONTENT_HASHED.test(pathname))
    return 'immutable';
  if (request.destination === 'image' && own) return 'image';
  return 'network';
}

/**
 * Whether a page's answer may be kept for offline use: only the public, server-rendered pages. A
 * page the server marks `private` or `no-store` (the basket, checkout, account: rendered for one
 * shopper) is never stored; offline, the offline page stands in for it.
 */
export function mayKeepPage(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  const directives = (cacheControl ?? '').toLowerCase();
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(directives);
}
