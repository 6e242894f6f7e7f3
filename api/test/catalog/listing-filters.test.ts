// Query rules of the listings: fallbacks, filters, sort orders and pagination, on a real database.
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { CategoryPageResponse, Product, ProductDetail, SearchResult } from '@storefront/shared/types';
import { API, getJson } from '../helpers/http';

let t: TestApp;
const LISTING = `${API}/category/electronics`;

beforeAll(async () => {
  t = await createTestApp({ products: 500 });
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string) => {
  const res = await getJson<CategoryPageResponse>(t.app, `${LISTING}?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('pagination', () => {
  it('pages through every product exactly once', async () => {
    const first = await list('limit=10&page=1');
    expect(first.totalPages).toBe(Math.ceil(first.total / 10));
    expect(first.total).toBeGreaterThan(20);
    const seen = new Set<number>();
    for (let page = 1; page <= first.totalPages; page += 1) {
      const data = await list(`limit=10&page=${page}&orderBy=priceAsc`);
      expect(data.page).toBe(page);
      for (const p of data.products) seen.add(p.id);
    }
    expect(seen.size).toBe(first.total);
  });

  it.each(['', 'page=abc', 'page=0', 'page=-3', 'page=1.5'])('falls back to page 1 for "%s"', async (query) => {
    const data = await list(`limit=5&${query}`);
    expect(data.page).toBe(1);
    const first = await list('limit=5&page=1');
    expect(data.products.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
  });

  it('answers an empty page past the end, keeping the totals', async () => {
    const data = await list('page=999');
    expect(data.products).toEqual([]);
    expect(data.page).toBe(999);
    expect(data.total).toBeGreaterThan(0);
  });

  it('caps the page size at 60 and falls back to 21 for a bad limit', async () => {
    const capped = await list('limit=500');
    expect(capped.total).toBeGreaterThan(60);
    expect(capped.products.length).toBe(60);
    expect(capped.totalPages).toBe(Math.ceil(capped.total / 60));
    expect((await list('limit=nope')).products.length).toBe(21);
    expect((await list('limit=0')).products.length).toBe(21);
  });
});

describe('sort orders', () => {
  const ordered = (values: number[], direction: 1 | -1) =>
    values.every((v, i) => i === 0 || (v - values[i - 1]) * direction >= 0);

  it('priceAsc and priceDesc sort by the selling price', async () => {
    const asc = (await list('orderBy=priceAsc&limit=60')).products.map((p) => p.netPrice);
    const desc = (await list('orderBy=priceDesc&limit=60')).products.map((p) => p.netPrice);
    expect(ordered(asc, 1)).toBe(true);
    expect(ordered(desc, -1)).toBe(true);
    expect(asc[0]).toBeLessThan(desc[0]);
  });

  it('createdAtAsc and createdAtDesc sort by date; latest is the default: in stock first, newest first', async () => {
    const date = (p: Product) => Date.parse(p.createdAt);
    const asc = (await list('orderBy=createdAtAsc&limit=60')).products.map(date);
    const desc = (await list('orderBy=createdAtDesc&limit=60')).products.map(date);
    // (The whole order, sold-out products last, is checked in stock-first-and-deals.test.ts.)
    const latest = (await list('limit=60')).products;
    expect(ordered(asc, 1)).toBe(true);
    expect(ordered(desc, -1)).toBe(true);
    const inStock = latest.filter((p) => p.stock > 0);
    const soldOut = latest.filter((p) => p.stock === 0);
    expect(latest).toEqual([...inStock, ...soldOut]);
    expect(ordered(inStock.map(date), -1)).toBe(true);
    expect(ordered(soldOut.map(date), -1)).toBe(true);
  });

  it('reads an unknown orderBy as latest', async () => {
    const unknown = await list('orderBy=DROP%20TABLE&limit=10');
    const latest = await list('limit=10');
    expect(unknown.products.map((p) => p.id)).toEqual(latest.products.map((p) => p.id));
  });
});

describe('filters', () => {
  it('brand takes a comma list of slugs', async () => {
    const all = await list('limit=60');
    const [a, b] = all.brands.map((x) => x.slug);
    const one = await list(`brand=${a}&limit=60`);
    expect(one.total).toBeGreaterThan(0);
    expect(one.products.every((p) => p.brand.slug === a)).toBe(true);
    const two = await list(`brand=${a},${b}&limit=60`);
    expect(two.total).toBeGreaterThan(one.total);
    expect(two.products.every((p) => [a, b].includes(p.brand.slug))).toBe(true);
    // Brands of the category stay listed while filtering.
    expect(one.brands).toEqual(all.brands);
  });

  it('accepts repeated parameters: every brand counts, the first page and sort are taken', async () => {
    const all = await list('limit=60');
    const [a, b] = all.brands.map((x) => x.slug);
    const joined = await list(`brand=${a},${b}&limit=10&orderBy=priceAsc`);
    const repeated = await list(`brand=${a}&brand=${b}&limit=10&limit=50&orderBy=priceAsc&orderBy=priceDesc`);
    expect(repeated.total).toBe(joined.total);
    expect(repeated.products.map((p) => p.id)).toEqual(joined.products.map((p) => p.id));
    const second = await list('limit=5&page=2&page=1&orderBy=priceAsc');
    expect(second.page).toBe(2);
    expect(second.products.map((p) => p.id)).toEqual(
      (await list('limit=5&page=2&orderBy=priceAsc')).products.map((p) => p.id),
    );
    expect((await list('minPrice=20000&minPrice=1&onSale=true&onSale=no')).total).toBe(
      (await list('minPrice=20000&onSale=true')).total,
    );
  });

  it('repeated parameters are accepted on every catalogue query', async () => {
    // A product whose first word is long enough to search for (more than 3 characters).
    const product = (await list('limit=20')).products.find((p) => p.name.split(' ')[0].length > 3)!;
    const bySlug = await getJson<ProductDetail>(
      t.app,
      `${API}/product/getProductBySlug?slug=${product.slug}&slug=other`,
    );
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.id).toBe(product.id);
    const search = await getJson<SearchResult[]>(
      t.app,
      `${API}/product/search?q=${encodeURIComponent(product.name.split(' ')[0])}&q=zzz`,
    );
    expect(search.status).toBe(200);
    expect(search.body.data.length).toBeGreaterThan(0);
    expect(
      (await getJson<Product[]>(t.app, `${API}/product/getRecentProducts?limit=2&limit=9`)).body.data,
    ).toHaveLength(2);
    expect((await getJson(t.app, `${API}/banner/getBannerByPosition?position=main-banner&position=x`)).status).toBe(
      200,
    );
  });

  it('an empty or unknown brand narrows to nothing only when it names something', async () => {
    expect((await list('brand=')).total).toBe((await list('')).total);
    expect((await list('brand=,,')).total).toBe((await list('')).total);
    expect((await list('brand=no-such-brand')).total).toBe(0);
  });

  it('minPrice and maxPrice bound the selling price', async () => {
    const data = await list('minPrice=20000&maxPrice=100000&limit=60');
    expect(data.total).toBeGreaterThan(0);
    for (const p of data.products) {
      expect(p.netPrice).toBeGreaterThanOrEqual(20000);
      expect(p.netPrice).toBeLessThanOrEqual(100000);
    }
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
         JOIN categories s ON s.id = c.parent_id JOIN categories top ON top.id = s.parent_id
        WHERE top.slug = 'electronics' AND p.net_price BETWEEN 20000 AND 100000`,
    );
    expect(data.total).toBe(rows[0].n);
  });

  it('reads non-numeric prices as 0 and a max of 0 as no upper bound', async () => {
    const all = (await list('')).total;
    expect((await list('minPrice=abc&maxPrice=xyz')).total).toBe(all);
    expect((await list('maxPrice=0')).total).toBe(all);
    const onlyMin = await list('minPrice=100000&maxPrice=0&limit=60');
    expect(onlyMin.products.every((p) => p.netPrice >= 100000)).toBe(true);
  });

  it('onSale=true keeps discounted products only; other values are ignored', async () => {
    const sale = await list('onSale=true&limit=60');
    expect(sale.total).toBeGreaterThan(0);
    expect(sale.products.every((p) => p.discount > 0 && p.netPrice < p.total)).toBe(true);
    expect((await list('onSale=yes')).total).toBe((await list('')).total);
  });

  it('combines filters, keeping maxPrice and brands of the whole category', async () => {
    const all = await list('');
    const data = await list('onSale=true&maxPrice=50000&orderBy=priceDesc');
    expect(data.products.every((p) => p.discount > 0 && p.netPrice <= 50000)).toBe(true);
    expect(data.maxPrice).toBe(all.maxPrice);
  });
});

