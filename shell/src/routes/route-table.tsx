import { matchRoutes } from '@storefront/shared/router';
import { remotePages } from '../remotes/remote-pages';
import type { RemoteComponent } from '../remotes/remote-module';
import { lazyPage, type ShellPage } from '../lib/lazy-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import type { RouteAccess } from '../lib/route-access';

/**
 * Where a page is rendered first: 'server' for the public pages anyone may be sent a link to (the
 * shell's server renders them, shell/src/server), 'browser' for a shopper's own pages.
 */
export type RenderedOn = 'server' | 'browser';

export type AppRoute =
  | { path: string; access: RouteAccess; renderedOn: RenderedOn; kind: 'remote'; module: RemoteComponent }
  | { path: string; access: RouteAccess; renderedOn: RenderedOn; kind: 'page'; name: string; component: ShellPage };

const serverRendered = (access: RouteAccess): RenderedOn => (access === 'public' ? 'server' : 'browser');
const remote = (
  path: string,
  module: RemoteComponent,
  access: RouteAccess = 'public',
  renderedOn = serverRendered(access),
): AppRoute => ({ path, access, renderedOn, kind: 'remote', module });
const page = (path: string, name: string, component: ShellPage, access: RouteAccess = 'public'): AppRoute => ({
  path,
  access,
  renderedOn: serverRendered(access),
  kind: 'page',
  name,
  component,
});

// Static pages are split into their own chunks: the home page does not download legal text.
const AboutPage = lazyPage('about', () => import('../pages/about/about-page'));
const ContactPage = lazyPage('contact', () => import('../pages/contact/contact-page'));
const FaqPage = lazyPage('faq', () => import('../pages/faq/faq-page'));
const ShippingPage = lazyPage('shipping', () => import('../pages/shipping/shipping-page'));
const TermsPage = lazyPage('terms', () => import('../pages/terms/terms-page'));
const PrivacyPage = lazyPage('privacy', () => import('../pages/privacy/privacy-page'));

/** Every route of the spec (section 2), mapped as in docs/contracts.md. */
export const routeTable: AppRoute[] = [
  remote('/', remotePages.home),
  remote('/products/:categoryName', remotePages.allProducts),
  remote('/category/:cat', remotePages.category),
  remote('/category/:cat/:sub', remotePages.category),
  remote('/category/:cat/:sub/:child', remotePages.category),
  remote('/product/:productId', remotePages.product),
  remote('/search', remotePages.search),
  // Open to visitors, but the shopper's own: rendered in the browser, from the saved basket.
  remote('/basket', remotePages.basket, 'public', 'browser'),
  remote('/checkout', remotePages.checkout, 'auth'),
  remote('/order-success', remotePages.orderSuccess, 'auth'),
  remote('/order-fail', remotePages.orderFail, 'auth'),
  remote('/account', remotePages.account, 'auth'),
  remote('/account/addresses', remotePages.account, 'auth'),
  remote('/account/orders', remotePages.account, 'auth'),
  remote('/account/wishlist', remotePages.account, 'auth'),
  remote('/auth', remotePages.login, 'guest'),
  remote('/auth/login', remotePages.login, 'guest'),
  remote('/auth/register', remotePages.register, 'guest'),
  remote('/auth/reset-password', remotePages.resetPassword, 'guest'),
  remote('/auth/verify', remotePages.verifyEmail, 'guest'),
  page('/about', 'about', AboutPage),
  page('/contact', 'contact', ContactPage),
  page('/faq', 'faq', FaqPage),
  page('/shipping', 'shipping', ShippingPage),
  page('/terms', 'terms', TermsPage),
  page('/privacy', 'privacy', PrivacyPage),
  // Unknown account paths are still the customer's area: a visitor logs in first, then sees the 404.
  page('/account/*', 'not-found', NotFoundPage, 'auth'),
  page('*', 'not-found', NotFoundPage),
];

/** The route a path resolves to (the 404 route for unknown paths). */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const matches = matchRoutes(
    routeTable.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[matches.length - 1]?.route.route;
}
