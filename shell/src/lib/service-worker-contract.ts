// What the service worker, its registration and the offline page agree on.

/** The worker's address: at the site root, so its scope is the whole shop. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The page shown for a page load that neither the network nor the cache can answer. */
export const OFFLINE_PAGE = '/offline.html';

/** The runtime caches (the precache is Workbox's own); docs/contracts.md lists what each holds. */
export const CACHE_NAMES = {
  pages: 'storefront-pages',
  fresh: 'storefront-fresh',
  remoteAssets: 'storefront-remote-assets',
  catalogue: 'storefront-catalogue',
  images: 'storefront-images',
} as const;

export const MESSAGES = { skipWaiting: 'SKIP_WAITING' } as const;