describe('product JSON', () => {
  it('serves descriptions through the sanitiser, whatever was stored', async () => {
    const product = (await list('limit=1')).products[0];
    const { rows } = await t.db.query<{ description: string }>('SELECT description FROM products WHERE id = $1', [
      product.id,
    ]);
    try {
      await t.db.query('UPDATE products SET description = $2 WHERE id = $1', [
        product.id,
        '<p onclick="steal()">Good<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:x()">y</a>',
      ]);
      const served = await getJson<ProductDetail>(t.app, `${API}/product/getProductBySlug?slug=${product.slug}`);
      expect(served.body.data.desc).toBe('<p>Good</p><a>y</a>');
      const listed = (await list('limit=60&orderBy=latest')).products.find((p) => p.id === product.id);
      if (listed) expect(listed.desc).toBe('<p>Good</p><a>y</a>');
    } finally {
      await t.db.query('UPDATE products SET description = $2 WHERE id = $1', [product.id, rows[0].description]);
    }
  });

  it('follows the contract: netPrice = round(total × (100 − discount) / 100), price = netPrice', async () => {
    const data = await list('limit=60');
    for (const p of data.products) {
      expect(Object.keys(p).sort()).toEqual([
        'brand',
        'createdAt',
        'dealEndsAt',
        'desc',
        'discount',
        'id',
        'imgUrl',
        'name',
        'netPrice',
        'price',
        'productPhotos',
        'rating',
        'shortDesc',
        'slug',
        'stock',
        'total',
      ]);
      expect(p.netPrice).toBe(Math.round((p.total * (100 - p.discount)) / 100));
      expect(p.price).toBe(p.netPrice);
      expect(Number.isInteger(p.total)).toBe(true);
      expect(p.productPhotos.length).toBeGreaterThanOrEqual(1);
      expect(p.productPhotos.length).toBeLessThanOrEqual(5);
      expect(p.imgUrl).toBe(p.productPhotos[0].imgUrl);
      expect(p.imgUrl).toMatch(/^\/api\/api\/media\/products\//);
    }
  });
});
