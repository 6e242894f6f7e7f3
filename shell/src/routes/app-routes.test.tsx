import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_FALLBACK_TEXT } from '../remotes/remote-fallback';
import { renderWithProviders } from '@storefront/shared/testing';
import { TEST_USER } from '../test-utils/fixtures';
import { AppRoutes } from './app-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../layout/category-sidebar/api/get-all-categories', () => ({
  getAllCategories: jest.fn().mockResolvedValue([]),
}));
// The FAQ page's chunk: its first download fails (offline, or a stale chunk after a deploy).
let mockFaqDownloads = 0;
jest.mock('../pages/faq/faq-page', () => {
  mockFaqDownloads += 1;
  if (mockFaqDownloads === 1) throw Object.assign(new Error('Loading chunk faq failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual<typeof import('../pages/faq/faq-page')>('../pages/faq/faq-page');
});

const load = loadRemote as jest.Mock;
// Each remote module renders its own id, so the test can see which one the route chose.
load.mockImplementation((id: string) => Promise.resolve({ default: () => <h1>{`remote ${id}`}</h1> }));
const requested = () => load.mock.calls.map(([id]) => id as string);

test('the home page fetches only the catalog (page + search box), never checkout, account or auth', async () => {
  renderWithProviders(<AppRoutes />, { route: '/' });
  expect(await screen.findByRole('heading', { name: 'remote catalog/HomePage' })).toBeInTheDocument();
  expect(requested().sort()).toEqual(['catalog/HomePage', 'catalog/SearchBox']);
});

test('a visitor opening /checkout lands on the login page with the origin remembered; checkout is not fetched', async () => {
  renderWithProviders(<AppRoutes />, { route: '/checkout' });
  expect(await screen.findByRole('heading', { name: 'remote auth/LoginPage' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  const state = JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? '{}') as {
    from?: { pathname?: string };
  };
  expect(state.from?.pathname).toBe('/checkout');
  expect(requested()).not.toContain('checkout/CheckoutPage');
});

test('a logged-in customer gets the account remote on every account tab', async () => {
  renderWithProviders(<AppRoutes />, { route: '/account/orders', user: TEST_USER });
  expect(await screen.findByRole('heading', { name: 'remote account/AccountPage' })).toBeInTheDocument();
});

test('static pages come from the shell itself', async () => {
  renderWithProviders(<AppRoutes />, { route: '/shipping' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Shipping & Returns' })).toBeInTheDocument();
  expect(requested().some((id) => id.endsWith('ShippingPage'))).toBe(false);
});

test('an unknown path shows the 404 page inside the normal layout', async () => {
  renderWithProviders(<AppRoutes />, { route: '/definitely/not/here' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('a static page whose chunk fails shows the fallback in the main area; the rest keeps working and Retry loads it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<AppRoutes />, { route: '/faq' });
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('alert')).toHaveTextContent(REMOTE_FALLBACK_TEXT);
  expect(within(main).getByText('Please check your connection and try again.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Basket, 0 items' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Shop by category' }));
  expect(await screen.findByRole('dialog', { name: 'Shop By Category' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');

  await userEvent.click(within(main).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  expect(screen.queryByText(REMOTE_FALLBACK_TEXT)).not.toBeInTheDocument();
  expect(mockFaqDownloads).toBe(2);
  (console.error as jest.Mock).mockRestore();
});
