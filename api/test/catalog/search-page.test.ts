// The search results page's call: matching, ranking, spelling correction, the listing's filters,
// sort and pages, the brands and categories it offers, and its empty answer, on a real database
// (with the catalogue cache on, so a change must reach the answers).
import type { Brand, Product, SearchPageResponse } from '@storefront/shared/types';
import { SEARCH_TOO_SHORT } from '../../src/catalog/search-page-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson } from '../helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 500, config: { catalogCacheSeconds: 30 } });
});
afterAll(async () => {
  await t?.close();
});

const SEARCH = `${API}/product/searchPage`;

async function search(query: string): Promise<SearchPageResponse> {
  const res = await getJson<SearchPageResponse>(t.app, `${SEARCH}?${query}`);
  expect({ query, status: res.status }).toEqual({ query, status: 200 });
  return res.body.data;
}

/** Every product of a search, page by page. */
async function everyPage(query: string): Promise<Product[]> {
  const first = await search(`${query}&limit=3`);
  const all = [...first.products];
  for (let page = 2; page <= first.totalPages; page += 1)
    all.push(...(await search(`${query}&limit=3&page=${page}`)).products);
  return all;
}

/**
 * A search read after a change, asked until `accept` holds (the change reaches the cache through
 * PostgreSQL's notification, on its own connection), for at most 10 s.
 */
