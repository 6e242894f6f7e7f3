// The shell's tests render through @storefront/shared/testing, as every app's do; this file keeps
// the names they import (renderWithStore, TEST_CONFIG, TEST_USER).
import type { ReactElement } from 'react';
import type { InitialEntry } from '@storefront/shared/router';
import type { AppStore } from '@storefront/shared/store';
import { renderWithProviders, TEST_CONFIG } from '@storefront/shared/testing';
import type { User } from '@storefront/shared/types';

export { LocationProbe } from '@storefront/shared/testing';
export { TEST_CONFIG };

export const TEST_USER: User = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2025-01-01T00:00:00.000Z',
};

interface Options {
  route?: InitialEntry;
  loggedInAs?: User;
  store?: AppStore;
}

/** Renders inside a real storefront store (no persistence), a MemoryRouter and the toast area. */
export function renderWithStore(ui: ReactElement, { route = '/', loggedInAs, store }: Options = {}) {
  const entry = typeof route === 'string' ? { pathname: route } : route;
  return renderWithProviders(ui, {
    route: `${entry.pathname ?? '/'}${entry.search ?? ''}`,
    state: entry.state,
    user: loggedInAs,
    store,
  });
}
