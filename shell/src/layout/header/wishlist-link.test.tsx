import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedOut } from '@storefront/shared/session';
import { renderWithProviders } from '@storefront/shared/testing';
import { wishlistChangeStarted, wishlistLoaded } from '@storefront/shared/wishlist';
import { TEST_USER } from '../../test-utils/fixtures';
import { WishlistLink, wishlistLabel } from './wishlist-link';

test("the heart link names the customer's saved count and follows the wishlist", () => {
  const { store } = renderWithProviders(<WishlistLink />, { user: TEST_USER });
  expect(screen.getByRole('link', { name: 'Wishlist, 0 saved products' })).toHaveAttribute('href', '/account/wishlist');
  act(() => {
    store.dispatch(wishlistLoaded([3, 5]));
  });
  expect(screen.getByRole('link', { name: 'Wishlist, 2 saved products' })).toHaveTextContent('2');
  act(() => {
    store.dispatch(wishlistChangeStarted({ productId: 3, save: false }));
  });
  expect(screen.getByRole('link', { name: 'Wishlist, 1 saved product' })).toBeInTheDocument();
  act(() => {
    store.dispatch(loggedOut());
  });
  expect(screen.getByRole('link', { name: 'Wishlist, 0 saved products' })).toBeInTheDocument();
});

test('a visitor sees it too, and it leads to the wishlist (the guard asks them to log in)', async () => {
  renderWithProviders(<WishlistLink />, { route: '/product/steel-kettle' });
  await userEvent.click(screen.getByRole('link', { name: 'Wishlist, 0 saved products' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/account/wishlist');
});

test('wishlistLabel uses the singular for one product', () => {
  expect(wishlistLabel(1)).toBe('Wishlist, 1 saved product');
  expect(wishlistLabel(12)).toBe('Wishlist, 12 saved products');
});
