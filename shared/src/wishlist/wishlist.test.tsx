import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn, loggedOut, sessionExpired } from '@storefront/shared/session';
import { createStorefrontStore, type AppStore } from '@storefront/shared/store';
import { fakeWishlistServer, renderWithProviders } from '@storefront/shared/testing';
import type { Product } from '@storefront/shared/types';
import { notify } from '@storefront/shared/ui';
import {
  selectIsInWishlist,
  selectWishlistCount,
  selectWishlistIds,
  selectWishlistStatus,
  wishlistChangeRequested,
  WishlistHeart,
} from '@storefront/shared/wishlist';
import { MemoryStorage } from '../test-support/memory-storage';
import { REMEMBERED_PRODUCT_TTL_MS, WISHLIST_PENDING_KEY, takeRememberedProduct } from './wishlist-storage';

const user = { id: 7, name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '03001234567', createdAt: '' };
const product = (id: number, name: string): Product => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  imgUrl: `/p${id}.svg`,
  productPhotos: [],
  price: 1000 * id,
  netPrice: 1000 * id,
  total: 1000 * id,
  discount: 0,
  stock: 3,
  brand: { name: 'Haier', slug: 'haier' },
  shortDesc: '',
  desc: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const phone = product(1, 'Galaxy Phone');
const kettle = product(2, 'Steel Kettle');
const products = [phone, kettle];

let errorSpy: jest.SpyInstance;
let notifyError: jest.SpyInstance;
let notifySuccess: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  notifyError = jest.spyOn(notify, 'error');
  notifySuccess = jest.spyOn(notify, 'success');
});
afterEach(() => jest.restoreAllMocks());

function setup(storage = new MemoryStorage()) {
  const store = createStorefrontStore({ storage, syncTabs: false });
  return { store, storage };
}
const logIn = (store: AppStore, token = 'token-a') => store.dispatch(loggedIn({ token, user }));
const ready = (store: AppStore) => waitFor(() => expect(selectWishlistStatus(store.getState())).toBe('ready'));
const change = (store: AppStore, p: Product, save: boolean) =>
  store.dispatch(wishlistChangeRequested({ productId: p.id, productName: p.name, save }));

it('loads the ids after login and clears them when the session ends', async () => {
  fakeWishlistServer({ saved: [2, 1], products });
  const { store } = setup();
  expect(selectWishlistStatus(store.getState())).toBe('idle');
  logIn(store);
  await ready(store);
  expect(selectWishlistIds(store.getState())).toEqual([2, 1]);
  expect(selectWishlistCount(store.getState())).toBe(2);

  store.dispatch(loggedOut());
  expect(selectWishlistIds(store.getState())).toEqual([]);
  expect(selectWishlistStatus(store.getState())).toBe('idle');

  logIn(store, 'token-b');
  await ready(store);
  store.dispatch(sessionExpired());
  expect(selectWishlistCount(store.getState())).toBe(0);
});

it('loads the ids at start when a live session was saved', async () => {
  const server = fakeWishlistServer({ saved: [1], products });
  const storage = new MemoryStorage({
    auth_token: 'token-a',
    auth_user: JSON.stringify(user),
    auth_expiry: String(Date.now() + 30 * 60 * 1000),
  });
  const { store } = setup(storage);
  await ready(store);
  expect(selectIsInWishlist(store.getState(), 1)).toBe(true);
  expect(server.calls).toContain('GET /wishlist/ids');
});

it('shows a change at once, before the server answers, and keeps what the server says', async () => {
  const server = fakeWishlistServer({ products });
  const { store } = setup();
  logIn(store);
  await ready(store);
  server.hold();
  change(store, kettle, true);
  expect(selectIsInWishlist(store.getState(), 2)).toBe(true);
  server.release();
  await waitFor(() => expect(server.saved).toEqual([2]));
  change(store, kettle, false);
  expect(selectIsInWishlist(store.getState(), 2)).toBe(false);
  await waitFor(() => expect(server.calls).toContain('DELETE /wishlist/items/2'));
  expect(server.saved).toEqual([]);
});

