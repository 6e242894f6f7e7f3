// /robots.txt and /sitemap.xml on the shell's origin (search engines read them only there), built
// from the API: the category tree and, for products, keyset pages of slugs (docs/contracts.md,
// "Sitemap"). A catalogue of a million products is 20 parts of 50,000 URLs, each one read from the
// API with one keyset query, so part 20 costs what part 1 does.
//  - /sitemap.xml            the index: /sitemap-pages.xml and /sitemap-products-1.xml ... -N.xml
//  - /sitemap-pages.xml      home, the static pages and every category listing
//  - /sitemap-products-K.xml part K (from 1) with <lastmod>; 404 for any other K
// When the API is down or answers an error: 503 with Retry-After, never a 500 and never half a
// document (a crawler that reads a truncated sitemap may drop the URLs it lost).
// tools/seo-routes.test.ts tests it.

/** The API's routes live under /api/api (api/src/app.ts, API_PREFIX). */
const API_PREFIX = '/api/api';
/** Long enough for a 50,000-product page (a few MB of JSON), short enough not to hold a crawler. */
const API_TIMEOUT_MS = 20_000;
const XML_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
const RETRY_AFTER_SECONDS = 300;
const STATIC_PAGES = ['/about', '/contact', '/faq', '/shipping', '/terms', '/privacy'];
/** Pages for one shopper (or none worth indexing): kept out of search results. */
const PRIVATE_PATHS = ['/basket', '/checkout', '/order-success', '/order-fail', '/account', '/auth', '/api/'];

/** An answer that is not a usable document: the API is down, slow, or answered an error. */
class ApiUnavailable extends Error {}

/** Text safe inside an XML element (sitemaps.org asks for these five to be escaped). */
function xmlEscape(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
}

/** An absolute URL of a path whose segments are slugs (each %-encoded, so no slug breaks a path). */
function pageUrl(origin, ...segments) {
  return `${origin}/${segments.map(encodeURIComponent).join('/')}`;
}

function urlset(entries) {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locs) {
  const items = locs.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Every listing URL of the category tree: /category/{cat}, /{cat}/{sub}, /{cat}/{sub}/{child}. */
function categoryUrls(origin, tree) {
  return tree.flatMap((cat) => [
    pageUrl(origin, 'category', cat.slug),
    ...cat.subCategories.flatMap((sub) => [
      pageUrl(origin, 'category', cat.slug, sub.slug),
      ...sub.childCategories.map((child) => pageUrl(origin, 'category', cat.slug, sub.slug, child.slug)),
    ]),
  ]);
}

/** 2025-06-01T00:00:00.000Z → 2025-06-01T00:00:00Z (W3C datetime); undefined when unreadable. */
function lastmodOf(value) {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const isCount = (n) => Number.isInteger(n) && n >= 0;

/**
 * @param {import('fastify').FastifyInstance} app the shell's server
 * @param {{ apiUrl: string, origin: string, timeoutMs?: number }} options apiUrl: the API's origin
 *   (API_URL, as the /api proxy uses it); origin: the shop's public origin (siteOrigin(env)), the
 *   one every URL in these files names, whatever address the request came in on.
 */
function registerSeoRoutes(app, { apiUrl, origin, timeoutMs = API_TIMEOUT_MS }) {
  const api = apiUrl.replace(/\/+$/, '');
  const site = origin.replace(/\/+$/, '');

  /** The `data` of a successful API answer, else ApiUnavailable (never a half-read answer). */
  async function apiData(path, isValid) {
    let body;
    try {
      const res = await fetch(`${api}${API_PREFIX}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new ApiUnavailable(`API answered ${res.status} for ${path}`);
      body = await res.json();
    } catch (err) {
      throw err instanceof ApiUnavailable ? err : new ApiUnavailable(`API unreachable for ${path}: ${err.message}`);
    }
    if (!body || body.success !== true || !isValid(body.data))
      throw new ApiUnavailable(`API answered an unexpected body for ${path}`);
    return body.data;
  }

  const summary = () =>
    apiData(
      '/sitemap/summary',
      (d) =>
        d &&
        isCount(d.products) &&
        Array.isArray(d.partAfter) &&
        d.partAfter.every(isCount) &&
        Number.isInteger(d.partSize) &&
        d.partSize > 0,
    );

  /** Runs build(); its XML is the answer, or 404 when it returns null, or 503 when the API failed. */
  function xmlRoute(build) {
    return async (request, reply) => {
      try {
        const xml = await build(request);
        if (xml === null)
          return reply
            .code(404)
            .header('Cache-Control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('Not found');
        return reply.header('Cache-Control', XML_CACHE).type('application/xml; charset=utf-8').send(xml);
      } catch (err) {
        if (!(err instanceof ApiUnavailable)) throw err;
        request.log.warn({ reason: err.message }, 'Sitemap: the API is not available');
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('The sitemap is temporarily unavailable. Please try again later.\n');
      }
    };
  }

  // Needs no API: crawlers read it first, and an API outage must not read as "crawl nothing".
  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      // Product photos and banners are served by the API (/api/api/media/...): they may be indexed.
      `Allow: ${API_PREFIX}/media/`,
      '',
      `Sitemap: ${site}/sitemap.xml`,
    ];
    return reply
      .header('Cache-Control', XML_CACHE)
      .type('text/plain; charset=utf-8')
      .send(`${lines.join('\n')}\n`);
  });

  app.get(
    '/sitemap.xml',
    xmlRoute(async () => {
      const { partAfter } = await summary();
      return sitemapIndex([
        `${site}/sitemap-pages.xml`,
        ...partAfter.map((_, k) => `${site}/sitemap-products-${k + 1}.xml`),
      ]);
    }),
  );

  app.get(
    '/sitemap-pages.xml',
    xmlRoute(async () => {
      const tree = await apiData(
        '/category/allCategories',
        (d) =>
          Array.isArray(d) &&
          d.every(
            (c) =>
              typeof c.slug === 'string' &&
              Array.isArray(c.subCategories) &&
              c.subCategories.every(
                (s) =>
                  typeof s.slug === 'string' &&
                  Array.isArray(s.childCategories) &&
                  s.childCategories.every((ch) => typeof ch.slug === 'string'),
              ),
          ),
      );
      // A few hundred categories: far from the 50,000 URLs one file may hold.
      return urlset(
        [`${site}/`, ...STATIC_PAGES.map((p) => `${site}${p}`), ...categoryUrls(site, tree)].map((loc) => ({ loc })),
      );
    }),
  );

  app.get(
    '/sitemap-products-:part.xml',
    xmlRoute(async (request) => {
      // Only the names the index gives (1, 2, ...): no 07, no +7, no huge numbers.
      const { part } = request.params;
      if (!/^[1-9]\d{0,5}$/.test(part)) return null;
      const { partAfter, partSize } = await summary();
      const after = partAfter[Number(part) - 1];
      if (after === undefined) return null;
      const page = await apiData(
        `/sitemap/products?after=${after}&limit=${partSize}`,
        (d) => d && Array.isArray(d.products) && d.products.every((p) => p && typeof p.slug === 'string'),
      );
      return urlset(
        page.products.map((p) => ({ loc: pageUrl(site, 'product', p.slug), lastmod: lastmodOf(p.lastModified) })),
      );
    }),
  );
}

module.exports = { registerSeoRoutes, xmlEscape };
