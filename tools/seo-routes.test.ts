// /robots.txt and the sitemaps of the shell's origin, against a small fake API (the API's side is
// tested on a real database in api/test/catalog/sitemap.test.ts).
import Fastify, { type FastifyInstance } from 'fastify';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { registerSeoRoutes, xmlEscape } = require('./seo-routes.cjs') as {
  registerSeoRoutes: (app: FastifyInstance, o: { apiUrl: string; origin: string; timeoutMs?: number }) => void;
  xmlEscape: (s: string) => string;
};

const ORIGIN = 'https://shop.example.pk';
const PART_SIZE = 50_000;
const PRODUCTS = 120_001;

/** What the fake API answers, per test. */
let apiState: 'ok' | 'error' | 'hang' = 'ok';
const requested: string[] = [];

let fakeApi: FastifyInstance;
let apiUrl = '';
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  // Closing it ends a request still hanging (the timeout test) instead of waiting for it.
  fakeApi = Fastify({ forceCloseConnections: true });
  fakeApi.addHook('onRequest', async (request, reply) => {
    requested.push(request.url);
    if (apiState === 'error') return reply.code(500).send({ success: false, mess: 'boom', message: 'boom' });
    if (apiState === 'hang') await new Promise((resolve) => setTimeout(resolve, 1000).unref());
  });
  fakeApi.get('/api/api/sitemap/summary', () => ({
    success: true,
    data: { products: PRODUCTS, categories: 3, partSize: PART_SIZE, partAfter: [0, 50_007, 100_020] },
  }));
  // A keyset page: two products after `after` (enough to check the URLs built from them).
  fakeApi.get<{ Querystring: { after: string; limit: string } }>('/api/api/sitemap/products', (request) => {
    const after = Number(request.query.after);
    return {
      success: true,
      data: {
        products: [
          { id: after + 1, slug: `phone-${after + 1}`, lastModified: '2025-06-01T10:20:30.000Z' },
          { id: after + 2, slug: 'tea&biscuits<"x">', lastModified: '2025-05-01T00:00:00.000Z' },
        ],
        nextAfter: after + 2,
      },
    };
  });
  fakeApi.get('/api/api/category/allCategories', () => ({
    success: true,
    data: [
      {
        name: 'Electronics',
        slug: 'electronics',
        subCategories: [
          { name: 'Mobiles', slug: 'mobiles', childCategories: [{ name: 'Smart & Co', slug: 'smart&co' }] },
        ],
      },
    ],
  }));
  apiUrl = await fakeApi.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all([...apps, fakeApi].map((a) => a.close()));
});

beforeEach(() => {
  apiState = 'ok';
  requested.length = 0;
});

async function shell(options: { apiUrl?: string; timeoutMs?: number } = {}) {
  const app = Fastify();
  registerSeoRoutes(app, { apiUrl: options.apiUrl ?? `${apiUrl}/`, origin: ORIGIN, timeoutMs: options.timeoutMs });
  apps.push(app);
  return app;
}

/** The <loc> values of a sitemap or sitemap index, as written (still XML-escaped). */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

function expectXml(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
}

describe('/robots.txt', () => {
  it('allows the shop, keeps private pages out and names the sitemap', async () => {
    const res = await (await shell()).inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/basket', '/checkout', '/order-success', '/order-fail', '/account', '/auth', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('needs no API', async () => {
    const res = await (await shell({ apiUrl: 'http://127.0.0.1:9' })).inject('/robots.txt');
    expect(res.statusCode).toBe(200);
  });
});

describe('/sitemap.xml', () => {
  it('lists the pages sitemap and one part per 50,000 products (120,001 → 3)', async () => {
    const res = await (await shell()).inject('/sitemap.xml');
    expectXml(res);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-products-1.xml`,
      `${ORIGIN}/sitemap-products-2.xml`,
      `${ORIGIN}/sitemap-products-3.xml`,
    ]);
    expect(requested).toEqual(['/api/api/sitemap/summary']);
  });
});

describe('/sitemap-pages.xml', () => {
  it('lists home, the static pages and every category listing, escaped', async () => {
    const res = await (await shell()).inject('/sitemap-pages.xml');
    expectXml(res);
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/`,
      ...['/about', '/contact', '/faq', '/shipping', '/terms', '/privacy'].map((p) => `${ORIGIN}${p}`),
      `${ORIGIN}/category/electronics`,
      `${ORIGIN}/category/electronics/mobiles`,
      `${ORIGIN}/category/electronics/mobiles/smart%26co`,
    ]);
  });
});

describe('/sitemap-products-K.xml', () => {
  it("lists part K's products from its boundary, with lastmod", async () => {
    const res = await (await shell()).inject('/sitemap-products-2.xml');
    expectXml(res);
    expect(requested).toEqual(['/api/api/sitemap/summary', `/api/api/sitemap/products?after=50007&limit=${PART_SIZE}`]);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain(
      `<url><loc>${ORIGIN}/product/phone-50008</loc><lastmod>2025-06-01T10:20:30Z</lastmod></url>`,
    );
  });

  it('escapes every URL (a slug with & < > " cannot break the XML)', async () => {
    const res = await (await shell()).inject('/sitemap-products-1.xml');
    expect(locs(res.body)[1]).toBe(`${ORIGIN}/product/tea%26biscuits%3C%22x%22%3E`);
    // Nothing raw between the tags: every & starts an entity.
    expect(res.body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('escapes the five XML characters, the apostrophe too (encodeURIComponent leaves it)', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it.each(['0', '4', '01', '-1', 'x', '', '1.5', '9999999'])('answers 404 for part "%s"', async (part) => {
    const res = await (await shell()).inject(`/sitemap-products-${part}.xml`);
    expect(res.statusCode).toBe(404);
    expect(requested).not.toContain(expect.stringContaining('/sitemap/products'));
  });
});

describe('when the API fails', () => {
  const urls = ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-products-1.xml'];

  it.each(urls)('answers 503 with Retry-After for %s when the API is down', async (url) => {
    // A port nothing listens on: a closed server's.
    const closed = Fastify();
    const deadUrl = await closed.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    const res = await (await shell({ apiUrl: deadUrl })).inject(url);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).not.toContain('<');
  });

  it.each(urls)('answers 503 for %s when the API answers an error', async (url) => {
    apiState = 'error';
    const res = await (await shell()).inject(url);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
  });

  it('answers 503 when the API does not answer in time', async () => {
    apiState = 'hang';
    const res = await (await shell({ timeoutMs: 200 })).inject('/sitemap.xml');
    expect(res.statusCode).toBe(503);
  });
});
