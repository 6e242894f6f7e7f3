import { matchAppRoute, routeTable } from './route-table';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const remoteRoutes: [string, string, string, string][] = [
  // path, remote, expose, access
  ['/', 'catalog', './HomePage', 'public'],
  ['/products/fresh-picks', 'catalog', './AllProductsPage', 'public'],
  ['/products/flash-deals', 'catalog', './AllProductsPage', 'public'],
  ['/category/electronics', 'catalog', './CategoryPage', 'public'],
  ['/category/electronics/mobile-phones', 'catalog', './CategoryPage', 'public'],
  ['/category/electronics/mobile-phones/smartphones', 'catalog', './CategoryPage', 'public'],
  ['/product/samsung-galaxy-a15', 'catalog', './ProductPage', 'public'],
  ['/basket', 'checkout', './BasketPage', 'public'],
  ['/checkout', 'checkout', './CheckoutPage', 'auth'],
  ['/order-success', 'checkout', './OrderSuccessPage', 'auth'],
  ['/order-fail', 'checkout', './OrderFailPage', 'auth'],
  ['/account', 'account', './AccountPage', 'auth'],
  ['/account/addresses', 'account', './AccountPage', 'auth'],
  ['/account/orders', 'account', './AccountPage', 'auth'],
  ['/account/wishlist', 'account', './AccountPage', 'auth'],
  ['/auth', 'auth', './LoginPage', 'guest'],
  ['/auth/login', 'auth', './LoginPage', 'guest'],
  ['/auth/register', 'auth', './RegisterPage', 'guest'],
  ['/auth/reset-password', 'auth', './ResetPasswordPage', 'guest'],
  ['/auth/verify', 'auth', './VerifyEmailPage', 'guest'],
];

test.each(remoteRoutes)('%s → %s %s (%s)', (path, remote, expose, access) => {
  const route = matchAppRoute(path);
  expect(route?.kind).toBe('remote');
  if (route?.kind !== 'remote') return;
  expect(route.module.remote).toBe(remote);
  expect(route.module.expose).toBe(expose);
  expect(route.access).toBe(access);
});

test.each(['about', 'contact', 'faq', 'shipping', 'terms', 'privacy'])('/%s is a static shell page', (name) => {
  const route = matchAppRoute(`/${name}`);
  expect(route).toMatchObject({ kind: 'page', name, access: 'public' });
});

test.each(['/nope', '/category/a/b/c/d', '/account/settings', '/products', '/product'])(
  '%s is the 404 page',
  (path) => {
    expect(matchAppRoute(path)).toMatchObject({ kind: 'page', name: 'not-found' });
  },
);

test('an unknown account path is a 404 behind the login guard', () => {
  expect(matchAppRoute('/account/settings')).toMatchObject({ kind: 'page', name: 'not-found', access: 'auth' });
  expect(matchAppRoute('/nope')).toMatchObject({ kind: 'page', name: 'not-found', access: 'public' });
});

test('all category levels share one remote module (one download)', () => {
  const modules = ['/category/a', '/category/a/b', '/category/a/b/c'].map((p) => {
    const r = matchAppRoute(p);
    return r?.kind === 'remote' ? r.module : null;
  });
  expect(new Set(modules).size).toBe(1);
});

test('every protected area of the spec is guarded', () => {
  const guarded = routeTable
    .filter((r) => r.access === 'auth')
    .map((r) => r.path)
    .sort();
  expect(guarded).toEqual([
    '/account',
    '/account/*',
    '/account/addresses',
    '/account/orders',
    '/account/wishlist',
    '/checkout',
    '/order-fail',
    '/order-success',
  ]);
});
