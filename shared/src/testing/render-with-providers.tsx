// Renders UI as the shell composes it: a real storefront store, a memory router and the toast area.
// Test code only: the entry (@storefront/shared/testing) is left out of the apps' shared modules.
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { cartInitialized } from '@storefront/shared/cart';
import { setRuntimeConfig, type RuntimeConfig } from '@storefront/shared/config';
import { MemoryRouter, Route, Routes } from '@storefront/shared/router';
import { loggedIn } from '@storefront/shared/session';
import { ServerDataProvider, type ServerEntry } from '@storefront/shared/ssr';
import { createStorefrontStore, type AppStore } from '@storefront/shared/store';
import type { CartItem, CourierRate, ShopPolicies, User } from '@storefront/shared/types';
import { ToastHost } from '@storefront/shared/ui';
import { LocationProbe } from './location-probe';

export const TEST_CONFIG: RuntimeConfig = {
  apiRoot: '/api/api',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    checkout: 'http://localhost:3002/mf-manifest.json',
    account: 'http://localhost:3003/mf-manifest.json',
    auth: 'http://localhost:3004/mf-manifest.json',
  },
  support: {
    email: 'help@shop.example.pk',
    phone: '0321-7654321',
    address: '7 Mall Road, Lahore, Pakistan',
    social: {
      facebook: 'https://facebook.com/shop',
      instagram: 'https://instagram.com/shop',
      x: 'https://x.com/shop',
      youtube: 'https://youtube.com/shop',
    },
  },
};

/** The API's default policy figures (GET /policies). */
export const TEST_POLICIES: ShopPolicies = {
  returnWindowDays: 3,
  processingDays: { min: 1, max: 2 },
  deliveryDays: { min: 3, max: 5 },
  refundDays: { min: 5, max: 10 },
};

/** Two couriers as GET /shipping/couriers lists them. */
export const TEST_COURIER_RATES: CourierRate[] = [
  { courier: { name: 'Trax' }, price: { min: 200, max: 330 }, deliveryDays: { min: 4, max: 5 }, cities: 30 },
  { courier: { name: 'TCS' }, price: { min: 300, max: 620 }, deliveryDays: { min: 3, max: 4 }, cities: 40 },
];

export interface RenderOptions {
  /** Where the router starts, e.g. '/category/tv?page=2'. Default: `path`, else '/'. */
  route?: string;
  /** The location state it starts with (what a page that sent the shopper here passed on). */
  state?: unknown;
  /** The route pattern the UI is mounted on, e.g. '/category/:cat'. Default: every path. */
  path?: string;
  /** Other pages mounted beside it (pattern → page), to follow a flow across pages. */
  routes?: Record<string, ReactElement>;
  /** Logged in as this customer. */
  user?: User | null;
  /** The basket as restored from storage (lines may be stale). */
  cart?: CartItem[];
  /** A store of the test's own; by default a fresh one without storage or API binding. */
  store?: AppStore;
  config?: RuntimeConfig;
  /**
   * Answers the page starts with, by useRemoteData key, as a server-rendered page does (e.g.
   * `{ [POLICIES_KEY]: TEST_POLICIES }`); keys not given are asked for as in a browser-only page.
   */
  serverData?: Record<string, unknown>;
  /** Keys whose server load failed: the page shows what it shows when the API did not answer. */
  serverFailures?: string[];
}

/**
 * Renders `ui` inside the providers the shell gives every page. A LocationProbe
 * (data-testid="location") beside it shows where the router is, for tests of navigation.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route,
    state,
    path = '*',
    routes = {},
    user = null,
    cart = [],
    store,
    config = TEST_CONFIG,
    serverData,
    serverFailures = [],
  }: RenderOptions = {},
) {
  setRuntimeConfig(config);
  const theStore = store ?? createStorefrontStore({ storage: null, connectApi: false });
  if (user) theStore.dispatch(loggedIn({ token: 'test-token', user }));
  if (cart.length > 0) theStore.dispatch(cartInitialized({ items: cart }));
  const [pathname, search = ''] = (route ?? (path === '*' ? '/' : path)).split('?');
  const start = { pathname, search: search ? `?${search}` : '', state };
  const withServerData = (children: ReactNode) => {
    if (!serverData && serverFailures.length === 0) return children;
    const entries = new Map<string, ServerEntry>([
      ...Object.entries(serverData ?? {}).map(([key, value]): [string, ServerEntry] => [key, { ok: true, value }]),
      ...serverFailures.map((key): [string, ServerEntry] => [key, { ok: false, notFound: false }]),
    ]);
    return <ServerDataProvider value={{ entries, origin: 'http://localhost' }}>{children}</ServerDataProvider>;
  };
  const result = render(
    withServerData(
      <Provider store={theStore}>
        <MemoryRouter initialEntries={[start]}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(routes).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
            {path !== '*' && !('*' in routes) && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
          <ToastHost />
        </MemoryRouter>
      </Provider>,
    ),
  );
  return { ...result, store: theStore };
}

/**
 * Lets pending answers land inside act(): runs `step` (resolving a test's promise, re-rendering),
 * then waits for the work it started.
 */
export function flushAnswers(step?: () => void): Promise<void> {
  return act(() => {
    step?.();
    return Promise.resolve();
  });
}
