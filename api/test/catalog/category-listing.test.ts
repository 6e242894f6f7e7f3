import type { Category, CategoryPageResponse } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson } from '../helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function scopeOf(topSlug: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT c.id FROM categories c JOIN categories s ON s.id = c.parent_id JOIN categories top ON top.id = s.parent_id
      WHERE top.slug = $1`,
    [topSlug],
  );
  return rows.map((r) => r.id);
}

describe('GET /category/allCategories', () => {
  it('answers the three-level tree in the envelope', async () => {
    const res = await getJson<Category[]>(t.app, `${API}/category/allCategories`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const tree = res.body.data;
    expect(tree.length).toBeGreaterThanOrEqual(8);
    expect(tree.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Electronics', 'Mobiles & Tablets', 'Fashion', 'Groceries']),
    );
    for (const top of tree) {
      expect(Object.keys(top).sort()).toEqual(['name', 'slug', 'subCategories']);
      expect(top.subCategories.length).toBeGreaterThan(0);
      for (const sub of top.subCategories) {
        expect(sub.childCategories.length).toBeGreaterThan(0);
        for (const child of sub.childCategories) expect(child.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
    expect(tree.find((c) => c.name === 'Mobiles & Tablets')!.slug).toBe('mobiles-and-tablets');
  });
});

describe('GET /category/:cat', () => {
  it('lists the products of every child category under the top category', async () => {
    const res = await getJson<CategoryPageResponse>(t.app, `${API}/category/electronics?limit=60`);
    expect(res.status).toBe(200);
    const page = res.body.data;
    const ids = await scopeOf('electronics');
    const { rows } = await t.db.query<{ n: number; max: number }>(
      'SELECT count(*)::int AS n, max(net_price)::int AS max FROM products WHERE category_id = ANY($1::int[])',
      [ids],
    );
    expect(page.total).toBe(rows[0].n);
    expect(page.maxPrice).toBe(rows[0].max);
    expect(page.category).toEqual({ name: 'Electronics', slug: 'electronics' });
    expect(page.subCategory).toBeNull();
    expect(page.childCategory).toBeNull();
    expect(page.childList.map((c) => c.slug)).toEqual(['tv-and-video', 'home-appliances', 'cooling-and-heating']);
    expect(page.page).toBe(1);
    expect(page.totalPages).toBe(Math.ceil(rows[0].n / 60));
  });

  it('names the brands of the whole category, sorted, for the Brands filter', async () => {
    const res = await getJson<CategoryPageResponse>(t.app, `${API}/category/electronics?brand=haier`);
    const ids = await scopeOf('electronics');
    const { rows } = await t.db.query<{ slug: string }>(
      `SELECT DISTINCT b.slug, b.name FROM brands b JOIN products p ON p.brand_id = b.id
        WHERE p.category_id = ANY($1::int[]) ORDER BY b.name`,
      [ids],
    );
    expect(res.body.data.brands.map((b) => b.slug)).toEqual(rows.map((r) => r.slug));
    for (const brand of res.body.data.brands) expect(Object.keys(brand).sort()).toEqual(['name', 'slug']);
  });

  it('defaults to 21 products per page, newest first', async () => {
    const res = await getJson<CategoryPageResponse>(t.app, `${API}/category/electronics`);
    const products = res.body.data.products;
    expect(products.length).toBe(Math.min(21, res.body.data.total));
    const dates = products.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('answers 404 with a clear message for an unknown category', async () => {
    const res = await getJson<CategoryPageResponse>(t.app, `${API}/category/no-such-category`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      mess: 'Category "no-such-category" not found',
      message: 'Category "no-such-category" not found',
    });
  });

  it('does not treat a sub-category slug as a top category', async () => {
    const res = await getJson<CategoryPageResponse>(t.app, `${API}/category/smartphones`);
    expect(res.status).toBe(404);
  });
});

describe('GET /product/getProductsBySubCategorySlug/:slug', () => {
  it('lists a sub-category with its child categories as childList', async () => {
    const res = await getJson<CategoryPageResponse>(t.app, `${API}/product/getProductsBySubCategorySlug/smartphones`);
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.category).toEqual({ name: 'Mobiles & Tablets', slug: 'mobiles-and-tablets' });
    expect(page.subCategory).toEqual({ name: 'Smartphones', slug: 'smartphones' });
    expect(page.childCategory).toBeNull();
    expect(page.childList).toEqual([
      { name: 'Android Phones', slug: 'android-phones' },
      { name: 'iPhones', slug: 'iphones' },
    ]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
         JOIN categories s ON s.id = c.parent_id WHERE s.slug = 'smartphones'`,
    );
    expect(page.total).toBe(rows[0].n);
    expect(page.total).toBeGreaterThan(0);
  });

  it('accepts the top category to tell apart equal slugs, and 404s for a wrong pair', async () => {
    expect(
      (
        await getJson<CategoryPageResponse>(
          t.app,
          `${API}/product/getProductsBySubCategorySlug/smartphones?cat=mobiles-and-tablets`,
        )
      ).status,
    ).toBe(200);
    const wrong = await getJson<CategoryPageResponse>(
      t.app,
      `${API}/product/getProductsBySubCategorySlug/smartphones?cat=fashion`,
    );
    expect(wrong.status).toBe(404);
    expect(wrong.body.mess).toBe('Sub-category "smartphones" not found');
  });

  it('answers 404 for an unknown sub-category', async () => {
    const res = await getJson<CategoryPageResponse>(t.app, `${API}/product/getProductsBySubCategorySlug/unknown-sub`);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });
});

describe('GET /product/getProductsByChildCategorySlug', () => {
  it('lists a child category with its siblings as childList', async () => {
    const res = await getJson<CategoryPageResponse>(
      t.app,
      `${API}/product/getProductsByChildCategorySlug?slug=refrigerators`,
    );
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.category.slug).toBe('electronics');
    expect(page.subCategory).toEqual({ name: 'Home Appliances', slug: 'home-appliances' });
    expect(page.childCategory).toEqual({ name: 'Refrigerators', slug: 'refrigerators' });
    expect(page.childList.map((c) => c.slug)).toEqual(['refrigerators', 'washing-machines', 'microwave-ovens']);
    for (const product of page.products) {
      const { rows } = await t.db.query<{ slug: string }>(
        'SELECT c.slug FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1',
        [product.id],
      );
      expect(rows[0].slug).toBe('refrigerators');
    }
  });

  it('answers 400 without a slug and 404 for an unknown one', async () => {
    const missing = await getJson<CategoryPageResponse>(t.app, `${API}/product/getProductsByChildCategorySlug`);
    expect(missing.status).toBe(400);
    expect(missing.body.mess).toBe('slug is required');
    const empty = await getJson<CategoryPageResponse>(t.app, `${API}/product/getProductsByChildCategorySlug?slug=%20`);
    expect(empty.status).toBe(400);
    const unknown = await getJson<CategoryPageResponse>(
      t.app,
      `${API}/product/getProductsByChildCategorySlug?slug=flying-cars`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.mess).toBe('Child category "flying-cars" not found');
  });
});
