import type { Product } from '@storefront/shared/types';
import { HOME_CRUMB, type Crumb } from './breadcrumbs';
import { serializeJsonLd } from './json-ld';
import { productHead } from './product-head';

const ORIGIN = 'https://shop.example.pk';

const product = (over: Partial<Product> = {}): Product => ({
  id: 42,
  slug: 'samsung-43-led-tv',
  name: 'Samsung 43" LED TV',
  imgUrl: '/uploads/tv.jpg',
  productPhotos: [{ imgUrl: '/uploads/tv.jpg' }, { imgUrl: 'https://cdn.example.com/tv-side.jpg' }],
  price: 12999,
  netPrice: 12999,
  total: 12999,
  discount: 0,
  stock: 5,
  brand: { name: 'Samsung', slug: 'samsung' },
  shortDesc: 'Full HD smart TV with HDR.',
  desc: '<p>Long</p>',
  createdAt: '2024-01-01T00:00:00Z',
  ...over,
});

const crumbs: Crumb[] = [
  HOME_CRUMB,
  { name: 'Electronics', path: '/category/electronics' },
  { name: 'Samsung 43" LED TV', path: '/product/samsung-43-led-tv' },
];

// Read back as the server sends it: through serializeJsonLd, then JSON.parse.
/** A JSON-LD node as these tests read it back. */
type LdNode = Record<string, unknown> & {
  offers: Record<string, unknown>;
  itemListElement: { position: number; item: string }[];
};
const ld = (p: Product) => JSON.parse(serializeJsonLd(productHead(p, ORIGIN, crumbs).jsonLd)) as LdNode[];

test('the head names the product, points at its own page and shows its picture', () => {
  const head = productHead(product(), ORIGIN, crumbs);
  expect(head).toMatchObject({
    title: 'Samsung 43" LED TV',
    description: 'Full HD smart TV with HDR.',
    canonicalPath: '/product/samsung-43-led-tv',
    image: `${ORIGIN}/uploads/tv.jpg`,
    type: 'product',
  });
  expect(productHead(product({ imgUrl: 'https://cdn.example.com/a.jpg' }), ORIGIN, crumbs).image).toBe(
    'https://cdn.example.com/a.jpg',
  );
});

test('Product JSON-LD has what Google requires for product rich results', () => {
  const [json] = ld(product());
  expect(json['@context']).toBe('https://schema.org');
  expect(json['@type']).toBe('Product');
  expect(json.name).toBe('Samsung 43" LED TV');
  expect(json.offers['@type']).toBe('Offer');
  expect(json.offers.price).toBe(12999);
  expect(json.offers.priceCurrency).toBe('PKR');
  expect(json.offers.availability).toBe('https://schema.org/InStock');
  expect(json.offers.itemCondition).toBe('https://schema.org/NewCondition');
  expect(json.offers.url).toBe(`${ORIGIN}/product/samsung-43-led-tv`);
  expect(json.sku).toBe('samsung-43-led-tv');
  expect(json.brand).toEqual({ '@type': 'Brand', name: 'Samsung' });
  // Every photo, absolute, once each.
  expect(json.image).toEqual([`${ORIGIN}/uploads/tv.jpg`, 'https://cdn.example.com/tv-side.jpg']);
});

test('out of stock at 0 or below', () => {
  expect(ld(product({ stock: 0 }))[0].offers.availability).toBe('https://schema.org/OutOfStock');
  expect(ld(product({ stock: -1 }))[0].offers.availability).toBe('https://schema.org/OutOfStock');
});

test('the original price is a StrikethroughPrice only when the product is discounted', () => {
  expect(ld(product())[0].offers).not.toHaveProperty('priceSpecification');
  const offers = ld(product({ netPrice: 9999, price: 9999, total: 12999, discount: 23 }))[0].offers;
  expect(offers.price).toBe(9999);
  expect(offers.priceSpecification).toEqual({
    '@type': 'UnitPriceSpecification',
    priceType: 'https://schema.org/StrikethroughPrice',
    price: 12999,
    priceCurrency: 'PKR',
  });
});

test('sku falls back to the id when there is no slug', () => {
  expect(ld(product({ slug: '' }))[0].sku).toBe('42');
});

test('the BreadcrumbList follows the crumbs, with absolute URLs', () => {
  const trail = ld(product())[1];
  expect(trail['@type']).toBe('BreadcrumbList');
  expect(trail.itemListElement.map((i) => [i.position, i.item])).toEqual([
    [1, `${ORIGIN}/`],
    [2, `${ORIGIN}/category/electronics`],
    [3, `${ORIGIN}/product/samsung-43-led-tv`],
  ]);
});

test('a long description is cut to 160 characters on a word boundary (the JSON-LD keeps it whole)', () => {
  const long = `${'Crisp picture and sound for every room. '.repeat(8)}End.`;
  const head = productHead(product({ shortDesc: long }), ORIGIN, crumbs);
  expect(Array.from(head.description!).length).toBeLessThanOrEqual(160);
  expect(head.description).toMatch(/\w…$/);
  expect(long.startsWith(head.description!.slice(0, -1))).toBe(true);
  expect((JSON.parse(serializeJsonLd(head.jsonLd)) as LdNode[])[0].description).toBe(long.trim());
});

test('without a short description, one is built from name, brand and price', () => {
  const head = productHead(product({ shortDesc: '  ' }), ORIGIN, crumbs);
  expect(head.description).toBe('Buy Samsung 43" LED TV by Samsung for Rs 12,999 in Pakistan, with cash on delivery.');
});

test('title and description are plain text even when the API sends markup', () => {
  const head = productHead(
    product({ name: ' <b>Samsung</b>\n TV ', shortDesc: '<p>Smart &amp; slim</p>\n<script>x</script>' }),
    ORIGIN,
    crumbs,
  );
  expect(head.title).toBe('Samsung TV');
  expect(head.description).toBe('Smart & slim x');
  for (const text of [head.title, head.description!]) expect(text).not.toMatch(/[<>\n]/);
});

test('carries the rating as AggregateRating and the reviews shown as Review, only when there are some', () => {
  const review = {
    id: 3,
    rating: 4,
    title: 'Sharp <b>picture</b>',
    text: 'Great value for the price.',
    author: 'Sana M.',
    createdAt: '2025-05-20T10:00:00.000Z',
    updatedAt: '2025-05-20T10:00:00.000Z',
    helpfulCount: 2,
    verifiedPurchase: true,
  };
  const rated = productHead(product({ rating: { average: 4.33, count: 12 } }), ORIGIN, crumbs, [review]);
  const [node] = JSON.parse(serializeJsonLd(rated.jsonLd)) as LdNode[];
  expect(node.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.33,
    reviewCount: 12,
    bestRating: 5,
    worstRating: 1,
  });
  expect(node.review).toEqual([
    {
      '@type': 'Review',
      name: 'Sharp picture',
      reviewBody: 'Great value for the price.',
      datePublished: '2025-05-20',
      author: { '@type': 'Person', name: 'Sana M.' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    },
  ]);
  const unrated = JSON.parse(
    serializeJsonLd(productHead(product({ rating: { average: 0, count: 0 } }), ORIGIN, crumbs).jsonLd),
  ) as LdNode[];
  expect(unrated[0]).not.toHaveProperty('aggregateRating');
  expect(unrated[0]).not.toHaveProperty('review');
});
