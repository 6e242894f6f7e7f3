import { cacheRuleFor, mayKeepPage, type RequestFacts } from './cache-rules';

const SHELL = 'https://shop.example.pk';
const REMOTE = 'https://catalog.shop.example.pk';
const rule = (facts: Partial<RequestFacts> & { url: string }) => cacheRuleFor({ method: 'GET', ...facts }, SHELL);

describe('cacheRuleFor', () => {
  it.each([
    [`${SHELL}/runtime-config.json`],
    [`${SHELL}/live-releases.json`],
    [`${REMOTE}/mf-manifest.json`],
    [`${REMOTE}/remoteEntry.js`],
    [`${REMOTE}/releases/20250101-abc/mf-manifest.json`],
    [`${REMOTE}/releases/20250101-abc/remoteEntry.js`],
  ])('fetches %s network first, never a stale copy', (url) => {
    expect(rule({ url })).toBe('fresh');
    expect(rule({ url, destination: 'script' })).toBe('fresh');
  });

  it.each([
    ['/api/api/category/allCategories'],
    ['/api/api/category/electronics?page=2'],
    ['/api/api/product/getProductBySlug?slug=samsung-tv'],
    ['/api/api/product/getProductsBySubCategorySlug/mobiles?cat=electronics'],
    ['/api/api/product/getProductsByChildCategorySlug?slug=android'],
    ['/api/api/product/searchPage?q=tv'],
    ['/api/api/product/getDiscountedProducts?limit=8'],
    ['/api/api/banner/getBannerByPosition?position=main-banner'],
  ])('keeps the catalogue answer %s stale-while-revalidate', (path) => {
    expect(rule({ url: SHELL + path })).toBe('catalogue');
  });

  it('keeps the API images stale-while-revalidate', () => {
    expect(rule({ url: `${SHELL}/api/api/media/products/tv-1.svg`, destination: 'image' })).toBe('image');
    expect(rule({ url: `${SHELL}/favicon.svg`, destination: 'image' })).toBe('image');
  });

  it('never caches the basket and checkout stock check', () => {
    expect(rule({ url: `${SHELL}/api/api/product/getProductsByIds?ids=1,2` })).toBe('network');
  });

  it.each([
    ['/api/api/customer/getUser'],
    ['/api/api/order/getOrders'],
    ['/api/api/wishlist'],
    ['/api/api/state/getState'],
    ['/api/docs'],
  ])('leaves the other API call %s to the network', (path) => {
    expect(rule({ url: SHELL + path })).toBe('network');
  });

  it('never caches a call with credentials, even to the catalogue', () => {
    expect(rule({ url: `${SHELL}/api/api/product/getProductBySlug?slug=tv`, authorized: true })).toBe('network');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])('never caches a %s request', (method) => {
    expect(rule({ url: `${SHELL}/api/api/category/allCategories`, method })).toBe('network');
    expect(rule({ url: `${SHELL}/runtime-config.json`, method })).toBe('network');
  });

  it('answers the shell’s pages network first with the page cache behind', () => {
    expect(rule({ url: `${SHELL}/product/samsung-tv`, mode: 'navigate', destination: 'document' })).toBe('page');
    expect(rule({ url: `${SHELL}/`, mode: 'navigate' })).toBe('page');
    expect(rule({ url: 'https://elsewhere.example/', mode: 'navigate' })).toBe('network');
  });

  it('keeps a remote’s content-hashed scripts and styles, nothing else of another origin', () => {
    expect(rule({ url: `${REMOTE}/__federation_expose_Listing.3f2a9c1d.js`, destination: 'script' })).toBe('immutable');
    expect(rule({ url: `${REMOTE}/412.0a1b2c3d.css`, destination: 'style' })).toBe('immutable');
    expect(rule({ url: `${REMOTE}/412.js`, destination: 'script' })).toBe('network');
    expect(rule({ url: `${REMOTE}/412.0a1b2c3d.js` })).toBe('network');
    expect(rule({ url: 'https://tracker.example/pixel.png', destination: 'image' })).toBe('network');
  });

  it('leaves addresses it cannot read, and other schemes, to the browser', () => {
    expect(rule({ url: 'not a url' })).toBe('network');
    expect(rule({ url: 'chrome-extension://abc/script.js', destination: 'script' })).toBe('network');
  });
});

describe('mayKeepPage', () => {
  it('keeps the public, server-rendered pages', () => {
    expect(mayKeepPage(200, 'public, max-age=60, stale-while-revalidate=600')).toBe(true);
    expect(mayKeepPage(200, 'no-cache')).toBe(true);
    expect(mayKeepPage(200, null)).toBe(true);
  });

  it('never keeps a page rendered for one shopper, nor a failed one', () => {
    expect(mayKeepPage(200, 'private, no-store')).toBe(false);
    expect(mayKeepPage(200, 'no-store')).toBe(false);
    expect(mayKeepPage(200, 'Private')).toBe(false);
    expect(mayKeepPage(404, 'public, max-age=60')).toBe(false);
    expect(mayKeepPage(500, null)).toBe(false);
  });
});
