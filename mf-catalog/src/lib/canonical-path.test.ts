import type { CategoryPageResponse } from '@storefront/shared/types';
import { canonicalListingPath, listingPath, lowerCaseListingPath } from './canonical-path';

const answer = (over: Partial<CategoryPageResponse>) =>
  ({
    category: { name: 'Electronics', slug: 'electronics' },
    subCategory: { name: 'TV & Video', slug: 'tv-and-video' },
    childCategory: { name: 'LED TVs', slug: 'led-tvs' },
    ...over,
  }) as CategoryPageResponse;

test('builds each level from the slugs the API sent, whatever parents the URL named', () => {
  expect(canonicalListingPath({ cat: 'electronics' }, answer({ subCategory: null, childCategory: null }))).toBe(
    '/category/electronics',
  );
  expect(canonicalListingPath({ cat: 'fashion', sub: 'tv-and-video' }, answer({ childCategory: null }))).toBe(
    '/category/electronics/tv-and-video',
  );
  expect(canonicalListingPath({ cat: 'x', sub: 'y', child: 'led-tvs' }, answer({}))).toBe(
    '/category/electronics/tv-and-video/led-tvs',
  );
});

test('is null when the answer lacks a slug it needs (a category sent as a plain name)', () => {
  expect(
    canonicalListingPath({ cat: 'electronics', sub: 'tv' }, answer({ subCategory: 'TV & Video' as never })),
  ).toBeNull();
  expect(
    canonicalListingPath({ cat: 'electronics' }, answer({ category: { name: 'Electronics' } as never })),
  ).toBeNull();
});

test('listingPath encodes each slug', () => {
  expect(listingPath('a b', 'c/d')).toBe('/category/a%20b/c%2Fd');
});

test('lowerCaseListingPath knows the lower-case, slash-free address from the path alone', () => {
  expect(
    lowerCaseListingPath({ cat: 'Electronics', sub: 'Home-Appliances' }, '/category/Electronics/Home-Appliances'),
  ).toBe('/category/electronics/home-appliances');
  expect(lowerCaseListingPath({ cat: 'electronics' }, '/category/electronics/')).toBe('/category/electronics');
  // Already in form (however the path spells its escapes): nothing to do before the API answers.
  expect(
    lowerCaseListingPath({ cat: 'electronics', sub: 'tv', child: 'é' }, '/category/electronics/tv/%C3%A9'),
  ).toBeNull();
});

test('lowerCaseListingPath leaves a path with a broken escape where it is, instead of encoding it again', () => {
  // React Router hands such a path over undecoded; /category/%25e0%25a4 would be another address.
  expect(lowerCaseListingPath({ cat: '%E0%A4' }, '/category/%E0%A4')).toBeNull();
  expect(lowerCaseListingPath({ cat: 'electronics', sub: '%E0%A4' }, '/category/electronics/%E0%A4/')).toBeNull();
});
