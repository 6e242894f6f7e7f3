import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@storefront/shared/api';
import { selectIsLoggedIn } from '@storefront/shared/session';
import { createStorefrontStore } from '@storefront/shared/store';
import { renderWithProviders } from '@storefront/shared/testing';
import { TEST_USER } from '../../test-utils/fixtures';
import { UserMenu } from './user-menu';

jest.mock('@storefront/shared/ui', () => ({
  ...jest.requireActual<typeof import('@storefront/shared/ui')>('@storefront/shared/ui'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

afterEach(() => jest.restoreAllMocks());

test('logged out: the menu offers Login and Register', async () => {
  renderWithProviders(<UserMenu />);
  const trigger = screen.getByRole('button', { name: 'Account' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
  expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
});

test('logged in: name, e-mail and the account links', async () => {
  renderWithProviders(<UserMenu />, { user: TEST_USER });
  await userEvent.click(screen.getByRole('button', { name: 'Account, Ayesha' }));
  expect(screen.getByText('Ayesha Khan')).toBeInTheDocument();
  expect(screen.getByText('ayesha@example.pk')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
  expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
  expect(screen.getByRole('link', { name: 'My Addresses' })).toHaveAttribute('href', '/account/addresses');
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
});

/** The router state the location probe shows (JSON). */
const stateOf = () =>
  JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null') as { from?: unknown } | null;

test('Login and Register remember the page the shopper was on, as the route guards do', async () => {
  renderWithProviders(<UserMenu />, { route: '/category/phones?page=2' });
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  await userEvent.click(screen.getByRole('link', { name: 'Login' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  expect(stateOf()?.from).toMatchObject({ pathname: '/category/phones', search: '?page=2' });
});

test('on an auth page, Login and Register keep the origin it came with, never the auth page itself', async () => {
  renderWithProviders(<UserMenu />, {
    route: '/auth/register',
    state: { from: { pathname: '/checkout', search: '' } },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  await userEvent.click(screen.getByRole('link', { name: 'Login' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  expect(stateOf()).toEqual({ from: { pathname: '/checkout', search: '' } });

  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  await userEvent.click(screen.getByRole('link', { name: 'Register' }));
  expect(stateOf()).toEqual({ from: { pathname: '/checkout', search: '' } });
});

test('on an auth page with no origin, Login carries none (login then goes to /account)', async () => {
  renderWithProviders(<UserMenu />, { route: '/auth/verify' });
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  await userEvent.click(screen.getByRole('link', { name: 'Login' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  expect(stateOf()).toBeNull();
});

test('a long first name is cut short on the button, but named in full there and in the open menu', async () => {
  const name = 'Sheikh-Muhammad-Zulfiqar-Ali Khan';
  renderWithProviders(<UserMenu />, { user: { ...TEST_USER, name } });
  const trigger = screen.getByRole('button', { name: 'Account, Sheikh-Muhammad-Zulfiqar-Ali' });
  // The element the CSS caps (max-width, ellipsis) holds just the visible first name.
  expect(within(trigger).getByText('Sheikh-Muhammad-Zulfiqar-Ali')).toHaveClass('firstName');
  await userEvent.click(trigger);
  expect(screen.getByText(name)).toBeInTheDocument();
});

test('Logout clears the session at once, goes to /auth/login and revokes the token in the background', async () => {
  // A server that never answers: nothing waits for it.
  const post = jest.spyOn(api, 'post').mockReturnValue(new Promise(() => undefined));
  // A store bound to the API, as the page's is: it revokes the tokens its session lets go of.
  const store = createStorefrontStore({ storage: null });
  const { store: rendered } = renderWithProviders(<UserMenu />, { route: '/account/orders', user: TEST_USER, store });
  await userEvent.click(screen.getByRole('button', { name: /account/i }));
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  expect(selectIsLoggedIn(rendered.getState())).toBe(false);
  expect(post).toHaveBeenCalledWith(
    '/auth/logout',
    undefined,
    expect.objectContaining({ headers: { Authorization: 'Bearer test-token' } }),
  );
});

test('Logout still logs out locally when the server call fails', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const post = jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
  const { store } = renderWithProviders(<UserMenu />, {
    user: TEST_USER,
    store: createStorefrontStore({ storage: null }),
  });
  await userEvent.click(screen.getByRole('button', { name: /account/i }));
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
  expect(selectIsLoggedIn(store.getState())).toBe(false);
  // The revoke was sent; its failure is nobody's business (the server ends it after an idle hour).
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

test('Escape closes the menu and returns focus to its button; an outside click closes it', async () => {
  renderWithProviders(
    <>
      <p>Outside</p>
      <UserMenu />
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Account' });
  await userEvent.click(trigger);
  await userEvent.keyboard('{Escape}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();
  await userEvent.click(trigger);
  await userEvent.click(screen.getByText('Outside'));
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('clicking a link in the menu closes it', async () => {
  renderWithProviders(<UserMenu />);
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  const panel = screen.getByRole('link', { name: 'Register' }).closest('div') as HTMLElement;
  await userEvent.click(within(panel).getByRole('link', { name: 'Register' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/register');
  expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
});

test('tabbing out of the menu closes it, and a later Escape leaves focus where it is', async () => {
  renderWithProviders(
    <>
      <UserMenu />
      <a href="#after">After</a>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Account' });
  await userEvent.click(trigger);
  await userEvent.tab(); // Login
  await userEvent.tab(); // Register
  await userEvent.tab(); // out of the menu
  expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(trigger);
  act(() => screen.getByRole('link', { name: 'After' }).focus());
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
});
