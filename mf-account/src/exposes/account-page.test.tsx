import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUserDetails } from '../features/profile/api/customer-api';
import { fetchAddress, fetchStates } from '../features/addresses/api/address-api';
import { fetchOrders } from '../features/orders/api/orders-api';
import { httpError } from '../test-utils/api-errors';
import { demoUser } from '../test-utils/fixtures';
import { renderWithProviders } from '@storefront/shared/testing';
import AccountPage from './account-page';

jest.mock('../features/profile/api/customer-api');
jest.mock('../features/addresses/api/address-api');
jest.mock('../features/orders/api/orders-api');

const mockedFetchUser = jest.mocked(fetchUserDetails);

beforeEach(() => {
  jest.resetAllMocks();
  mockedFetchUser.mockResolvedValue(demoUser);
  jest.mocked(fetchAddress).mockResolvedValue(null);
  jest.mocked(fetchStates).mockResolvedValue([]);
  jest.mocked(fetchOrders).mockResolvedValue([]);
});

describe('AccountPage', () => {
  it('shows the header with name, e-mail and member-since date of the session user', async () => {
    renderWithProviders(<AccountPage />, { route: '/account', user: demoUser });
    const header = await screen.findByRole('region', { name: 'Your profile' });
    expect(within(header).getByText('Ayesha Khan')).toBeInTheDocument();
    expect(within(header).getByText('ayesha@example.pk')).toBeInTheDocument();
    expect(within(header).getByText('Member since 15 March 2024')).toBeInTheDocument();
    expect(mockedFetchUser).toHaveBeenCalledWith(7, expect.any(AbortSignal));
  });

  it("says 'User not found' when the API answers 404", async () => {
    mockedFetchUser.mockRejectedValue(
      httpError(404, { success: false, mess: 'Customer not found', message: 'Customer not found' }),
    );
    renderWithProviders(<AccountPage />, { route: '/account', user: demoUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
    expect(screen.queryByRole('navigation', { name: 'Account sections' })).not.toBeInTheDocument();
  });

  it("says 'User not found' when the API answers without a user", async () => {
    mockedFetchUser.mockResolvedValue(null as never);
    renderWithProviders(<AccountPage />, { route: '/account', user: demoUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  it('offers a retry when loading fails for another reason', async () => {
    mockedFetchUser.mockRejectedValueOnce(
      httpError(500, { success: false, mess: 'Database down', message: 'Database down' }),
    );
    renderWithProviders(<AccountPage />, { route: '/account', user: demoUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    // The button gives way to a spinner: focus waits on the page's heading, not the page body.
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toHaveFocus();
    expect(await screen.findByRole('region', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.queryByText('User not found')).not.toBeInTheDocument();
  });

  it('a tab whose content failed to load keeps focus on its heading through Try again', async () => {
    jest.mocked(fetchOrders).mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce([]);
    renderWithProviders(<AccountPage />, { route: '/account/orders', user: demoUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 2, name: 'My Orders' })).toHaveFocus();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it.each([
    ['/account', 'Account Details'],
    ['/account/addresses', 'My Addresses'],
    ['/account/orders', 'My Orders'],
  ])('on %s the %s tab is current and titles the page', async (route, label) => {
    renderWithProviders(<AccountPage />, { route, user: demoUser });
    const nav = await screen.findByRole('navigation', { name: 'Account sections' });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current')),
    ).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: label })).toBeInTheDocument();
    expect(document.title).toBe(`${label} | Storefront`);
  });

  it('follows a tab link with the keyboard and moves focus to the new panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />, { route: '/account', user: demoUser });
    const link = await screen.findByRole('link', { name: 'My Orders' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/account/orders');
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My Orders' })).toHaveFocus();
  });

  it('asks a logged-out visitor to log in instead of calling the API', () => {
    renderWithProviders(<AccountPage />, { route: '/account' });
    const link = screen.getByRole('link', { name: 'log in' });
    expect(link).toHaveAttribute('href', '/auth/login');
    // One sentence in one paragraph, not three stacked pieces.
    expect(link.closest('p')).toHaveTextContent(/^Please log in to see your account\.$/);
    expect(mockedFetchUser).not.toHaveBeenCalled();
  });
});
