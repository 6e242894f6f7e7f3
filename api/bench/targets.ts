// The requests measured, from the scale issue. GET targets are plain URLs; order placement is a POST
// whose customer, product and Idempotency-Key change on every request (see order-target.ts).
import type autocannon from 'autocannon';
import { ORDER_TARGET_NAME, orderRequests, type OrderFixture } from './order-target';

export const API = '/api/api';

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** GET targets: every path sent in turn (path is the first). */
  paths?: string[];
  /** Set for order placement: the body and headers are built per request from it. */
  order?: OrderFixture;
}

export const HEALTH = 'health (ceiling)';

/** Common words of the seeded names, from the most frequent down (litre: 9% of names at 100k). */
const SEARCH_WORDS = [
  'litre',
  'samsung',
  'large',
  'hair',
  'anex',
  'ahmed',
  'machine',
  'channel',
  'heater',
  'cotton',
  'nestle',
  'piece',
  'hemani',
  'embroidered',
  'earbuds',
  'handle',
  'stitched',
  'attar',
  'wash',
  'rechargeable',
  'kids',
  'wireless',
  'kenwood',
  'ceiling',
  'bags',
  'baseus',
  'orient',
  'karahi',
  'sony',
  'covers',
  'basmati',
  'infant',
  'scrub',
  'speaker',
  'charging',
  'polo',
  'herbal',
  'tefal',
  'convection',
  'conditioner',
];

const SORTS = ['latest', 'priceAsc', 'priceDesc', 'createdAtAsc', 'createdAtDesc'];

/**
 * The targets in measuring order; health first so every other figure has its ceiling beside it.
 * A target with several paths sends them in turn on every connection, so the catalogue cache
 * holds many answers at once rather than one.
 */
export function buildTargets(productSlug: string, order: OrderFixture): Target[] {
  const get = (name: string, ...paths: string[]): Target => ({ name, method: 'GET', path: paths[0], paths });
  const subListing = (query: string) =>
    `${API}/product/getProductsBySubCategorySlug/tv-and-video?cat=electronics&${query}`;
  const childListing = (query: string) => `${API}/product/getProductsByChildCategorySlug?slug=led-tvs&${query}`;
  return [
    get(HEALTH, '/api/health'),
    get(
      'child listing: brand + price + onSale, sorted',
      `${API}/product/getProductsByChildCategorySlug?slug=android-phones&brand=samsung,infinix&minPrice=30000&maxPrice=300000&onSale=true&orderBy=priceDesc`,
    ),
    get('listing page 3, price ascending', `${API}/category/electronics?page=3&orderBy=priceAsc`),
    get(
      'listing: 5 sorts × pages 1-3 (15 URLs)',
      ...SORTS.flatMap((sort) => [1, 2, 3].map((page) => subListing(`orderBy=${sort}&page=${page}`))),
    ),
    get(
      'listing: each filter alone (4 URLs)',
      childListing('brand=samsung'),
      childListing('minPrice=50000&maxPrice=150000'),
      childListing('onSale=true'),
      childListing('brand=samsung,haier,tcl&orderBy=priceAsc'),
    ),
    get('listing: deep page 300, newest', `${API}/category/electronics?page=300&orderBy=latest`),
    get('search "samsung"', `${API}/product/search?q=samsung`),
    get('search "samsung led"', `${API}/product/search?q=samsung%20led`),
    get(
      `search: ${SEARCH_WORDS.length} common words`,
      ...SEARCH_WORDS.map((word) => `${API}/product/search?q=${word}`),
    ),
    get(
      'search page: word, typo, 3-letter brand, filtered, page 2 (5 URLs)',
      `${API}/product/searchPage?q=samsung`,
      `${API}/product/searchPage?q=samsnug`,
      `${API}/product/searchPage?q=tcl`,
      `${API}/product/searchPage?q=samsung&inStock=true&maxPrice=100000&orderBy=priceAsc`,
      `${API}/product/searchPage?q=samsung&page=2`,
    ),
    get('product detail', `${API}/product/getProductBySlug?slug=${encodeURIComponent(productSlug)}`),
    get('all categories', `${API}/category/allCategories`),
    { name: ORDER_TARGET_NAME, method: 'POST', path: `${API}/order/create`, order },
  ];
}

/** autocannon's request list for a target (the order target's is built per request). */
export function autocannonRequests(target: Target, keyPrefix: string): autocannon.RequestSpec[] {
  if (target.order) return orderRequests(target.path, target.order, keyPrefix);
  return (target.paths ?? [target.path]).map((path) => ({ method: target.method, path }));
}
