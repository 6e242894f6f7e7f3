import { homeHead } from './home-head';
import { serializeJsonLd } from './json-ld';

const ld = (head: ReturnType<typeof homeHead>) => JSON.parse(serializeJsonLd(head.jsonLd)) as Record<string, unknown>[];

const ORIGIN = 'https://shop.example.pk';
const support = {
  email: 'help@shop.example.pk',
  phone: '+92 300 1234567',
  address: '1 Mall Road, Lahore',
  social: { facebook: 'https://facebook.com/shop', instagram: 'https://instagram.com/shop', broken: 'not a url' },
};

test('the home head: title, description, canonical root', () => {
  const head = homeHead(`${ORIGIN}/`, support);
  expect(head).toMatchObject({ title: 'Online Shopping in Pakistan', canonicalPath: '/', type: 'website' });
  expect(head.description).toMatch(/Pakistan/);
  expect(Array.from(head.description!).length).toBeLessThanOrEqual(160);
});

test('Organization and WebSite with its SearchAction', () => {
  const [org, site] = ld(homeHead(ORIGIN, support));
  expect(org).toMatchObject({
    '@type': 'Organization',
    name: 'Storefront',
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}/favicon.svg`,
    contactPoint: { '@type': 'ContactPoint', telephone: '+92 300 1234567', email: 'help@shop.example.pk' },
    sameAs: ['https://facebook.com/shop', 'https://instagram.com/shop'],
  });
  expect(site).toMatchObject({
    '@type': 'WebSite',
    url: `${ORIGIN}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${ORIGIN}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  });
});

test('empty contacts and socials are left out rather than sent empty', () => {
  const [org] = ld(homeHead(ORIGIN, { email: '', phone: '', address: '', social: {} }));
  expect(org).not.toHaveProperty('contactPoint');
  expect(org).not.toHaveProperty('sameAs');
  expect(org).not.toHaveProperty('address');
});
