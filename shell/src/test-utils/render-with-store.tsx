import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type InitialEntry } from '@storefront/shared/router';
import { setRuntimeConfig, type RuntimeConfig } from '@storefront/shared/config';
import { createStorefrontStore, type AppStore } from '@storefront/shared/store';
import { loggedIn } from '@storefront/shared/session';
import type { User } from '@storefront/shared/types';

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

export const TEST_USER: User = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Shows the current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

interface Options {
  route?: InitialEntry;
  loggedInAs?: User;
  store?: AppStore;
}

/** Renders inside a real storefront store (no persistence) and a MemoryRouter. */
export function renderWithStore(ui: ReactElement, { route = '/', loggedInAs, store }: Options = {}) {
  setRuntimeConfig(TEST_CONFIG);
  const theStore = store ?? createStorefrontStore({ storage: null, connectApi: false });
  if (loggedInAs) theStore.dispatch(loggedIn({ token: 'test-token', user: loggedInAs }));
  const result = render(
    <Provider store={theStore}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store: theStore };
}
