// A listing reads its first pages by walking each category's index and deep pages by one sort
// of the scope (catalog-repository.ts pageIds): every page must be the slice of one total order.
import type { CategoryPageResponse, SortOrder } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson } from '../helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 500 });
});
afterAll(async () => {
  await t?.close();
});

const ORDER: Record<SortOrder, string> = {
  priceAsc: 'p.net_price ASC, p.id ASC',
  priceDesc: 'p.net_price DESC, p.id DESC',
  createdAtAsc: 'p.created_at ASC, p.id ASC',
  createdAtDesc: 'p.created_at DESC, p.id DESC',
  latest: '(p.stock > 0) DESC, p.created_at DESC, p.id DESC',
  ratingDesc: 'p.rating_average DESC, p.rating_count DESC, p.id DESC',
};

it.each(Object.keys(ORDER) as SortOrder[])('pages of a top category, %s, follow one order', async (sort) => {
  const { rows: tops } = await t.db.query<{ slug: string }>(
    `SELECT t.slug FROM categories t JOIN categories s ON s.parent_id = t.id JOIN categories c ON c.parent_id = s.id
       JOIN products p ON p.category_id = c.id
      WHERE t.level = 1 GROUP BY t.slug ORDER BY count(*) DESC LIMIT 1`,
  );
  const slug = tops[0].slug;
  const { rows: expected } = await t.db.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id JOIN categories s ON s.id = c.parent_id
       JOIN categories t ON t.id = s.parent_id
      WHERE t.slug = $1 AND p.discount > 0 ORDER BY ${ORDER[sort]}`,
    [slug],
  );
  expect(expected.length).toBeGreaterThan(20);
  const limit = 3;
  const seen: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await getJson<CategoryPageResponse>(
      t.app,
      `${API}/category/${slug}?orderBy=${sort}&onSale=true&limit=${limit}&page=${page}`,
    );
    seen.push(...res.body.data.products.map((p) => p.id));
    if (page >= res.body.data.totalPages) break;
  }
  expect(seen).toEqual(expected.map((r) => r.id));
});
