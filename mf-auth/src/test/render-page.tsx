import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@storefront/shared/router';
import { createStorefrontStore } from '@storefront/shared/store';
import { ToastHost } from '@storefront/shared/ui';

/** Shows where the router ended up, so tests can assert redirects by text. */
function LocationProbe() {
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email;
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
      {email ? ` email=${email}` : ''}
    </p>
  );
}

export interface RenderPageOptions {
  /** Route pattern the page is mounted on. */
  path: string;
  /** Where the router starts (defaults to path). */
  url?: string;
  state?: unknown;
  store?: ReturnType<typeof createStorefrontStore>;
}

/** Renders a page inside a real store, a memory router and the toast area, like the shell does. */
export function renderPage(page: ReactElement, { path, url = path, state, store = createStorefrontStore() }: RenderPageOptions) {
  const [pathname, search = ''] = url.split('?');
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store };
}
