// What can be bought comes first (issue 27, point 7) and flash deals end at a time (point 4): the
// default listing order and the home lists put products in stock first, `inStock=true` shows only
// them, and a deal's end is given with the product and really ends the discount.
import type { CategoryPageResponse, Product } from '@storefront/shared/types';
import { endExpiredDeals, nextDealEnd } from '../../src/catalog/deal-expiry';
import { seedDatabase } from '../../src/seed/seed-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson } from '../helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 500 });
});
afterAll(async () => {
  await t?.close();
});

const IN_STOCK_FIRST = '(p.stock > 0) DESC, p.created_at DESC, p.id DESC';

/** The biggest top category, and the ids of its products in `order`, narrowed by `where`. */
async function topCategoryIds(order: string, where = 'true') {
  const { rows: tops } = await t.db.query<{ slug: string }>(
    `SELECT t.slug FROM categories t JOIN categories s ON s.parent_id = t.id JOIN categories c ON c.parent_id = s.id
       JOIN products p ON p.category_id = c.id
      WHERE t.level = 1 GROUP BY t.slug ORDER BY count(*) DESC LIMIT 1`,
  );
  const slug = tops[0].slug;
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id JOIN categories s ON s.id = c.parent_id
       JOIN categories t ON t.id = s.parent_id
      WHERE t.slug = $1 AND ${where} ORDER BY ${order}`,
    [slug],
  );
  return { slug, ids: rows.map((r) => r.id) };
}

/** Every page of a listing, in order (small pages: the first use the per-category walk, the last the sort). */
async function allPages(path: string, limit = 7): Promise<Product[]> {
  const seen: Product[] = [];
  for (let page = 1; ; page += 1) {
    const res = await getJson<CategoryPageResponse>(t.app, `${API}${path}&limit=${limit}&page=${page}`);
    expect(res.status).toBe(200);
    seen.push(...res.body.data.products);
    if (page >= res.body.data.totalPages) return seen;
  }
}

const firstSoldOut = (products: Product[]) => products.findIndex((p) => p.stock === 0);

describe('the default listing order', () => {
  it('puts every product in stock before the sold-out ones, newest first within each', async () => {
    const { slug, ids } = await topCategoryIds(IN_STOCK_FIRST);
    const products = await allPages(`/category/${slug}?x=1`);
    expect(products.map((p) => p.id)).toEqual(ids);
    const soldOutFrom = firstSoldOut(products);
    expect(soldOutFrom).toBeGreaterThan(0);
    expect(products.slice(soldOutFrom).every((p) => p.stock === 0)).toBe(true);
  });

  it('is the same when named (orderBy=latest) or not understood', async () => {
    const { slug } = await topCategoryIds(IN_STOCK_FIRST);
    const plain = await getJson<CategoryPageResponse>(t.app, `${API}/category/${slug}?limit=10`);
    for (const orderBy of ['latest', 'bogus']) {
      const named = await getJson<CategoryPageResponse>(t.app, `${API}/category/${slug}?limit=10&orderBy=${orderBy}`);
      expect(named.body.data.products.map((p) => p.id)).toEqual(plain.body.data.products.map((p) => p.id));
    }
  });

  it('gives way to the sort the shopper picks: Newest First mixes sold-out products in by date', async () => {
    const { slug, ids } = await topCategoryIds('p.created_at DESC, p.id DESC');
    const products = await allPages(`/category/${slug}?orderBy=createdAtDesc`);
    expect(products.map((p) => p.id)).toEqual(ids);
    const soldOutFrom = firstSoldOut(products);
    expect(products.slice(soldOutFrom).some((p) => p.stock > 0)).toBe(true);
  });
});

describe('inStock=true', () => {
  it.each(['latest', 'priceAsc', 'createdAtAsc'])('shows only products in stock, counted, sorted %s', async (sort) => {
    const order =
      sort === 'priceAsc'
        ? 'p.net_price ASC, p.id ASC'
        : sort === 'createdAtAsc'
          ? 'p.created_at ASC, p.id ASC'
          : IN_STOCK_FIRST;
    const { slug, ids } = await topCategoryIds(order, 'p.stock > 0');
    const first = await getJson<CategoryPageResponse>(t.app, `${API}/category/${slug}?inStock=true&orderBy=${sort}`);
    expect(first.body.data.total).toBe(ids.length);
    const products = await allPages(`/category/${slug}?inStock=true&orderBy=${sort}`);
    expect(products.map((p) => p.id)).toEqual(ids);
  });

  it('combines with the other filters', async () => {
    const { slug, ids } = await topCategoryIds(IN_STOCK_FIRST, 'p.stock > 0 AND p.discount > 0');
    const products = await allPages(`/category/${slug}?inStock=true&onSale=true`);
    expect(products.map((p) => p.id)).toEqual(ids);
  });

  it.each(['false', 'yes', '1', ''])('filters nothing when it is "%s"', async (value) => {
    const { slug, ids } = await topCategoryIds(IN_STOCK_FIRST);
    const res = await getJson<CategoryPageResponse>(t.app, `${API}/category/${slug}?inStock=${value}`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(ids.length);
  });
});

describe('the home lists', () => {
  it('Fresh Picks: products in stock first, newest first', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT p.id FROM products p ORDER BY ${IN_STOCK_FIRST} LIMIT 60`,
    );
    const res = await getJson<Product[]>(t.app, `${API}/product/getRecentProducts?limit=60`);
    expect(res.body.data.map((p) => p.id)).toEqual(rows.map((r) => r.id));
  });

  it('Flash Deals: products in stock first, then the biggest discounts', async () => {
    const res = await getJson<Product[]>(t.app, `${API}/product/getDiscountedProducts?limit=60`);
    const products = res.body.data;
    const soldOutFrom = firstSoldOut(products);
    const inStock = soldOutFrom === -1 ? products : products.slice(0, soldOutFrom);
    expect(inStock.every((p) => p.stock > 0)).toBe(true);
    const discounts = inStock.map((p) => p.discount);
    expect([...discounts].sort((a, b) => b - a)).toEqual(discounts);
  });
});

