import type { CategoryPageResponse } from '@storefront/shared/types';
import { breadcrumbList, categoryCrumbs, HOME_CRUMB } from './breadcrumbs';

const ORIGIN = 'https://shop.example.pk';

test('BreadcrumbList numbers its items from 1, each with an absolute URL', () => {
  const list = breadcrumbList(
    [HOME_CRUMB, { name: 'TVs', path: '/category/tv' }, { name: 'LED 43"', path: '/product/led-43' }],
    `${ORIGIN}/`,
  );
  expect(list).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'TVs', item: `${ORIGIN}/category/tv` },
      { '@type': 'ListItem', position: 3, name: 'LED 43"', item: `${ORIGIN}/product/led-43` },
    ],
  });
});

const answer = {
  category: { name: 'Electronics', slug: 'electronics' },
  subCategory: { name: 'TV & Video', slug: 'tv-and-video' },
  childCategory: { name: 'LED TVs', slug: 'led-tvs' },
} as CategoryPageResponse;

test('categoryCrumbs runs from Home to the level the route names, with the API slugs', () => {
  expect(categoryCrumbs({ cat: 'Electronics' }, answer)).toEqual([
    HOME_CRUMB,
    { name: 'Electronics', path: '/category/electronics' },
  ]);
  expect(categoryCrumbs({ cat: 'x', sub: 'y', child: 'z' }, answer)).toEqual([
    HOME_CRUMB,
    { name: 'Electronics', path: '/category/electronics' },
    { name: 'TV & Video', path: '/category/electronics/tv-and-video' },
    { name: 'LED TVs', path: '/category/electronics/tv-and-video/led-tvs' },
  ]);
});

test('categoryCrumbs is null when a level it needs has no slug', () => {
  expect(categoryCrumbs({ cat: 'electronics', sub: 'tv' }, { ...answer, subCategory: null })).toBeNull();
});