it('keeps a change asked for while the ids were still loading', async () => {
  const server = fakeWishlistServer({ saved: [1], products });
  const { store } = setup();
  server.hold();
  logIn(store);
  change(store, kettle, true);
  server.release();
  await ready(store);
  await waitFor(() => expect(server.saved).toEqual([2, 1]));
  expect(selectWishlistIds(store.getState())).toEqual([2, 1]);
});

it('puts a refused change back and says why', async () => {
  const server = fakeWishlistServer({ saved: [1], products });
  const { store } = setup();
  logIn(store);
  await ready(store);

  server.failNext('PUT /wishlist/items/2', 500);
  change(store, kettle, true);
  expect(selectIsInWishlist(store.getState(), 2)).toBe(true);
  await waitFor(() => expect(selectIsInWishlist(store.getState(), 2)).toBe(false));
  expect(notifyError).toHaveBeenCalledWith(
    'We could not save Steel Kettle to your wishlist. Please try again.',
    undefined,
    expect.anything(),
  );

  const full = 'Your wishlist is full: it holds at most 200 products. Please remove some before saving more.';
  server.failNext('PUT /wishlist/items/2', 409, full);
  change(store, kettle, true);
  await waitFor(() => expect(notifyError).toHaveBeenCalledTimes(2));
  expect(notifyError).toHaveBeenLastCalledWith(
    `We could not save Steel Kettle to your wishlist. ${full}`,
    undefined,
    expect.anything(),
  );

  server.failNext('DELETE /wishlist/items/1', 503);
  change(store, phone, false);
  expect(selectIsInWishlist(store.getState(), 1)).toBe(false);
  await waitFor(() => expect(selectIsInWishlist(store.getState(), 1)).toBe(true));
  expect(notifyError).toHaveBeenLastCalledWith(
    'We could not remove Galaxy Phone from your wishlist. Please try again.',
    undefined,
    expect.anything(),
  );
  expect(server.saved).toEqual([1]);
});

it("remembers a visitor's product and saves it once they log in", async () => {
  const server = fakeWishlistServer({ products });
  const { store, storage } = setup();
  change(store, kettle, true);
  // Nothing is saved for a visitor: the heart stays as it was until the login.
  expect(selectIsInWishlist(store.getState(), 2)).toBe(false);
  expect(server.calls).toEqual([]);
  expect(JSON.parse(storage.getItem(WISHLIST_PENDING_KEY)!)).toMatchObject({
    productId: 2,
    productName: 'Steel Kettle',
  });

  logIn(store);
  await ready(store);
  expect(selectWishlistIds(store.getState())).toEqual([2]);
  expect(server.calls).toEqual(['PUT /wishlist/items/2']);
  expect(storage.getItem(WISHLIST_PENDING_KEY)).toBeNull();
  expect(notifySuccess).toHaveBeenCalledWith('Steel Kettle is saved to your wishlist');

  // Saved once: the next login only reads the list.
  store.dispatch(loggedOut());
  logIn(store, 'token-b');
  await ready(store);
  expect(server.calls.filter((c) => c.includes('/wishlist')).slice(1)).toEqual(['GET /wishlist/ids']);
});

it("says so when a visitor's product cannot be saved after login, and still loads the list", async () => {
  const server = fakeWishlistServer({ saved: [1], products });
  const { store, storage } = setup();
  store.dispatch(wishlistChangeRequested({ productId: 99, productName: 'Old Radio', save: true }));
  logIn(store);
  await ready(store);
  expect(notifyError).toHaveBeenCalledWith(
    'We could not save Old Radio to your wishlist. Product not found',
    undefined,
    expect.anything(),
  );
  expect(selectWishlistIds(store.getState())).toEqual([1]);
  expect(server.calls).toEqual(['PUT /wishlist/items/99', 'GET /wishlist/ids']);
  expect(storage.getItem(WISHLIST_PENDING_KEY)).toBeNull();
});