describe('a flash deal with an end', () => {
  /** A discounted product in stock, given a deal end `offset` from now (a PostgreSQL interval). */
  async function dealEndingIn(offset: string) {
    const { rows } = await t.db.query<{ id: number; slug: string; total: number; ends: Date }>(
      `UPDATE products SET deal_ends_at = now() + $1::interval
        WHERE id = (SELECT id FROM products WHERE discount > 0 AND deal_ends_at IS NULL AND stock > 0 ORDER BY discount DESC, id LIMIT 1)
        RETURNING id, slug, total, deal_ends_at AS ends`,
      [offset],
    );
    return rows[0];
  }

  it('is given with the product as dealEndsAt (null without an end)', async () => {
    const deal = await dealEndingIn('2 hours');
    const res = await getJson<Product>(t.app, `${API}/product/getProductBySlug?slug=${deal.slug}`);
    expect(res.body.data.dealEndsAt).toBe(new Date(deal.ends).toISOString());
    const { rows } = await t.db.query<{ slug: string }>('SELECT slug FROM products WHERE deal_ends_at IS NULL LIMIT 1');
    const plain = await getJson<Product>(t.app, `${API}/product/getProductBySlug?slug=${rows[0].slug}`);
    expect(plain.body.data.dealEndsAt).toBeNull();
    expect(await nextDealEnd(t.db)).toEqual(new Date(deal.ends));
  });

  it('leaves Flash Deals when its time has passed, and then ends: original price, no discount', async () => {
    const deal = await dealEndingIn('-1 second');
    const res = await getJson<Product[]>(t.app, `${API}/product/getDiscountedProducts?limit=60`);
    expect(res.body.data.map((p) => p.id)).not.toContain(deal.id);

    // (The app's own expiry may have ended it first: either way it has ended.)
    await endExpiredDeals(t.db);
    const { rows } = await t.db.query<{ discount: number; net_price: number; deal_ends_at: Date | null }>(
      'SELECT discount, net_price, deal_ends_at FROM products WHERE id = $1',
      [deal.id],
    );
    expect(rows[0]).toEqual({ discount: 0, net_price: deal.total, deal_ends_at: null });
    expect(await endExpiredDeals(t.db)).toBe(0);
  });

  it('cannot be set on a product without a discount', async () => {
    await expect(
      t.db.query(
        "UPDATE products SET deal_ends_at = now() + interval '1 hour' WHERE id = (SELECT min(id) FROM products WHERE discount = 0)",
      ),
    ).rejects.toThrow(/products_deal_has_discount/);
  });
});

describe('the demo seed', () => {
  it('gives its biggest discounts an end at a whole hour within three days, when not pinned to a date', async () => {
    const fresh = await createTestApp({ products: 0 });
    try {
      const before = Date.now();
      await seedDatabase(fresh.db, { products: 200, customers: false });
      const { rows } = await fresh.db.query<{ discount: number; ends: Date | null }>(
        'SELECT discount, deal_ends_at AS ends FROM products WHERE discount > 0',
      );
      const ends = rows.filter((r) => r.ends !== null).map((r) => new Date(r.ends!).getTime());
      expect(ends.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.ends !== null).every((r) => r.discount >= 25)).toBe(true);
      expect(ends.every((end) => end % 3_600_000 === 0 && end > before && end <= before + 73 * 3_600_000)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
