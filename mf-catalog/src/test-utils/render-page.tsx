import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@storefront/shared/router';
import { setRuntimeConfig } from '@storefront/shared/config';
import { createStorefrontStore, type AppStore } from '@storefront/shared/store';
import { ToastHost } from '@storefront/shared/ui';

setRuntimeConfig({
  apiRoot: '/api/api',
  remotes: {},
  support: { email: 'help@shop.example.pk', phone: '0321-7654321', address: '7 Mall Road, Lahore', social: {} },
});

/** Shows the current location so tests can assert navigation and query changes. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

interface Options {
  /** Where the router starts, e.g. '/category/electronics?page=2'. */
  route?: string;
  /** The page's route pattern, e.g. '/category/:cat'; by default the element renders on every path. */
  path?: string;
  store?: AppStore;
}

/** Renders a page inside a real storefront store (no persistence), a MemoryRouter and the toast host. */
export function renderPage(ui: ReactElement, { route = '/', path = '*', store }: Options = {}) {
  const theStore = store ?? createStorefrontStore({ storage: null, connectApi: false });
  const result = render(
    <Provider store={theStore}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store: theStore };
}
