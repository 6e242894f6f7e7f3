/// <reference lib="webworker" />
// The shop's service worker (docs/architecture-notes.md, "Offline and install"): the shell's build
// precached, catalogue answers and images kept for a weak connection, the offline page when a page
// cannot be had. Which request goes where is cache-rules.ts; this file only wires Workbox to it.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheRuleFor, mayKeepPage, type CacheRule } from './cache-rules';
import { CACHE_NAMES, MESSAGES, OFFLINE_PAGE } from '../lib/service-worker-contract';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const DAY = 24 * 60 * 60;
/** Only answers that are whole and good; 0 is a remote's script loaded without CORS (opaque). */
const okOrOpaque = new CacheableResponsePlugin({ statuses: [0, 200] });
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** Each rule's strategy; each cache is bounded, so a phone's storage is never filled. */
const STRATEGIES: Record<Exclude<CacheRule, 'network' | 'page'>, Strategy> = {
  fresh: new NetworkFirst({
    cacheName: CACHE_NAMES.fresh,
    plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY })],
  }),
  immutable: new CacheFirst({
    cacheName: CACHE_NAMES.remoteAssets,
    plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
  catalogue: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.catalogue,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 2 * DAY, purgeOnQuotaError: true })],
  }),
  image: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true })],
  }),
};

/** Pages: a weak connection gets a few seconds before the copy seen last is shown. */
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: 4,
  plugins: [
    {
      cacheWillUpdate: ({ response }) =>
        Promise.resolve(mayKeepPage(response.status, response.headers.get('Cache-Control')) ? response : null),
    },
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
  ],
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const ruleOf = (request: Request) =>
  cacheRuleFor(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      authorized: request.headers.has('Authorization'),
    },
    self.location.origin,
  );

registerRoute(
  ({ request }) => ruleOf(request) === 'page',
  async (options) => {
    await activateWaitingWorkerIfAlone();
    return pages.handle(options);
  },
);
for (const [rule, strategy] of Object.entries(STRATEGIES)) {
  registerRoute(({ request }) => ruleOf(request) === rule, strategy);
}

// A page neither the network nor the cache has: the offline page (the basket, recently viewed).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// The first install takes the open page at once (nothing older serves it). A newer worker waits
// until a page is loaded while it is alone (activateWaitingWorkerIfAlone), so an open page never
// has its files changed under it.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === MESSAGES.skipWaiting) void self.skipWaiting();
});

/**
 * On a page load, a newer worker waiting to take over does so when this page is the only one open:
 * the new page then runs entirely on the new build, and no other open page is left on the old one.
 */
async function activateWaitingWorkerIfAlone(): Promise<void> {
  const waiting = self.registration.waiting;
  if (!waiting) return;
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length <= 1) waiting.postMessage({ type: MESSAGES.skipWaiting });
}
