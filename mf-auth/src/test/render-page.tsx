import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@storefront/shared/router';
import { createStorefrontStore } from '@storefront/shared/store';
import { ToastHost } from '@storefront/shared/ui';

/** Shows where the router ended up (and the e-mail and origin handed over), so tests can assert redirects by text. */
function LocationProbe() {
  const location = useLocation();
  const { email, from } =
    (location.state as { email?: string; from?: string | { pathname?: string; search?: string } } | null) ?? {};
  const origin = typeof from === 'string' ? from : from && `${from.pathname ?? ''}${from.search ?? ''}`;
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
      {email ? ` email=${email}` : ''}
      {origin ? ` from=${origin}` : ''}
    </p>
  );
}

export interface RenderPageOptions {
  /** Route pattern the page is mounted on. */
  path: string;
  /** Where the router starts (defaults to path). */
  url?: string;
  state?: unknown;
  /** Other pages mounted next to it (path pattern → page), to follow a flow across pages. */
  routes?: Record<string, ReactElement>;
  store?: ReturnType<typeof createStorefrontStore>;
}

/** Renders a page inside a real store, a memory router and the toast area, like the shell does. */
export function renderPage(
  page: ReactElement,
  { path, url = path, state, routes = {}, store = createStorefrontStore() }: RenderPageOptions,
) {
  const [pathname, search = ''] = url.split('?');
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path={path} element={page} />
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store };
}
