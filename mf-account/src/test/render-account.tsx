// Renders account UI as the shell does: inside a real storefront store and a router.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@storefront/shared/router';
import type { ReactElement } from 'react';
import { createStorefrontStore } from '@storefront/shared/store';
import type { User } from '@storefront/shared/types';
import { setRuntimeConfig } from '@storefront/shared/config';

export const demoUser: User = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2024-03-15T09:30:00.000Z',
};

export function setTestRuntimeConfig(phone = '0300-1234567') {
  setRuntimeConfig({
    apiRoot: '/api/api',
    remotes: {},
    support: { email: 'support@example.pk', phone, address: 'Lahore', social: {} },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface Options {
  route?: string;
  user?: User | null;
  /** Route pattern(s) the element is mounted on. */
  paths?: string[];
}

export function renderAccount(ui: ReactElement, { route = '/account', user = demoUser, paths = ['*'] }: Options = {}) {
  const store = createStorefrontStore({
    storage: null,
    connectApi: false,
    preloadedState: {
      session: user
        ? { token: 'test-token', user, expiry: Date.now() + 3_600_000 }
        : { token: null, user: null, expiry: null },
    },
  });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          {paths.map((path) => (
            <Route key={path} path={path} element={ui} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
