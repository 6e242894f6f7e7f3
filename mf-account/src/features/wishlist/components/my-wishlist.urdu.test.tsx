// The wishlist in Urdu: the count with its plural, stock and the buttons; product names are the API's.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { loggedIn } from '@storefront/shared/session';
import { createStorefrontStore } from '@storefront/shared/store';
import { fakeWishlistServer, renderWithProviders } from '@storefront/shared/testing';
import type { Product } from '@storefront/shared/types';
import { selectWishlistStatus } from '@storefront/shared/wishlist';
import { demoUser } from '../../../test-utils/fixtures';
import { MyWishlist } from './my-wishlist';

const product = (overrides: Partial<Product>): Product => ({
  id: 1,
  slug: 'product',
  name: 'Product',
  imgUrl: '/product.svg',
  productPhotos: [],
  price: 1000,
  netPrice: 1000,
  total: 1000,
  discount: 0,
  stock: 4,
  brand: { name: 'Haier', slug: 'haier' },
  shortDesc: '',
  desc: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const products = [
  product({ id: 11, slug: 'haier-ac', name: 'Haier Inverter AC' }),
  product({ id: 12, slug: 'steel-kettle', name: 'Steel Kettle', stock: 0 }),
];

beforeEach(async () => {
  await act(() => i18n.changeLanguage('ur'));
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function renderTab(saved: number[]) {
  fakeWishlistServer({ saved, products });
  const store = createStorefrontStore({ storage: null });
  store.dispatch(loggedIn({ token: 'token-a', user: demoUser }));
  await waitFor(() => expect(selectWishlistStatus(store.getState())).toBe('ready'));
  renderWithProviders(<MyWishlist customerId={demoUser.id} />, { route: '/account/wishlist', store });
}

test('lists the saved products in Urdu, counted with the right plural', async () => {
  await renderTab([11, 12]);
  const list = await screen.findByRole('list', { name: 'محفوظ کی گئی پروڈکٹس، تازہ ترین پہلے' });
  expect(screen.getByText('2 محفوظ پروڈکٹس')).toBeInTheDocument();
  const kettle = within(list).getByRole('heading', { name: 'Steel Kettle' }).closest('article') as HTMLElement;
  expect(within(kettle).getByText('اسٹاک ختم')).toBeInTheDocument();
  expect(within(kettle).getByRole('button', { name: 'ٹوکری میں ڈالیں: Steel Kettle' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Haier Inverter AC کو پسندیدہ اشیاء سے ہٹائیں' }));
  expect(screen.getByText('1 محفوظ پروڈکٹ')).toHaveFocus();
});

test('an empty wishlist says so in Urdu', async () => {
  await renderTab([]);
  expect(await screen.findByText('آپ کی پسندیدہ اشیاء کی فہرست خالی ہے')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'خریداری جاری رکھیں' })).toHaveAttribute('href', '/');
});
