import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn } from '@storefront/shared/session';
import { createStorefrontStore } from '@storefront/shared/store';
import { fakeWishlistServer, renderWithProviders } from '@storefront/shared/testing';
import { selectWishlistStatus } from '@storefront/shared/wishlist';
import { makeProduct } from '../../test-utils/fixtures';
import { ProductCard } from './product-card';

const fridge = makeProduct({ id: 12, slug: 'dawlance-fridge', name: 'Dawlance Fridge' });
const user = { id: 7, name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '03001234567', createdAt: '' };

test("a visitor's heart on a card asks them to log in, and does not open the product", async () => {
  fakeWishlistServer({ products: [fridge] });
  const store = createStorefrontStore({ storage: null });
  renderWithProviders(<ProductCard product={fridge} onAddToCart={() => {}} />, {
    route: '/category/appliances',
    store,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save Dawlance Fridge to wishlist', pressed: false }));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  expect(screen.getByTestId('location')).toHaveTextContent('/category/appliances');
});

test("a customer's heart on a card saves the product and shows it saved", async () => {
  const server = fakeWishlistServer({ products: [fridge] });
  const store = createStorefrontStore({ storage: null });
  store.dispatch(loggedIn({ token: 'token-a', user }));
  await waitFor(() => expect(selectWishlistStatus(store.getState())).toBe('ready'));
  renderWithProviders(<ProductCard product={fridge} onAddToCart={() => {}} />, { route: '/', store });
  await userEvent.click(screen.getByRole('button', { name: 'Save Dawlance Fridge to wishlist' }));
  expect(screen.getByRole('button', { name: 'Save Dawlance Fridge to wishlist', pressed: true })).toBeVisible();
  await waitFor(() => expect(server.saved).toEqual([12]));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
