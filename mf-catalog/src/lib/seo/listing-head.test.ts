import type { Product } from '@storefront/shared/types';
import { HOME_CRUMB, type Crumb } from './breadcrumbs';
import { serializeJsonLd } from './json-ld';
import { listingCanonicalPath, listingHead, type ListingHeadArgs } from './listing-head';

const ORIGIN = 'https://shop.example.pk';

const item = (slug: string, brand: string, imgUrl = `/uploads/${slug}.jpg`) =>
  ({ slug, name: slug, imgUrl, brand: { name: brand, slug: brand.toLowerCase() } }) as Product;

const crumbs: Crumb[] = [
  HOME_CRUMB,
  { name: 'Electronics', path: '/category/electronics' },
  { name: 'LED TVs', path: '/category/electronics/led-tvs' },
];

const args = (over: Partial<ListingHeadArgs> = {}): ListingHeadArgs => ({
  origin: ORIGIN,
  crumbs,
  page: 1,
  total: 1234,
  products: [item('tv-a', 'Samsung'), item('tv-b', 'LG')],
  brands: [
    { name: 'Samsung', slug: 'samsung' },
    { name: 'LG', slug: 'lg' },
    { name: 'Haier', slug: 'haier' },
    { name: 'TCL', slug: 'tcl' },
  ],
  ...over,
});

/** A JSON-LD node as these tests read it back. */
type LdNode = Record<string, unknown> & {
  offers: Record<string, unknown>;
  itemListElement: { position: number; item: string }[];
};

test('page 1: the name alone, the plain path, the first product picture', () => {
  expect(listingHead(args())).toMatchObject({
    title: 'LED TVs',
    canonicalPath: '/category/electronics/led-tvs',
    image: `${ORIGIN}/uploads/tv-a.jpg`,
    type: 'website',
  });
});

test('later pages say their number and keep ?page=N in the canonical address', () => {
  const head = listingHead(args({ page: 3 }));
  expect(head.title).toBe('LED TVs - Page 3');
  expect(head.canonicalPath).toBe('/category/electronics/led-tvs?page=3');
});

test('the canonical address drops filters and sort: only the page matters', () => {
  // The page passes its path, not its query; the canonical path is rebuilt from path and page alone.
  expect(listingCanonicalPath('/category/tv', 1)).toBe('/category/tv');
  expect(listingCanonicalPath('/category/tv', 2)).toBe('/category/tv?page=2');
  expect(listingCanonicalPath('/category/tv', 0)).toBe('/category/tv');
  expect(listingCanonicalPath('/category/tv', 2.5)).toBe('/category/tv');
  expect(listingHead(args({ page: 2 })).canonicalPath).not.toMatch(/brand|minPrice|maxPrice|onSale|orderBy/);
});

test('the description names the count and a few brands', () => {
  expect(listingHead(args()).description).toBe(
    'Shop LED TVs online in Pakistan: 1,234 products from Samsung, LG, Haier and more, with cash on delivery.',
  );
  // Without the facet, the brands of the page's products, each once.
  expect(
    listingHead(args({ brands: undefined, total: 2, products: [item('a', 'LG'), item('b', 'LG')] })).description,
  ).toBe('Shop LED TVs online in Pakistan: 2 products from LG, with cash on delivery.');
  expect(listingHead(args({ brands: [], total: 0, products: [] })).description).toBe(
    'Shop LED TVs online in Pakistan, with cash on delivery.',
  );
});

test('title and description are plain text and the description stays within 160 characters', () => {
  const head = listingHead(
    args({
      crumbs: [HOME_CRUMB, { name: '<i>TV</i> &amp; Video', path: '/category/tv' }],
      brands: Array.from({ length: 3 }, (_, i) => ({ name: `Brand${i} ${'x'.repeat(60)}`, slug: `b${i}` })),
    }),
  );
  expect(head.title).toBe('TV & Video');
  expect(head.description).not.toMatch(/[<>\n]/);
  expect(Array.from(head.description!).length).toBeLessThanOrEqual(160);
});

test('no picture without products', () => {
  expect(listingHead(args({ products: [], total: 0 }))).not.toHaveProperty('image');
});

test('JSON-LD: the BreadcrumbList and an ItemList of the page products with absolute URLs', () => {
  const [trail, list] = JSON.parse(serializeJsonLd(listingHead(args()).jsonLd)) as LdNode[];
  expect(trail['@type']).toBe('BreadcrumbList');
  expect(trail.itemListElement.map((i) => [i.position, i.item])).toEqual([
    [1, `${ORIGIN}/`],
    [2, `${ORIGIN}/category/electronics`],
    [3, `${ORIGIN}/category/electronics/led-tvs`],
  ]);
  expect(list).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, url: `${ORIGIN}/product/tv-a` },
      { '@type': 'ListItem', position: 2, url: `${ORIGIN}/product/tv-b` },
    ],
  });
});

test('the product lists (/products/{name}) work the same way', () => {
  const head = listingHead({
    origin: ORIGIN,
    crumbs: [HOME_CRUMB, { name: 'Fresh Picks', path: '/products/fresh-picks' }],
    page: 1,
    total: 2,
    products: [item('a', 'LG'), item('b', 'Haier')],
  });
  expect(head.title).toBe('Fresh Picks');
  expect(head.canonicalPath).toBe('/products/fresh-picks');
});

test('the listing must be the last crumb', () => {
  expect(() => listingHead(args({ crumbs: [] }))).toThrow(/last crumb|listing itself/);
});
