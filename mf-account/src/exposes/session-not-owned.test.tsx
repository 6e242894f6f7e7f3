import { screen } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import type { ReactNode } from 'react';
import { api, SERVER_MESSAGE_TITLE } from '@storefront/shared/api';
import { Navigate, useLocation } from '@storefront/shared/router';
import { redirectTarget, selectIsLoggedIn, SESSION_NOT_OWNED_MESSAGE } from '@storefront/shared/session';
import { createStorefrontStore, useAppSelector } from '@storefront/shared/store';
import { renderWithProviders } from '@storefront/shared/testing';
import { httpError } from '../test-utils/api-errors';
import { demoUser } from '../test-utils/fixtures';
import AccountPage from './account-page';

/** As the shell's auth guard does: a visitor goes to /auth/login, remembering the page. */
function RequireLogin({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  return isLoggedIn ? children : <Navigate to="/auth/login" replace state={{ from: location }} />;
}

function LoginPage() {
  return <p>Login page, then back to {redirectTarget(useLocation().state)}</p>;
}

/** A saved session whose auth_user was edited to another customer's id (the token is still valid). */
function renderTampered(route: string) {
  const store = createStorefrontStore({
    storage: null,
    preloadedState: {
      session: { token: 'valid-token', user: { ...demoUser, id: 99 }, expiry: Date.now() + 3_600_000 },
    },
  });
  renderWithProviders(
    <RequireLogin>
      <AccountPage />
    </RequireLogin>,
    { path: '/account/*', route, routes: { '/auth/login': <LoginPage /> }, store },
  );
  return store;
}

const notYours = httpError(403, {
  success: false,
  mess: 'You can only access your own account',
  message: 'You can only access your own account',
});

afterEach(() => jest.restoreAllMocks());

describe('a session whose saved user is not the token owner', () => {
  it.each(['/account', '/account/orders'])(
    'on %s: ends the session, says so and sends the shopper to log in',
    async (route) => {
      const get = jest.spyOn(api, 'get').mockRejectedValue(notYours);
      const store = renderTampered(route);

      expect(await screen.findByText(`Login page, then back to ${route}`)).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith('/customer/getUserDetailsByid/99', expect.anything());
      expect(selectIsLoggedIn(store.getState())).toBe(false);
      expect(await screen.findByText(SESSION_NOT_OWNED_MESSAGE)).toBeInTheDocument();
      // Told once, in its own words: not as a server message, and no retry that could never succeed.
      expect(screen.queryByText(SERVER_MESSAGE_TITLE)).not.toBeInTheDocument();
      expect(screen.queryByText('We could not load your account.')).not.toBeInTheDocument();
    },
  );

  it('when the account loads but the orders are refused, ends the session all the same', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation((url: string) =>
        url.startsWith('/customer/getUserDetailsByid/')
          ? Promise.resolve({ data: { success: true, data: { ...demoUser, id: 99 } } } as AxiosResponse)
          : Promise.reject(notYours),
      );
    const store = renderTampered('/account/orders');
    expect(await screen.findByText('Login page, then back to /account/orders')).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(screen.queryByText('We could not load your orders.')).not.toBeInTheDocument();
  });

  it('any other failure keeps the session and offers a retry', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(httpError(500, { success: false, mess: 'Database down' }));
    const store = renderTampered('/account');
    expect(await screen.findByText('We could not load your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});
