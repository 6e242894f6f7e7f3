// The listing and search answers, whole, on a fixed seed: a change made for speed (indexes, query
// shapes, caching) must leave every one of them as it is. The seed is deterministic, so the
// snapshot is the same on PGlite and on PostgreSQL; a change that means to alter an answer updates
// the snapshot (`npx jest -c api/jest.config.js api/test/catalog/catalogue-answers -u`) and says so.
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, getJson } from '../helpers/http';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 500 });
});
afterAll(async () => {
  await t?.close();
});

const LISTINGS = [
  '/category/electronics',
  '/category/electronics?page=3&orderBy=priceAsc',
  '/category/electronics?orderBy=priceDesc&limit=5&page=2',
  '/category/electronics?orderBy=createdAtAsc&onSale=true',
  '/category/fashion?minPrice=1000&maxPrice=5000&orderBy=latest',
  '/product/getProductsBySubCategorySlug/smartphones?cat=mobiles-and-tablets&brand=xiaomi,vivo&orderBy=priceDesc',
  '/product/getProductsByChildCategorySlug?slug=android-phones&brand=realme,tecno&minPrice=20000&orderBy=priceAsc',
  '/product/getProductsByChildCategorySlug?slug=android-phones&sub=smartphones&onSale=true&orderBy=createdAtDesc',
  '/product/getProductsByChildCategorySlug?slug=air-conditioners&page=99',
];

const SEARCHES = [
  'samsung',
  'samsung led',
  'SAMSUNG   Led',
  'haier inverter ac',
  'orient',
  'zzzz',
  '100%',
  'dawlance_',
];

test.each(LISTINGS)('listing %s answers as before', async (path) => {
  const res = await getJson(t.app, `${API}${path}`);
  expect({ status: res.status, body: res.body }).toMatchSnapshot();
});

test.each(SEARCHES)('search "%s" answers as before', async (q) => {
  const res = await getJson(t.app, `${API}/product/search?q=${encodeURIComponent(q)}`);
  expect({ status: res.status, body: res.body }).toMatchSnapshot();
});
