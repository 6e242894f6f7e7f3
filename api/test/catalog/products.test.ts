import type { Product, ProductDetail, SearchResult } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson } from '../helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /product/getProductBySlug', () => {
  it('answers the product with its photos in order and its brand', async () => {
    const { rows } = await t.db.query<{ slug: string; id: number }>(
      `SELECT p.slug, p.id FROM products p WHERE (SELECT count(*) FROM product_photos ph WHERE ph.product_id = p.id) > 1 ORDER BY p.id LIMIT 1`,
    );
    const res = await getJson<ProductDetail>(t.app, `${API}/product/getProductBySlug?slug=${rows[0].slug}`);
    expect(res.status).toBe(200);
    const product = res.body.data;
    expect(product.id).toBe(rows[0].id);
    const photos = await t.db.query<{ img_url: string }>(
      'SELECT img_url FROM product_photos WHERE product_id = $1 ORDER BY position',
      [rows[0].id],
    );
    expect(product.productPhotos).toEqual(photos.rows.map((r) => ({ imgUrl: r.img_url })));
    expect(product.brand.name).toBeTruthy();
    expect(product.desc).toContain('<h3>Specifications</h3>');
    expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
  });

  it('names the categories the product sits in, top category first, for its breadcrumb', async () => {
    const { rows } = await t.db.query<{ slug: string; top: string; sub: string; own: string }>(
      `SELECT p.slug, c3.slug AS top, c2.slug AS sub, c1.slug AS own FROM products p
         JOIN categories c1 ON c1.id = p.category_id
         JOIN categories c2 ON c2.id = c1.parent_id
         JOIN categories c3 ON c3.id = c2.parent_id
        ORDER BY p.id LIMIT 1`,
    );
    const res = await getJson<ProductDetail>(t.app, `${API}/product/getProductBySlug?slug=${rows[0].slug}`);
    expect(res.status).toBe(200);
    const path = res.body.data.categoryPath as { name: string; slug: string }[];
    expect(path.map((c) => c.slug)).toEqual([rows[0].top, rows[0].sub, rows[0].own]);
    for (const level of path) expect(level.name).toBeTruthy();
  });

  it('finds the product whatever the case of the slug in the address', async () => {
    const { rows } = await t.db.query<{ slug: string; id: number }>(
      'SELECT slug, id FROM products ORDER BY id LIMIT 1',
    );
    const res = await getJson<ProductDetail>(
      t.app,
      `${API}/product/getProductBySlug?slug=${rows[0].slug.toUpperCase()}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(rows[0].id);
  });

  it('answers 404 "Product not found" for an unknown slug', async () => {
    const res = await getJson<ProductDetail>(t.app, `${API}/product/getProductBySlug?slug=not-a-product`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, mess: 'Product not found', message: 'Product not found' });
  });

  it('answers 400 when the slug is missing', async () => {
    const res = await getJson<ProductDetail>(t.app, `${API}/product/getProductBySlug`);
    expect(res.status).toBe(400);
    expect(res.body.mess).toBe('slug is required');
    expect(res.body.errors).toEqual({ slug: 'slug is required' });
  });
});

describe('GET /product/getRecentProducts', () => {
  it('lists the newest products first, those in stock before the sold-out ones, limited', async () => {
    const res = await getJson<Product[]>(t.app, `${API}/product/getRecentProducts?limit=10`);
    expect(res.status).toBe(200);
    const products = res.body.data;
    expect(products).toHaveLength(10);
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM products ORDER BY stock > 0 DESC, created_at DESC, id DESC LIMIT 10',
    );
    expect(products.map((p) => p.id)).toEqual(rows.map((r) => r.id));
  });

  it('uses a default and a ceiling for the limit', async () => {
    expect((await getJson<Product[]>(t.app, `${API}/product/getRecentProducts`)).body.data).toHaveLength(60);
    expect((await getJson<Product[]>(t.app, `${API}/product/getRecentProducts?limit=1000`)).body.data).toHaveLength(60);
    expect((await getJson<Product[]>(t.app, `${API}/product/getRecentProducts?limit=abc`)).body.data).toHaveLength(60);
  });
});

describe('GET /product/getDiscountedProducts', () => {
  it('lists discounted products only, biggest discount first', async () => {
    const res = await getJson<Product[]>(t.app, `${API}/product/getDiscountedProducts?limit=10`);
    const products = res.body.data;
    expect(products).toHaveLength(10);
    expect(products.every((p) => p.discount > 0 && p.netPrice < p.total)).toBe(true);
    const discounts = products.map((p) => p.discount);
    expect([...discounts].sort((a, b) => b - a)).toEqual(discounts);
  });
});

describe('GET /product/search', () => {
  const search = async (q: string) => {
    const res = await getJson<SearchResult[]>(t.app, `${API}/product/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body.data as {
      id: number;
      name: string;
      netPrice: number;
      imgUrl: string;
      slug: string;
      stock: number;
    }[];
  };

  it('matches name fragments case-insensitively', async () => {
    const lower = await search('samsung');
    expect(lower.length).toBeGreaterThan(0);
    expect(lower.every((r) => /samsung/i.test(r.name))).toBe(true);
    expect(await search('SAMSUNG')).toEqual(lower);
    expect(await search('sAmSuN')).toEqual(lower);
    // A fragment from the middle of a word ("Refrigerator").
    const fragment = await search('FRIGER');
    expect(fragment.length).toBeGreaterThan(0);
    expect(fragment.every((r) => /friger/i.test(r.name))).toBe(true);
  });

  it('requires every word, in any order', async () => {
    const results = await search('tv samsung');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => /samsung/i.test(r.name) && /tv/i.test(r.name))).toBe(true);
  });

  it('answers at most 10 results in the SearchResult shape with whole-rupee prices', async () => {
    const results = await search('er er er AN an');
    expect(await search('er an')).toEqual(results);
    expect(results).toHaveLength(10);
    for (const r of results) {
      expect(Object.keys(r).sort()).toEqual(['id', 'imgUrl', 'name', 'netPrice', 'slug', 'stock']);
      expect(Number.isInteger(r.netPrice)).toBe(true);
    }
  });

  it("tells each result's stock, so the list can say what is sold out", async () => {
    const [first] = await search('samsung');
    await t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [first.id]);
    const again = await search('samsung');
    expect(again.find((r) => r.id === first.id)).toMatchObject({ stock: 0 });
    const { rows } = await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [again[1].id]);
    expect(again[1]).toMatchObject({ stock: Number(rows[0].stock) });
  });

  it('puts names starting with the query first', async () => {
    const results = await search('phil');
    expect(results.length).toBeGreaterThan(1);
    expect(results[0].name.toLowerCase().startsWith('phil')).toBe(true);
  });

  it('answers [] without asking the database for 3 characters or fewer, repeats and spaces included', async () => {
    const query = jest.spyOn(t.db, 'query');
    try {
      for (const q of ['e', 'tv', 'hai', ' hai ', 'e e e e e e e e', 'Tv tV TV tv'])
        expect(await search(q)).toEqual([]);
      expect(query).not.toHaveBeenCalled();
      expect((await search('haie')).length).toBeGreaterThan(0);
      expect(query).toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('reads repeated words once and only the first five different words', async () => {
    expect(await search('SAMSUNG tv samsung Tv   samsung')).toEqual(await search('samsung tv'));
    // A sixth word (matching nothing) is not searched for.
    expect(await search('samsung tv samsung a b c zzzzzz')).toEqual(await search('samsung tv a b c'));
    // Past 100 characters the rest is not read.
    expect(await search(`samsung ${'x'.repeat(200)}`)).toEqual([]);
    expect(await search(`${'samsung '.repeat(50)}`)).toEqual(await search('samsung'));
  });

  it('treats % _ and \\ in a name literally', async () => {
    const { rows } = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM products ORDER BY id DESC LIMIT 1',
    );
    await t.db.query('UPDATE products SET name = $2 WHERE id = $1', [rows[0].id, 'Promo 100%_Deal\\Box']);
    try {
      expect((await search('100%_deal\\box')).map((r) => r.id)).toEqual([rows[0].id]);
      expect((await search('100%')).map((r) => r.id)).toEqual([rows[0].id]);
      expect(await search('1%_D')).toEqual([]);
      expect(await search('Promo 100__Deal')).toEqual([]);
      expect(await search('Deal\\\\Box')).toEqual([]);
    } finally {
      await t.db.query('UPDATE products SET name = $2 WHERE id = $1', [rows[0].id, rows[0].name]);
    }
  });

  it('treats % and _ literally and answers [] for an empty query', async () => {
    expect(await search('%%%%')).toEqual([]);
    expect(await search('____')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect((await getJson<SearchResult[]>(t.app, `${API}/product/search`)).body).toEqual({ success: true, data: [] });
  });
});

describe('GET /product/getProductsByIds', () => {
  it('answers the products as they are now, in the order asked, each once, unknown ids left out', async () => {
    const { rows } = await t.db.query<{ id: number; stock: number; price: number }>(
      'SELECT id, stock, net_price AS price FROM products ORDER BY id LIMIT 3',
    );
    const [a, b, c] = rows.map((r) => r.id);
    const res = await getJson<Product[]>(t.app, `${API}/product/getProductsByIds?ids=${c},${a},999999,${c},${b}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.id)).toEqual([c, a, b]);
    expect(res.body.data[1]).toMatchObject({ id: a, stock: rows[0].stock, netPrice: rows[0].price });

    await t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [a]);
    const after = await getJson<Product[]>(t.app, `${API}/product/getProductsByIds?ids=${a}`);
    expect(after.body.data[0].stock).toBe(0);
  });

  it.each([
    ['missing', ''],
    ['empty', '?ids='],
    ['not numbers', '?ids=1,abc'],
    ['zero', '?ids=0'],
    ['negative', '?ids=-4'],
    ['a fraction', '?ids=1.5'],
    ['an empty entry', '?ids=1,,2'],
    ['too many', `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`],
    ['a huge number', '?ids=99999999999999999999'],
  ])('answers 400 with a clear message when ids are %s', async (_label, query) => {
    const res = await getJson<Product[]>(t.app, `${API}/product/getProductsByIds${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors!.ids).toBe(res.body.mess);
    expect(res.body.mess).toMatch(/^ids /);
  });
});