async function searchAfterChange(query: string, accept: (data: SearchPageResponse) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const data = await search(query);
    if (accept(data) || Date.now() > deadline) return data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
const nameBegins = (p: Product, prefix: string) => words(p.name).some((w) => w.startsWith(prefix));

/** A product of the first child category and brand, with the given name and descriptions. */
async function addProduct(name: string, shortDesc: string, stock: number): Promise<number> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO products (slug, name, brand_id, category_id, short_desc, description, total, net_price, stock)
     VALUES ($1, $2, (SELECT min(id) FROM brands), (SELECT min(id) FROM categories WHERE level = 3), $3, '', 1000, 1000, $4)
     RETURNING id`,
    [slug, name, shortDesc, stock],
  );
  return rows[0].id;
}

describe('matching and ranking', () => {
  it('finds every product whose name has a word beginning with the query, and pages through them once each', async () => {
    const data = await search('q=samsung');
    expect(data.total).toBeGreaterThan(5);
    expect(data.correctedQuery).toBeNull();
    expect(data.query).toBe('samsung');
    const all = await everyPage('q=Samsung');
    expect(all).toHaveLength(data.total);
    expect(new Set(all.map((p) => p.id)).size).toBe(data.total);
    expect(all.every((p) => nameBegins(p, 'samsung') || /samsung/i.test(`${p.shortDesc} ${p.desc}`))).toBe(true);
    // Word beginnings: 'sams' finds the same products.
    expect((await search('q=sams')).total).toBe(data.total);
  });

  it('ranks names holding every word above products that hold them only in their descriptions', async () => {
    const inDescription = await addProduct('Plain Steel Bottle 1 litre', 'Great with a zanzibar lid', 50);
    const inName = await addProduct('Zanzibar Steel Bottle', 'A bottle', 0);
    const data = await searchAfterChange('q=zanzibar', (d) => d.total === 2);
    // Sold out, the name match still comes first; the description match is found too.
    expect(data.products.map((p) => p.id)).toEqual([inName, inDescription]);
    // A sort the shopper picks is followed as it is.
    const byPrice = await search('q=zanzibar&orderBy=priceDesc');
    expect(byPrice.total).toBe(2);
    await t.db.query('DELETE FROM products WHERE id = ANY($1::int[])', [[inName, inDescription]]);
    expect((await searchAfterChange('q=zanzibar', (d) => d.total === 0)).total).toBe(0);
  });

  it('needs every word: two words narrow the results', async () => {
    const one = await search('q=samsung');
    const two = await search('q=samsung%20led');
    expect(two.total).toBeGreaterThan(0);
    expect(two.total).toBeLessThan(one.total);
  });
});

describe('short words and brands', () => {
  it.each(['TCL', 'JBL', 'tv'])('finds %s (from 2 characters) and offers its brand or category', async (q) => {
    const data = await search(`q=${q}`);
    expect(data.total).toBeGreaterThan(0);
    expect(data.products.slice(0, 3).every((p) => nameBegins(p, q.toLowerCase()))).toBe(true);
    const offered = [...data.matchingBrands.map((b) => b.name), ...data.matchingCategories.map((c) => c.name)];
    expect(offered.some((name) => name.toLowerCase().startsWith(q.toLowerCase()))).toBe(true);
  });

  it('offers a brand named among other words, and categories with their parents for their links', async () => {
    const data = await search('q=samsung%20led%20tvs');
    expect(data.matchingBrands).toContainEqual({ name: 'Samsung', slug: 'samsung' });
    const tvs = data.matchingCategories.find((c) => c.name === 'LED TVs');
    expect(tvs?.categoryPath.map((c) => c.slug)).toEqual(['electronics', 'tv-and-video', 'led-tvs']);
  });
});

describe('misspelt words', () => {
  it("shows the results of the closest spelling: 'samsnug' → 'samsung'", async () => {
    const typo = await search('q=samsnug');
    const right = await search('q=samsung');
    expect(typo.query).toBe('samsnug');
    expect(typo.correctedQuery).toBe('samsung');
    expect(typo.total).toBe(right.total);
    expect(typo.products.map((p) => p.id)).toEqual(right.products.map((p) => p.id));
    expect(typo.matchingBrands).toContainEqual({ name: 'Samsung', slug: 'samsung' });
    // 'Search instead for samsnug': the words as typed.
    expect(await search('q=samsnug&exact=true')).toMatchObject({ total: 0, correctedQuery: null });
  });

  it('corrects only the misspelt word of several, keeping the others as typed', async () => {
    const data = await search('q=samsnug%20LED');
    expect(data.correctedQuery).toBe('samsung LED');
    expect(data.total).toBe((await search('q=samsung%20led')).total);
  });

  it('learns the words of new and renamed products', async () => {
    const id = await addProduct('Quokkaphone Speaker', 'A speaker', 5);
    const added = await searchAfterChange('q=quokkafone', (d) => d.total > 0);
    expect(added.correctedQuery).toBe('quokkaphone');
    await t.db.query("UPDATE products SET name = 'Wombatbox Speaker' WHERE id = $1", [id]);
    const renamed = await searchAfterChange('q=wombatbux', (d) => d.total > 0);
    expect(renamed.correctedQuery).toBe('wombatbox');
    expect((await search('q=quokkafone')).total).toBe(0);
    await t.db.query('DELETE FROM products WHERE id = $1', [id]);
    expect((await searchAfterChange('q=wombatbux', (d) => d.total === 0)).total).toBe(0);
    const { rows } = await t.db.query('SELECT word, products FROM search_words WHERE word = ANY($1::text[])', [
      ['quokkaphone', 'wombatbox'],
    ]);
    expect(rows).toEqual([
      { word: 'quokkaphone', products: 0 },
      { word: 'wombatbox', products: 0 },
    ]);
  });
});

describe('filters, sort and pages', () => {
  it("applies the listing's filters; brands and the price ceiling describe every match", async () => {
    const all = await search('q=samsung');
    const filtered = await search('q=samsung&inStock=true&onSale=true&maxPrice=100000');
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.brands).toEqual(all.brands);
    expect(filtered.maxPrice).toBe(all.maxPrice);
    for (const p of await everyPage('q=samsung&inStock=true&onSale=true&maxPrice=100000')) {
      expect(p.stock).toBeGreaterThan(0);
      expect(p.discount).toBeGreaterThan(0);
      expect(p.netPrice).toBeLessThanOrEqual(100000);
    }
  });

  it('filters by brand: only brands among the matches can match', async () => {
    const data = await search('q=led');
    const brand: Brand = data.brands[0];
    const ofBrand = await everyPage(`q=led&brand=${brand.slug}`);
    expect(ofBrand.length).toBeGreaterThan(0);
    expect(ofBrand.every((p) => p.brand.slug === brand.slug)).toBe(true);
    expect((await search('q=led&brand=no-such-brand')).total).toBe(0);
  });

  it('sorts by price when asked, and answers an empty page past the end with the total', async () => {
    const prices = (await everyPage('q=samsung&orderBy=priceAsc')).map((p) => p.netPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const past = await search('q=samsung&page=999');
    expect(past.products).toEqual([]);
    expect(past.page).toBe(999);
    expect(past.total).toBe((await search('q=samsung')).total);
  });
});

describe('nothing found', () => {
  it('answers no products, no correction, and the categories with the most products to go on from', async () => {
    const data = await search('q=xqzvbnm');
    expect(data).toMatchObject({ total: 0, totalPages: 0, products: [], correctedQuery: null, brands: [] });
    expect(data.popularCategories.length).toBeGreaterThan(0);
    expect(data.popularCategories.every((c) => c.categoryPath.length === 1)).toBe(true);
    expect((await search('q=samsung')).popularCategories).toEqual([]);
  });

  it.each(['', 'q=', 'q=a', 'q=%20%20a%20', 'q=!!', "q=''", 'q=%25'])(
    'refuses "%s" with a clear message',
    async (query) => {
      const res = await getJson(t.app, `${SEARCH}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, mess: SEARCH_TOO_SHORT, errors: { q: SEARCH_TOO_SHORT } });
    },
  );

  it('reads what the shopper typed as words, never as query syntax', async () => {
    for (const q of ["it's", 'a & b | !c', 'samsung:*', "sam'\\sung", '100% cotton']) {
      const res = await getJson<SearchPageResponse>(t.app, `${SEARCH}?q=${encodeURIComponent(q)}`);
      expect({ q, status: res.status }).toEqual({ q, status: 200 });
    }
  });
});

it('is cached like the other catalogue answers: an ETag, and 304 when it is sent back', async () => {
  const first = await t.app.inject({ url: `${SEARCH}?q=samsung` });
  expect(first.headers['cache-control']).toBe('public, max-age=30');
  const again = await t.app.inject({ url: `${SEARCH}?q=samsung`, headers: { 'if-none-match': first.headers.etag } });
  expect(again.statusCode).toBe(304);
});
