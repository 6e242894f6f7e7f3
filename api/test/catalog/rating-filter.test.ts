// The rating filter (`minRating`, 1-4 stars & up) of the listings and the search results page, on a
// real database with the catalogue cache on: the pages hold exactly the products the database
// finds at or above the threshold, in the sort asked for, and each threshold is counted apart.
import type { CategoryPageResponse, Product, SearchPageResponse } from '@storefront/shared/types';
import { ORDER_BY_SQL, type OrderBy } from '../../src/catalog/listing-query';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson } from '../helpers/http';

let t: TestApp;
let electronics: number[];

/** [rating_count, rating_total] by product id % 7: unrated, 5.00, 4.00, 3.99, 3.00, 2.50, 1.00. */
const RATINGS = [
  [0, 0],
  [1, 5],
  [1, 4],
  [100, 399],
  [2, 6],
  [2, 5],
  [1, 1],
];

beforeAll(async () => {
  t = await createTestApp({ products: 500, config: { catalogCacheSeconds: 30 } });
  await t.db.query(
    `UPDATE products p SET rating_count = r.n, rating_total = r.total
       FROM (SELECT * FROM unnest($1::int[], $2::int[], $3::int[]) AS r (k, n, total)) r
      WHERE p.id % 7 = r.k`,
    [RATINGS.map((_, k) => k), RATINGS.map(([n]) => n), RATINGS.map(([, total]) => total)],
  );
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT c.id FROM categories c JOIN categories s ON s.id = c.parent_id JOIN categories top ON top.id = s.parent_id
      WHERE top.slug = 'electronics' ORDER BY c.id`,
  );
  electronics = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(path: string): Promise<T> {
  const res = await getJson<T>(t.app, `${API}${path}`);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return res.body.data;
}

/** The electronics products rated `minRating` or more, in the listing's order, as the database sorts them. */
async function expectedIds(minRating: number, orderBy: OrderBy, extra = 'true'): Promise<number[]> {
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT id FROM products WHERE category_id = ANY($1::int[]) AND rating_average >= $2 AND ${extra}
      ORDER BY ${ORDER_BY_SQL[orderBy]}`,
    [electronics, minRating],
  );
  return rows.map((r) => r.id);
}

/** Every page of a listing query, small pages so the first are read per category and the later ones not. */
async function everyListingPage(query: string): Promise<{ ids: number[]; total: number }> {
  const first = await get<CategoryPageResponse>(`/category/electronics?limit=2&${query}`);
  const ids = first.products.map((p) => p.id);
  for (let page = 2; page <= first.totalPages; page += 1) {
    const data = await get<CategoryPageResponse>(`/category/electronics?limit=2&page=${page}&${query}`);
    ids.push(...data.products.map((p) => p.id));
  }
  return { ids, total: first.total };
}

describe('listings', () => {
  it.each([
    [4, 'ratingDesc'],
    [3, 'priceAsc'],
    [1, 'latest'],
  ] as const)('minRating=%p, %s: every product rated that or more, once, in order', async (minRating, orderBy) => {
    const expected = await expectedIds(minRating, orderBy);
    // Some rated products are left out at 4 and 3 (3.99 is not 4 stars & up), and every unrated one.
    expect(expected.length).toBeGreaterThan(10);
    const { ids, total } = await everyListingPage(`minRating=${minRating}&orderBy=${orderBy}`);
    expect(total).toBe(expected.length);
    expect(ids).toEqual(expected);
  });

  it('reads an average of exactly 4.00 as 4 stars & up, and 3.99 as not', async () => {
    const products = (await get<CategoryPageResponse>('/category/electronics?minRating=4&limit=60')).products;
    const averages = new Set(products.map((p) => p.rating?.average));
    expect(averages).toEqual(new Set([5, 4]));
  });

  it('counts each threshold apart, with the other filters', async () => {
    for (const minRating of [4, 3, 2]) {
      const data = await get<CategoryPageResponse>(`/category/electronics?onSale=true&minRating=${minRating}`);
      expect({ minRating, total: data.total }).toEqual({
        minRating,
        total: (await expectedIds(minRating, 'latest', 'discount > 0')).length,
      });
    }
  });

  it.each(['minRating=0', 'minRating=5', 'minRating=3.5', 'minRating=abc', 'minRating=', 'minRating=-1'])(
    'ignores %s, as a bad filter value is: the whole listing',
    async (query) => {
      const all = await get<CategoryPageResponse>('/category/electronics');
      const data = await get<CategoryPageResponse>(`/category/electronics?${query}`);
      expect(data.total).toBe(all.total);
      expect(data.products.map((p) => p.id)).toEqual(all.products.map((p) => p.id));
    },
  );

  it('reads the first value of a repeated minRating', async () => {
    const data = await get<CategoryPageResponse>('/category/electronics?minRating=4&minRating=1');
    expect(data.total).toBe((await expectedIds(4, 'latest')).length);
  });
});

describe('the search results page', () => {
  async function everySearchPage(query: string): Promise<Product[]> {
    const first = await get<SearchPageResponse>(`/product/searchPage?${query}&limit=10`);
    const all = [...first.products];
    for (let page = 2; page <= first.totalPages; page += 1)
      all.push(...(await get<SearchPageResponse>(`/product/searchPage?${query}&limit=10&page=${page}`)).products);
    return all;
  }

  it('lists only the matches rated minRating or more; brands and the price ceiling still describe every match', async () => {
    const all = await get<SearchPageResponse>('/product/searchPage?q=samsung');
    const everyMatch = await everySearchPage('q=samsung');
    const filtered = await get<SearchPageResponse>('/product/searchPage?q=samsung&minRating=4');
    const rated = await everySearchPage('q=samsung&minRating=4');
    const expected = everyMatch.filter((p) => (p.rating?.average ?? 0) >= 4).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everyMatch.length);
    expect(filtered.total).toBe(expected.length);
    expect(new Set(rated.map((p) => p.id))).toEqual(new Set(expected));
    expect(filtered.brands).toEqual(all.brands);
    expect(filtered.maxPrice).toBe(all.maxPrice);
  });

  it('ignores a minRating out of range', async () => {
    const all = await get<SearchPageResponse>('/product/searchPage?q=samsung');
    expect((await get<SearchPageResponse>('/product/searchPage?q=samsung&minRating=9')).total).toBe(all.total);
  });
});
