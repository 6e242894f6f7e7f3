// The sitemap endpoints the shell's /sitemap.xml is built from: counts, part boundaries that hold
// when ids have gaps, and keyset pages of product slugs.
import { CatalogRepository, type SitemapProductPage, type SitemapSummary } from '../../src/catalog/catalog-repository';
import { SITEMAP_PART_SIZE } from '../../src/catalog/sitemap-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson, type JsonResponse } from '../helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const allIds = async () =>
  (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id')).rows.map((r) => r.id);

describe('GET /sitemap/summary', () => {
  it('counts products and categories; one part for a small catalogue', async () => {
    const res = await getJson<SitemapSummary>(t.app, `${API}/sitemap/summary`);
    expect(res.status).toBe(200);
    const counts = await t.db.query<{ products: number; categories: number }>(
      'SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM categories)::int AS categories',
    );
    expect(res.body).toEqual({
      success: true,
      data: { ...counts.rows[0], partSize: SITEMAP_PART_SIZE, partAfter: [0] },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /sitemap/products', () => {
  it('answers a keyset page by id with slugs and last-modified times', async () => {
    const ids = await allIds();
    const res = await getJson<SitemapProductPage>(t.app, `${API}/sitemap/products?after=${ids[4]}&limit=3`);
    expect(res.status).toBe(200);
    const { rows } = await t.db.query<{ id: number; slug: string; created_at: Date }>(
      'SELECT id, slug, created_at FROM products WHERE id = ANY($1::int[]) ORDER BY id',
      [ids.slice(5, 8)],
    );
    expect(res.body.data).toEqual({
      products: rows.map((r) => ({ id: r.id, slug: r.slug, lastModified: new Date(r.created_at).toISOString() })),
      nextAfter: ids[7],
    });
  });

  it('walks the whole catalogue page by page, each product once, ending with nextAfter null', async () => {
    const seen: number[] = [];
    let after: number | null = 0;
    while (after !== null) {
      const res: JsonResponse<SitemapProductPage> = await getJson<SitemapProductPage>(
        t.app,
        `${API}/sitemap/products?after=${after}&limit=50`,
      );
      seen.push(...res.body.data.products.map((p) => p.id));
      after = res.body.data.nextAfter;
    }
    expect(seen).toEqual(await allIds());
  });

  it('answers everything (at most 50,000) by default', async () => {
    const res = await getJson<SitemapProductPage>(t.app, `${API}/sitemap/products`);
    expect(res.body.data.products).toHaveLength((await allIds()).length);
    expect(res.body.data.nextAfter).toBeNull();
  });

  it.each(['after=-1', 'after=abc', 'limit=0', 'limit=50001', 'after=99999999999'])(
    'answers 400 for %s',
    async (query) => {
      const res = await getJson<SitemapProductPage>(t.app, `${API}/sitemap/products?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    },
  );
});

describe('sitemap parts (repository, small parts)', () => {
  const repository = () => new CatalogRepository(t.db);

  it('splits into parts of exactly partSize products, the last one holding the rest', async () => {
    const ids = await allIds();
    const summary = await repository().sitemapSummary(50);
    expect(summary.products).toBe(ids.length);
    expect(summary.partAfter).toEqual(
      [0, ...ids.slice(0, -1).filter((_, i) => (i + 1) % 50 === 0)].slice(0, Math.ceil(ids.length / 50)),
    );
    // Part k, read with keyset pagination from its boundary, is the k-th slice of the ids.
    for (const [k, after] of summary.partAfter.entries()) {
      const page = await repository().sitemapProducts(after, 50);
      expect(page.products.map((p) => p.id)).toEqual(ids.slice(k * 50, (k + 1) * 50));
    }
  });

  it('holds when ids have gaps and when the count is a multiple of the part size', async () => {
    // Deleting products leaves holes in the ids; 120 are left: exactly 3 parts of 40, none empty.
    await t.db.query('DELETE FROM order_items WHERE product_id IN (SELECT id FROM products WHERE id % 4 = 0)');
    await t.db.query('DELETE FROM products WHERE id % 4 = 0');
    const ids = await allIds();
    expect(ids).toHaveLength(120);
    const summary = await repository().sitemapSummary(40);
    expect(summary).toMatchObject({ products: 120, partSize: 40, partAfter: [0, ids[39], ids[79]] });
    for (const [k, after] of summary.partAfter.entries()) {
      expect((await repository().sitemapProducts(after, 40)).products.map((p) => p.id)).toEqual(
        ids.slice(k * 40, (k + 1) * 40),
      );
    }
  });

  it('has no parts for an empty catalogue', async () => {
    await t.db.query('DELETE FROM order_items');
    await t.db.query('DELETE FROM products');
    expect(await repository().sitemapSummary(40)).toMatchObject({ products: 0, partAfter: [] });
  });
});
