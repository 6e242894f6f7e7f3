import { screen } from '@testing-library/react';
import { Route, Routes } from '@storefront/shared/router';
import { renderWithProviders } from '@storefront/shared/testing';
import { TEST_USER } from '../test-utils/fixtures';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';

function Tree() {
  return (
    <Routes>
      <Route
        path="/checkout"
        element={
          <RequireAuth>
            <h1>Checkout</h1>
          </RequireAuth>
        }
      />
      <Route
        path="/auth/login"
        element={
          <GuestOnly>
            <h1>Login</h1>
          </GuestOnly>
        }
      />
      <Route path="/account" element={<h1>Account</h1>} />
      <Route path="/category/:cat" element={<h1>Category</h1>} />
    </Routes>
  );
}

test('a visitor is sent to /auth/login, remembering where they were going and that login was required', () => {
  renderWithProviders(<Tree />, { route: '/checkout?step=2' });
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  const probe = screen.getByTestId('location');
  expect(probe).toHaveTextContent('/auth/login');
  const state = JSON.parse(probe.getAttribute('data-state') ?? 'null') as {
    from?: unknown;
    loginRequired?: boolean;
  } | null;
  expect(state?.from).toMatchObject({ pathname: '/checkout', search: '?step=2' });
  expect(state?.loginRequired).toBe(true);
});

test('a logged-in customer passes the guard', () => {
  renderWithProviders(<Tree />, { route: '/checkout', user: TEST_USER });
  expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
});

test('a logged-in customer visiting login goes to /account', () => {
  renderWithProviders(<Tree />, { route: '/auth/login', user: TEST_USER });
  expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
});

test('a logged-in customer visiting login with a remembered origin goes back there', () => {
  renderWithProviders(<Tree />, {
    route: '/auth/login',
    state: { from: { pathname: '/category/phones', search: '?page=2' } },
    user: TEST_USER,
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/category/phones?page=2');
});
