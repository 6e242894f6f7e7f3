import type { Banner, CitiesResponse, Product, State } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson, json } from '../helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 40 });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /banner/getBannerByPosition', () => {
  it.each(['main-banner', 'hot-banner', 'side-banner', 'gear-up-banner'])(
    'answers the %s banners in order',
    async (position) => {
      const res = await getJson<Banner[]>(t.app, `${API}/banner/getBannerByPosition?position=${position}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      for (const banner of res.body.data) {
        expect(Object.keys(banner).sort()).toEqual(['altText', 'id', 'imgDesktop', 'imgMobile', 'imgTablet', 'link']);
        expect(banner.imgDesktop).toMatch(new RegExp(`^/api/api/media/banners/${position}/\\d+/desktop\\.svg$`));
        expect(banner.altText.length).toBeGreaterThan(5);
        expect(banner.link).toMatch(/^\//);
      }
    },
  );

  it('answers 400 naming the allowed positions for an unknown or missing position', async () => {
    const unknown = await getJson<Banner[]>(t.app, `${API}/banner/getBannerByPosition?position=footer`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.mess).toBe(
      'Unknown banner position "footer". Use one of: main-banner, hot-banner, side-banner, gear-up-banner',
    );
    const missing = await getJson<Banner[]>(t.app, `${API}/banner/getBannerByPosition`);
    expect(missing.status).toBe(400);
    expect(missing.body.mess).toBe('position is required');
  });
});

describe('GET /state/getState and /city/getCitiesBySateId', () => {
  it('lists every province and territory', async () => {
    const res = await getJson<State[]>(t.app, `${API}/state/getState`);
    expect(res.body.data.map((s) => s.name).sort()).toEqual([
      'Azad Jammu and Kashmir',
      'Balochistan',
      'Gilgit-Baltistan',
      'Islamabad Capital Territory',
      'Khyber Pakhtunkhwa',
      'Punjab',
      'Sindh',
    ]);
  });

  it('lists the cities of a state under data.cities', async () => {
    const states = (await getJson<State[]>(t.app, `${API}/state/getState`)).body.data;
    const punjab = states.find((s) => s.name === 'Punjab')!;
    const res = await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=${punjab.id}`);
    expect(res.status).toBe(200);
    const names = res.body.data.cities.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Lahore', 'Faisalabad', 'Rawalpindi', 'Multan']));
    expect(Object.keys(res.body.data.cities[0]).sort()).toEqual(['id', 'name']);
  });

  it('answers 400 for a non-numeric id and 404 for an unknown state', async () => {
    const bad = await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=punjab`);
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.errors).toEqual({ id: 'id must be a valid id' });
    expect((await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId`)).body.mess).toBe('id is required');
    expect((await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=`)).body.mess).toBe(
      'id is required',
    );
    // Beyond the int4 range of the id column: 400, not a database error.
    const huge = await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=2147483648`);
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toEqual({ id: 'id must be a valid id' });
    expect((await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=99999999999999999999`)).status).toBe(
      400,
    );
    expect((await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=2147483647`)).status).toBe(404);
    for (const infinite of ['Infinity', '-Infinity', '1e400']) {
      const res = await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=${infinite}`);
      expect([res.status, res.body.success]).toEqual([400, false]);
    }
    // Only plain digits name a state: other notations are not read as some other id.
    for (const other of ['0x1', '1e0', '0b1', '1.0', '+1', '-1', '0']) {
      const res = await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=${encodeURIComponent(other)}`);
      expect({ other, status: res.status, errors: res.body.errors }).toEqual({
        other,
        status: 400,
        errors: { id: 'id must be a valid id' },
      });
    }
    // Sent twice, the first value counts, as for every catalogue query.
    const punjab = (await getJson<State[]>(t.app, `${API}/state/getState`)).body.data.find((s) => s.name === 'Punjab')!;
    const twice = await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=${punjab.id}&id=x`);
    expect([twice.status, twice.body.data.cities.length > 0]).toEqual([200, true]);
    const unknown = await getJson<CitiesResponse>(t.app, `${API}/city/getCitiesBySateId?id=9999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.mess).toBe('State not found');
  });

  it('has couriers priced per city, at least two in every city', async () => {
    const { rows } = await t.db.query<{ name: string; couriers: number }>(
      `SELECT c.name, count(cp.id)::int AS couriers FROM cities c LEFT JOIN courier_pricings cp ON cp.city_id = c.id
        GROUP BY c.id, c.name ORDER BY c.name`,
    );
    expect(rows.length).toBeGreaterThan(25);
    expect(rows.filter((r) => r.couriers < 2)).toEqual([]);
    expect(rows.find((r) => r.name === 'Astore')?.couriers).toBe(2);
    expect(rows.find((r) => r.name === 'Khuzdar')?.couriers).toBe(2);
    expect(rows.find((r) => r.name === 'Lahore')?.couriers).toBe(7);
  });
});

describe('generated media', () => {
  it('serves product images as SVG with a long cache', async () => {
    const product = (await getJson<Product[]>(t.app, `${API}/product/getRecentProducts?limit=1`)).body.data[0];
    const res = await t.app.inject({ url: product.imgUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain('<title>');
  });

  it('serves every banner variant', async () => {
    const banner = (await getJson<Banner[]>(t.app, `${API}/banner/getBannerByPosition?position=main-banner`)).body
      .data[0];
    for (const url of [banner.imgDesktop, banner.imgTablet, banner.imgMobile]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('width=');
    }
  });

  it('answers 404 for images that do not exist', async () => {
    for (const url of [
      '/api/api/media/products/nope/1.svg',
      '/api/api/media/products/x/0.svg',
      '/api/api/media/banners/main-banner/99/desktop.svg',
      '/api/api/media/banners/other/1/desktop.svg',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(json(res).success).toBe(false);
    }
  });
});

describe('what caches may keep', () => {
  it('reference data (categories, banners, provinces, cities) for five minutes, anywhere', async () => {
    for (const url of [
      '/category/allCategories',
      '/banner/getBannerByPosition?position=hot-banner',
      '/state/getState',
      '/city/getCitiesBySateId?id=1',
    ]) {
      const res = await t.app.inject({ url: `${API}${url}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it("nothing else: stock-bearing products, a customer's data, every failure", async () => {
    for (const [url, status] of [
      ['/product/getRecentProducts?limit=1', 200],
      ['/product/search?q=samsung', 200],
      ['/customer/getAddress?id=1', 401],
      ['/banner/getBannerByPosition?position=nowhere', 400],
      ['/city/getCitiesBySateId?id=999999', 404],
      ['/nothing/here', 404],
    ] as const) {
      const res = await t.app.inject({ url: `${API}${url}` });
      expect(res.statusCode).toBe(status);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
