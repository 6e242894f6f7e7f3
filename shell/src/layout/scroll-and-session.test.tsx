import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from '@storefront/shared/router';
import { selectSession, selectSessionExpiry } from '@storefront/shared/session';
import { renderWithProviders } from '@storefront/shared/testing';
import { TEST_USER } from '../test-utils/fixtures';
import { ScrollToTop } from './scroll-to-top';
import { SessionRenewal } from './session-renewal';

function Nav() {
  return (
    <nav>
      <Link to="/about">About</Link>
      <Link to="/about?tab=2">Same path</Link>
      <Link to="/faq">FAQ</Link>
    </nav>
  );
}

afterEach(() => jest.restoreAllMocks());

test('each path change scrolls to the top; a query-only change does not', async () => {
  const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderWithProviders(
    <>
      <ScrollToTop />
      <Nav />
    </>,
    { route: '/' },
  );
  scroll.mockClear();
  await userEvent.click(screen.getByRole('link', { name: 'About' }));
  expect(scroll).toHaveBeenCalledTimes(1);
  expect(scroll).toHaveBeenCalledWith(0, 0);
  await userEvent.click(screen.getByRole('link', { name: 'Same path' }));
  expect(scroll).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(scroll).toHaveBeenCalledTimes(2);
});

test('each path change moves focus to the main region; the first load does not', async () => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderWithProviders(
    <>
      <ScrollToTop />
      <Nav />
      <main id="main-content" tabIndex={-1}>
        Page
      </main>
    </>,
    { route: '/' },
  );
  expect(document.body).toHaveFocus();
  await userEvent.click(screen.getByRole('link', { name: 'About' }));
  expect(screen.getByRole('main')).toHaveFocus();
  screen.getByRole('link', { name: 'Same path' }).focus();
  await userEvent.click(screen.getByRole('link', { name: 'Same path' }));
  expect(screen.getByRole('link', { name: 'Same path' })).toHaveFocus();
});

test('focus a page placed inside the main region itself stays there', async () => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderWithProviders(
    <>
      <ScrollToTop />
      <main id="main-content" tabIndex={-1}>
        <Nav />
      </main>
    </>,
    { route: '/' },
  );
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveFocus();
});

test('focus left inside the main region on the old page moves to main once that page unmounts (login → /account)', async () => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // The login page stays on screen while the next page loads, then goes: its focused button with it.
  function LoginThenAccount() {
    const navigate = useNavigate();
    const { pathname } = useLocation();
    const [loaded, setLoaded] = useState(false);
    useEffect(() => {
      if (pathname !== '/account') return undefined;
      const timer = setTimeout(() => setLoaded(true), 10);
      return () => clearTimeout(timer);
    }, [pathname]);
    return loaded ? (
      <h1>My Account</h1>
    ) : (
      <button type="button" onClick={() => void navigate('/account')}>
        Log In
      </button>
    );
  }
  renderWithProviders(
    <>
      <ScrollToTop />
      <main id="main-content" tabIndex={-1}>
        <LoginThenAccount />
      </main>
    </>,
    { route: '/auth/login' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(screen.getByRole('button', { name: 'Log In' })).toHaveFocus();
  await screen.findByRole('heading', { name: 'My Account' });
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
});

test('a route change while logged in renews the session expiry to one hour ahead', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  const { store } = renderWithProviders(
    <>
      <SessionRenewal />
      <Nav />
    </>,
    { route: '/', user: TEST_USER },
  );
  expect(selectSessionExpiry(store.getState())).toBe(1_000_000 + 3_600_000);

  now.mockReturnValue(2_000_000);
  await userEvent.click(screen.getByRole('link', { name: 'About' }));
  expect(selectSessionExpiry(store.getState())).toBe(2_000_000 + 3_600_000);
});

test('a route change after the expiry ends the session at once, not at the next 10-minute check', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  const { store } = renderWithProviders(
    <>
      <SessionRenewal />
      <Nav />
    </>,
    { route: '/', user: TEST_USER },
  );
  now.mockReturnValue(1_000_000 + 3_600_000);
  await userEvent.click(screen.getByRole('link', { name: 'About' }));
  expect(selectSession(store.getState())).toEqual({ token: null, user: null, expiry: null });
});

test('the first render does not renew (the start-up check decides first)', () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(5_000);
  const { store } = renderWithProviders(<SessionRenewal />, { route: '/', user: TEST_USER });
  const dispatch = jest.spyOn(store, 'dispatch');
  now.mockReturnValue(9_000_000);
  act(() => undefined);
  expect(dispatch).not.toHaveBeenCalled();
  expect(selectSessionExpiry(store.getState())).toBe(5_000 + 3_600_000);
});

test('a visitor route change dispatches nothing', async () => {
  const { store } = renderWithProviders(
    <>
      <SessionRenewal />
      <Nav />
    </>,
    { route: '/' },
  );
  const dispatch = jest.spyOn(store, 'dispatch');
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(dispatch).not.toHaveBeenCalled();
});
