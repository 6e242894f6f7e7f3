// The catalogue cache: answers kept between changes, never past one. A change written by anyone
// (here straight into the database, as another API process or an operator would) reaches the
// cache through PostgreSQL's notifications; the TTL is set long so only they can explain a fresh
// answer.
import type { CategoryPageResponse, ProductDetail } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson } from '../helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { catalogCacheSeconds: 30 } });
});
afterAll(async () => {
  await t?.close();
});

/** Asks until `accept` holds (notifications arrive on their own connection), for at most 10 s. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function someProduct() {
  const { rows } = await t.db.query<{ id: number; slug: string; category: string }>(
    `SELECT p.id, p.slug, c.slug AS category FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.level = 3 AND p.stock > 0 ORDER BY p.id LIMIT 1`,
  );
  return rows[0];
}

const productUrl = (slug: string) => `${API}/product/getProductBySlug?slug=${slug}`;

describe('catalogue answers', () => {
  it('carry an ETag: the same tag gets 304 without a body, another tag the answer', async () => {
    const { slug } = await someProduct();
    const first = await t.app.inject({ url: productUrl(slug) });
    const etag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30');

    const again = await t.app.inject({ url: productUrl(slug), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await t.app.inject({ url: productUrl(slug), headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('of every public kind are kept: listings, search and the home lists', async () => {
    for (const url of [
      '/product/getRecentProducts?limit=1',
      '/product/getDiscountedProducts?limit=1',
      '/product/search?q=samsung',
      '/category/electronics',
    ]) {
      const res = await t.app.inject({ url: `${API}${url}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    }
  });

  it('of the category tree keep its five minutes for browsers, and follow a renamed category at once', async () => {
    const url = `${API}/category/allCategories`;
    const first = await t.app.inject({ url });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.etag).toBeDefined();
    await t.db.query(
      "UPDATE categories SET name = 'Renamed Category' WHERE id = (SELECT min(id) FROM categories WHERE level = 1)",
    );
    const renamed = await eventually(
      () => getJson<{ name: string }[]>(t.app, url),
      (res) => res.body.data[0].name === 'Renamed Category',
    );
    expect(renamed.body.data[0].name).toBe('Renamed Category');
  });

  it("never a basket's products: they decide what the checkout offers", async () => {
    const res = await t.app.inject({ url: `${API}/product/getProductsByIds?ids=1` });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('show a product sold out as soon as its stock runs out, whoever changed it', async () => {
    const product = await someProduct();
    const listing = `${API}/product/getProductsByChildCategorySlug?slug=${product.category}&limit=60`;
    const before = await getJson<ProductDetail>(t.app, productUrl(product.slug));
    expect(before.body.data.stock).toBeGreaterThan(0);
    await getJson<CategoryPageResponse>(t.app, listing);

    await t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [product.id]);

    const detail = await eventually(
      () => getJson<ProductDetail>(t.app, productUrl(product.slug)),
      (res) => res.body.data.stock === 0,
    );
    expect(detail.body.data.stock).toBe(0);
    const inListing = await eventually(
      () => getJson<CategoryPageResponse>(t.app, listing),
      (res) => res.body.data.products.find((p) => p.id === product.id)?.stock === 0,
    );
    expect(inListing.body.data.products.find((p) => p.id === product.id)?.stock).toBe(0);
  });

  it('count one fewer in stock, and put it last, when a product sells out', async () => {
    const product = await someProduct();
    const base = `${API}/product/getProductsByChildCategorySlug?slug=${product.category}&limit=60`;
    const before = await getJson<CategoryPageResponse>(t.app, `${base}&inStock=true`);
    await getJson<CategoryPageResponse>(t.app, base);

    await t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [product.id]);

    const after = await eventually(
      () => getJson<CategoryPageResponse>(t.app, `${base}&inStock=true`),
      (res) => res.body.data.total === before.body.data.total - 1,
    );
    expect(after.body.data.total).toBe(before.body.data.total - 1);
    expect(after.body.data.products.map((p) => p.id)).not.toContain(product.id);
    // The default order: after every product still in stock.
    const afterTheInStock = (res: { body: { data: CategoryPageResponse } }) => {
      const products = res.body.data.products;
      return products.findIndex((p) => p.id === product.id) > products.findLastIndex((p) => p.stock > 0);
    };
    const all = await eventually(() => getJson<CategoryPageResponse>(t.app, base), afterTheInStock);
    expect(afterTheInStock(all)).toBe(true);
  });

  it('keep a stock figure that moves without selling out, until the TTL', async () => {
    const product = await someProduct();
    await t.db.query('UPDATE products SET stock = 50 WHERE id = $1', [product.id]);
    await eventually(
      () => getJson<ProductDetail>(t.app, productUrl(product.slug)),
      (res) => res.body.data.stock === 50,
    );
    await t.db.query('UPDATE products SET stock = 49 WHERE id = $1', [product.id]);
    // A notification would arrive within this wait (PGlite: before the update returns).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const kept = await getJson<ProductDetail>(t.app, productUrl(product.slug));
    expect(kept.body.data.stock).toBe(50);
  });

  it('show a new price in the product and in what the listing says of its category', async () => {
    const product = await someProduct();
    const listing = `${API}/product/getProductsByChildCategorySlug?slug=${product.category}`;
    const before = await getJson<CategoryPageResponse>(t.app, listing);
    const ceiling = before.body.data.maxPrice + 1000;

    await t.db.query('UPDATE products SET total = $2, discount = 0, net_price = $2 WHERE id = $1', [
      product.id,
      ceiling,
    ]);

    const after = await eventually(
      () => getJson<CategoryPageResponse>(t.app, listing),
      (res) => res.body.data.maxPrice === ceiling,
    );
    expect(after.body.data.maxPrice).toBe(ceiling);
    const detail = await eventually(
      () => getJson<ProductDetail>(t.app, productUrl(product.slug)),
      (res) => res.body.data.netPrice === ceiling,
    );
    expect(detail.body.data.netPrice).toBe(ceiling);
  });

  it('are never kept when they fail', async () => {
    const url = `${API}/product/getProductBySlug?slug=not-yet-there`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    await t.db.query("UPDATE products SET slug = 'not-yet-there' WHERE id = $1", [rows[0].id]);
    const found = await eventually(
      () => t.app.inject({ url }),
      (res) => res.statusCode === 200,
    );
    expect(found.statusCode).toBe(200);
  });
});

describe('with CATALOG_CACHE_SECONDS=0', () => {
  let uncached: TestApp;
  beforeAll(async () => {
    uncached = await createTestApp({ config: { catalogCacheSeconds: 0 } });
  });
  afterAll(async () => {
    await uncached?.close();
  });

  it('every answer is read afresh and marked not to be kept', async () => {
    const res = await uncached.app.inject({ url: `${API}/product/search?q=samsung` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});
