import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartItems } from '@storefront/shared/cart';
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
  imgUrl: '/api/api/media/products/product.svg',
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
const ac = product({
  id: 11,
  slug: 'haier-ac',
  name: 'Haier Inverter AC',
  netPrice: 90000,
  price: 90000,
  total: 100000,
  discount: 10,
});
const kettle = product({
  id: 12,
  slug: 'steel-kettle',
  name: 'Steel Kettle',
  netPrice: 2499,
  price: 2499,
  total: 2499,
  stock: 0,
});
const products = [ac, kettle];

async function renderTab(saved: number[]) {
  const server = fakeWishlistServer({ saved, products });
  const store = createStorefrontStore({ storage: null });
  store.dispatch(loggedIn({ token: 'token-a', user: demoUser }));
  await waitFor(() => expect(selectWishlistStatus(store.getState())).toBe('ready'));
  renderWithProviders(<MyWishlist customerId={demoUser.id} />, { route: '/account/wishlist', store });
  return { server, store };
}

const item = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

test('lists each saved product with its photo, name, price in rupees and stock', async () => {
  await renderTab([11, 12]);
  const list = await screen.findByRole('list', { name: 'Saved products, most recently saved first' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByText('2 saved products')).toBeInTheDocument();

  const acItem = item('Haier Inverter AC');
  expect(within(acItem).getByRole('link', { name: 'Haier Inverter AC' })).toHaveAttribute('href', '/product/haier-ac');
  expect(acItem.querySelector('img')).toHaveAttribute('src', '/api/api/media/products/product.svg');
  expect(acItem).toHaveTextContent('Rs 90,000');
  expect(acItem).toHaveTextContent('Original price: Rs 100,000');
  expect(within(acItem).getByText('In stock')).toBeInTheDocument();
  expect(within(acItem).getByRole('button', { name: 'Move to basket: Haier Inverter AC' })).toBeEnabled();

  const kettleItem = item('Steel Kettle');
  expect(kettleItem).toHaveTextContent('Rs 2,499');
  expect(within(kettleItem).getByText('Out of stock')).toBeInTheDocument();
  expect(within(kettleItem).getByRole('button', { name: 'Move to basket: Steel Kettle' })).toBeDisabled();
});

test('Move to basket puts one in the basket and takes it off the wishlist', async () => {
  const { server, store } = await renderTab([11, 12]);
  await userEvent.click(await screen.findByRole('button', { name: 'Move to basket: Haier Inverter AC' }));
  expect(selectCartItems(store.getState())).toEqual([
    expect.objectContaining({ id: 11, quantity: 1, netPrice: 90000 }),
  ]);
  expect(screen.queryByRole('heading', { name: 'Haier Inverter AC' })).not.toBeInTheDocument();
  expect(await screen.findByText('Haier Inverter AC is in your basket')).toBeInTheDocument();
  await waitFor(() => expect(server.saved).toEqual([12]));
  expect(screen.getByText('1 saved product')).toHaveFocus();
});

test('Remove takes it off at once; the last one leaves the empty state, with a way to the shop', async () => {
  const { server } = await renderTab([11]);
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Haier Inverter AC from wishlist' }));
  expect(screen.getByText('Your wishlist is empty')).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(server.saved).toEqual([]));
});

test('a refused removal brings the product back and says so', async () => {
  const { server } = await renderTab([11, 12]);
  server.failNext('DELETE /wishlist/items/12', 500);
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Steel Kettle from wishlist' }));
  expect(
    await screen.findByText('We could not remove Steel Kettle from your wishlist. Please try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Steel Kettle' })).toBeInTheDocument();
  expect(server.saved).toEqual([11, 12]);
});

test('an empty wishlist says so', async () => {
  await renderTab([]);
  expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
  expect(screen.getByText('Tap the heart on any product to save it here for later.')).toBeInTheDocument();
});

test('shows loading, then a failed load with a way to try again', async () => {
  const server = fakeWishlistServer({ saved: [11], products });
  const store = createStorefrontStore({ storage: null });
  store.dispatch(loggedIn({ token: 'token-a', user: demoUser }));
  await waitFor(() => expect(selectWishlistStatus(store.getState())).toBe('ready'));
  server.failNext('GET /wishlist', 500, 'Database down');
  server.hold();
  renderWithProviders(<MyWishlist customerId={demoUser.id} />, { route: '/account/wishlist', store });
  expect(screen.getByText('Loading your wishlist…')).toBeInTheDocument();
  server.release();
  expect(await screen.findByText('We could not load your wishlist.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Haier Inverter AC' })).toBeInTheDocument();
});
