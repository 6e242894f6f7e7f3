// Renders UI as the shell composes it: a real storefront store, a memory router and the toast area.
// Test code only: the entry (@storefront/shared/testing) is left out of the apps' shared modules.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { cartInitialized } from '@storefront/shared/cart';
import { setRuntimeConfig, type RuntimeConfig } from '@storefront/shared/config';
import { MemoryRouter, Route, Routes } from '@storefront/shared/router';
import { loggedIn } from '@storefront/shared/session';
import { createStorefrontStore, type AppStore } from '@storefront/shared/store';
import type { CartItem, User } from '@storefront/shared/types';
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
}

/**
 * Renders `ui` inside the providers the shell gives every page. A LocationProbe
 * (data-testid="location") beside it shows where the router is, for tests of navigation.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route, state, path = '*', routes = {}, user = null, cart = [], store, config = TEST_CONFIG }: RenderOptions = {},
) {
  setRuntimeConfig(config);
  const theStore = store ?? createStorefrontStore({ storage: null, connectApi: false });
  if (user) theStore.dispatch(loggedIn({ token: 'test-token', user }));
  if (cart.length > 0) theStore.dispatch(cartInitialized({ items: cart }));
  const [pathname, search = ''] = (route ?? (path === '*' ? '/' : path)).split('?');
  const start = { pathname, search: search ? `?${search}` : '', state };
  const result = render(
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
