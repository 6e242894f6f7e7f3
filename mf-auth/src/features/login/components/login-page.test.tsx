import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { createStorefrontStore } from '@storefront/shared/store';
import { loggedIn, selectIsLoggedIn, selectUser } from '@storefront/shared/session';
import { apiError, networkError } from '../../../test-utils/api-error';
import { renderWithProviders } from '@storefront/shared/testing';
import { login } from '../api/login-api';
import LoginPage from './login-page';

jest.mock('../api/login-api');
const loginMock = jest.mocked(login);

const user = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function fillAndSubmit(email = 'ayesha@example.pk', password = 'secret12') {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    loginMock.mockReset();
  });

  it('has a title, the auth links and sets the document title', () => {
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/auth/reset-password');
    expect(screen.getByRole('link', { name: 'New User? Register' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Verify Email' })).toHaveAttribute('href', '/auth/verify');
    expect(document.title).toBe('Login | Storefront');
  });

  it('requires e-mail and password, without calling the server', async () => {
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('shows no error when a field is only visited, so nothing moves under the next click', async () => {
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/reset-password'));
  });

  it('moves focus to the first invalid field after a failed submit', async () => {
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Email'), 'ayesha@example.pk');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('stores the session, says so and returns to the page the shopper came from', async () => {
    // The spec's own success text, whatever the server's wording.
    loginMock.mockResolvedValue({ data: { token: 'tok-123', user }, mess: 'Welcome back' });
    // A store that saves the session in localStorage, as the page's does.
    const { store } = renderWithProviders(<LoginPage />, {
      path: '/auth/login',
      state: { from: { pathname: '/checkout', search: '?coupon=eid' } },
      store: createStorefrontStore(),
    });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?coupon=eid'));
    expect(loginMock).toHaveBeenCalledWith({ email: 'ayesha@example.pk', password: 'secret12' });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectUser(store.getState())).toEqual(user);
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBe('tok-123'));
    expect(JSON.parse(localStorage.getItem('auth_user') ?? 'null')).toEqual(user);
    expect(Number(localStorage.getItem('auth_expiry'))).toBeGreaterThan(Date.now());
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
  });

  it('says why the shopper is here when a protected page sent them, and only then', () => {
    const { unmount } = renderWithProviders(<LoginPage />, {
      path: '/auth/login',
      state: { from: { pathname: '/checkout' }, loginRequired: true },
    });
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<LoginPage />, { path: '/auth/login', state: { from: { pathname: '/category/phones' } } });
    expect(screen.queryByText('Please log in to continue.')).not.toBeInTheDocument();
  });

  it('goes to /account when there is no page to return to', async () => {
    loginMock.mockResolvedValue({ data: { token: 'tok-123', user } });
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it("shows the server's message when login fails and stays on the page", async () => {
    loginMock.mockRejectedValue(apiError(401, 'Incorrect password. Please try again.'));
    const { store } = renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/login$/);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(screen.getByLabelText('Email')).toHaveValue('ayesha@example.pk');
  });

  it("shows 'Invalid email or password' when the server gave no message", async () => {
    loginMock.mockRejectedValue(networkError());
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('says the shop took too long, not that the password is wrong, when the call timed out', async () => {
    loginMock.mockRejectedValue(new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED'));
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The shop took too long to answer. Please try again in a moment.',
    );
  });

  it('keeps a refused login on the page, describing both inputs, until the next try', async () => {
    loginMock.mockRejectedValueOnce(apiError(401, 'Invalid email or password'));
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await fillAndSubmit();
    // Announced once, by the notification (which goes after 5 s); the page keeps it, not as a second alert.
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email or password'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Invalid email or password');
    const notice = screen.getByText('Invalid email or password', { selector: 'p' });
    expect(notice).not.toHaveAttribute('role');

    // The next try starts clean: an empty password is its own error, focused, with no stale mark on the e-mail.
    await userEvent.clear(password);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password', { selector: 'p' })).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('keeps focus on the Login button pressed from the keyboard, while busy and when the login is refused', async () => {
    let refuse: (e: unknown) => void = () => undefined;
    loginMock.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)) as never);
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'ayesha@example.pk');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    const button = screen.getByRole('button', { name: 'Login' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    // Busy, but not disabled: a disabled button drops focus to the page body.
    expect(await screen.findByRole('button', { name: 'Logging in…' })).not.toBeDisabled();
    expect(button).toHaveFocus();
    refuse(apiError(401, 'Invalid email or password'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(button).toHaveFocus();
  });

  it('puts server field errors on their inputs', async () => {
    loginMock.mockRejectedValue(apiError(400, 'Email is invalid', { email: 'Email is invalid' }));
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid'));
  });

  it('offers the Verify Email link when the account is not verified yet', async () => {
    loginMock.mockRejectedValue(apiError(403, 'Please verify your email before logging in.'));
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await fillAndSubmit();
    const notice = await screen.findByText(
      (_, el) => el?.tagName === 'P' && /before logging in/.test(el.textContent ?? ''),
    );
    const link = notice.querySelector('a');
    expect(link).toHaveTextContent('Verify Email');
    await userEvent.click(link!);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/auth/verify email=ayesha@example.pk'),
    );
  });

  it('offers the Verify Email link by the refusal’s reason, whatever language its words are in', async () => {
    const refusal = apiError(403, 'لاگ اِن سے پہلے براہ کرم اپنی ای میل کی تصدیق کریں۔');
    (refusal.response!.data as Record<string, unknown>).reason = 'email-not-verified';
    loginMock.mockRejectedValue(refusal);
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await fillAndSubmit();
    // The page's own link, and the one in the refusal's notice.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Verify Email' })).toHaveLength(2));
  });

  describe('keeps the page the shopper came from on the way through the other auth pages', () => {
    const from = { pathname: '/checkout', search: '?coupon=eid' };

    it.each([
      ['New User? Register', '/auth/register from=/checkout?coupon=eid'],
      ['Verify Email', '/auth/verify from=/checkout?coupon=eid'],
      ['Forgot Password?', '/auth/reset-password from=/checkout?coupon=eid'],
    ])('%s', async (name, where) => {
      renderWithProviders(<LoginPage />, { path: '/auth/login', state: { from } });
      await userEvent.click(screen.getByRole('link', { name }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(where));
    });

    it('and the Verify Email link of an unverified account', async () => {
      loginMock.mockRejectedValue(apiError(403, 'Please verify your email before logging in.'));
      renderWithProviders(<LoginPage />, { path: '/auth/login', state: { from } });
      await fillAndSubmit();
      const notice = await screen.findByText(
        (_, el) => el?.tagName === 'P' && /before logging in/.test(el.textContent ?? ''),
      );
      await userEvent.click(within(notice).getByRole('link', { name: 'Verify Email' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          '/auth/verify email=ayesha@example.pk from=/checkout?coupon=eid',
        ),
      );
    });
  });

  it('marks the button busy while the request runs', async () => {
    let finish: (v: unknown) => void = () => undefined;
    loginMock.mockReturnValue(new Promise((resolve) => (finish = resolve)) as never);
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(loginMock).toHaveBeenCalledTimes(1);
    finish({ data: { token: 't', user } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
  });

  it('prefills the e-mail handed over by another auth screen', () => {
    renderWithProviders(<LoginPage />, { path: '/auth/login', state: { email: 'new@example.pk' } });
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.pk');
  });

  it('sends a logged-in shopper away: to where they came from, else /account', async () => {
    const store = createStorefrontStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    renderWithProviders(<LoginPage />, {
      path: '/auth/login',
      store,
      state: { from: { pathname: '/account/orders', search: '' } },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/orders'));
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('sends a logged-in shopper on /auth to /account', async () => {
    const store = createStorefrontStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    renderWithProviders(<LoginPage />, { path: '/auth', store });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
  });
});
