import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@storefront/shared/router';
import { cartInitialized } from '@storefront/shared/cart';
import { loggedIn } from '@storefront/shared/session';
import { createStorefrontStore, type AppStore } from '@storefront/shared/store';
import type { Address, CartItem, Product, User } from '@storefront/shared/types';
import { ToastHost } from '@storefront/shared/ui';

export const customer: User = {
  id: 42,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2026-01-10T09:00:00.000Z',
};

/** The customer's address, in a city two couriers deliver to. */
export const lahore: Address = {
  id: 7,
  address: 'House 12, Street 4, Gulberg III',
  postalCode: '54000',
  phone: '03001234567',
  state: { id: 1, name: 'Punjab' },
  city: {
    id: 3,
    name: 'Lahore',
    courierPricings: [
      { id: 11, price: 250, courier: { name: 'TCS' } },
      { id: 12, price: 180, courier: { name: 'Leopards' } },
    ],
  },
  country: 'Pakistan',
};

export const microwave: CartItem = {
  id: 1,
  name: 'Dawlance Microwave Oven',
  imgUrl: '/api/api/media/products/microwave.svg',
  netPrice: 25000,
  quantity: 2,
  stock: 3,
  slug: 'dawlance-microwave-oven',
};

export const lawnSuit: CartItem = {
  id: 2,
  name: 'Gul Ahmed Lawn Suit',
  imgUrl: '/api/api/media/products/lawn-suit.svg',
  netPrice: 4500,
  quantity: 1,
  stock: 1,
  slug: 'gul-ahmed-lawn-suit',
};

/**
 * For a mocked products API (src/basket-check): the fixtures as they were saved, so the
 * basket check finds nothing changed.
 */
export async function catalogueAsSaved(ids: number[]): Promise<Product[]> {
  return [microwave, lawnSuit].filter((item) => ids.includes(item.id)) as unknown as Product[];
}

interface PageOptions {
  /** The page's own route, e.g. '/basket'. */
  path: string;
  items?: CartItem[];
  user?: User | null;
  store?: AppStore;
}

/** Shows where the router went after the page navigated away. */
function WhereAmI() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/** Renders a page as the shell does: a real store, a router, the toast area. */
export function renderPage(page: ReactElement, { path, items = [], user = null, store }: PageOptions) {
  const pageStore = store ?? createStorefrontStore({ storage: null, connectApi: false });
  if (user) pageStore.dispatch(loggedIn({ token: 'test-token', user }));
  // As restored from local storage: lines may be stale (e.g. sold out since they were added).
  if (items.length > 0) pageStore.dispatch(cartInitialized({ items }));

  const view = render(
    <Provider store={pageStore}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </Provider>,
  );
  return { ...view, store: pageStore };
}