describe('the remembered product read back from storage', () => {
  const NOW = Date.UTC(2026, 0, 1, 12);
  const read = (value: unknown) =>
    takeRememberedProduct(new MemoryStorage({ [WISHLIST_PENDING_KEY]: JSON.stringify(value) }), NOW);

  it('is taken once', () => {
    const storage = new MemoryStorage({
      [WISHLIST_PENDING_KEY]: JSON.stringify({ productId: 2, productName: 'Kettle', at: NOW }),
    });
    expect(takeRememberedProduct(storage, NOW)).toEqual({ productId: 2, productName: 'Kettle', at: NOW });
    expect(takeRememberedProduct(storage, NOW)).toBeNull();
  });

  it.each([
    ['a product id that is not a whole positive number', { productId: '2', productName: 'Kettle', at: NOW }],
    ['a negative id', { productId: -2, productName: 'Kettle', at: NOW }],
    ['a blank name', { productId: 2, productName: '  ', at: NOW }],
    ['no time', { productId: 2, productName: 'Kettle' }],
    ['a list', [2]],
  ])('is dropped when it has %s', (_case, value) => {
    expect(read(value)).toBeNull();
    expect(errorSpy).toHaveBeenCalledWith('Saved wishlist product is not valid; it has been dropped');
  });

  it('is forgotten an hour after the heart, or when stamped in the future', () => {
    expect(read({ productId: 2, productName: 'Kettle', at: NOW - REMEMBERED_PRODUCT_TTL_MS })).not.toBeNull();
    expect(read({ productId: 2, productName: 'Kettle', at: NOW - REMEMBERED_PRODUCT_TTL_MS - 1 })).toBeNull();
    expect(read({ productId: 2, productName: 'Kettle', at: NOW + 60_000 })).toBeNull();
  });

  it('is nothing when the saved text is not JSON', () => {
    const storage = new MemoryStorage({ [WISHLIST_PENDING_KEY]: '{broken' });
    expect(takeRememberedProduct(storage, NOW)).toBeNull();
    expect(storage.getItem(WISHLIST_PENDING_KEY)).toBeNull();
  });
});

describe('WishlistHeart', () => {
  it('sends a visitor to log in, with the way back to this page, and remembers the product', async () => {
    fakeWishlistServer({ products });
    const { store, storage } = setup();
    renderWithProviders(<WishlistHeart product={kettle} />, { route: '/product/steel-kettle?tab=specs', store });
    const heart = screen.getByRole('button', { name: 'Save Steel Kettle to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    expect(screen.getByTestId('location')).toHaveTextContent('/product/steel-kettle');
    expect(storage.getItem(WISHLIST_PENDING_KEY)).toContain('"productId":2');
    expect(await screen.findByText('Please log in to save Steel Kettle to your wishlist.')).toBeInTheDocument();
  });

  it("toggles a logged-in customer's product from the keyboard", async () => {
    const server = fakeWishlistServer({ products });
    const { store } = setup();
    logIn(store);
    await ready(store);
    renderWithProviders(<WishlistHeart product={phone} />, { route: '/', store });
    screen.getByRole('button', { name: 'Save Galaxy Phone to wishlist' }).focus();
    await userEvent.keyboard('{Enter}');
    const saved = screen.getByRole('button', { name: 'Save Galaxy Phone to wishlist', pressed: true });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(server.saved).toEqual([1]));
    expect(saved).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Save Galaxy Phone to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(server.saved).toEqual([]));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('refuses presses while its change is on the way', async () => {
    const server = fakeWishlistServer({ products });
    const { store } = setup();
    logIn(store);
    await ready(store);
    renderWithProviders(<WishlistHeart product={phone} />, { store });
    server.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Save Galaxy Phone to wishlist' }));
    const busy = screen.getByRole('button', { name: 'Save Galaxy Phone to wishlist', pressed: true });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    act(() => server.release());
    await waitFor(() => expect(busy).not.toHaveAttribute('aria-disabled'));
    expect(server.calls.filter((c) => c.includes('/items/'))).toEqual(['PUT /wishlist/items/1']);
    expect(busy).toHaveAttribute('aria-pressed', 'true');
  });
});
