import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@storefront/shared/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@storefront/shared/testing';
import { AppLayout } from './app-layout';
import { NOTICE_TEXT } from './notice-bar/notice-bar';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('./category-sidebar/api/get-all-categories', () => ({ getAllCategories: jest.fn().mockResolvedValue([]) }));

function renderLayout(route = '/') {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          path="*"
          element={
            <>
              <h1>Page body</h1>
              <Link to="/about">Elsewhere</Link>
            </>
          }
        />
      </Route>
    </Routes>,
    { route },
  );
}

afterEach(() => jest.restoreAllMocks());

// The search box module is a page-wide singleton: this test runs first, before it has loaded once.
test('with the search remote down, the rest of the header and the page keep working', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  (loadRemote as jest.Mock).mockRejectedValue(new Error('ERR_CONNECTION_REFUSED'));
  renderLayout('/faq');
  expect(await screen.findByText('Search is not available right now.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page body' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Basket, 0 items' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Shop by category' }));
  expect(await screen.findByRole('dialog', { name: 'Shop By Category' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');

  // Back up: the header's own Retry fetches the search box again.
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => <input aria-label="Search for products" /> });
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Retry search' }));
  expect(await screen.findByLabelText('Search for products')).toBeInTheDocument();
});

test('header, notice, footer and page all render; the search slot loads the catalog search box', async () => {
  (loadRemote as jest.Mock).mockResolvedValueOnce({ default: () => <input aria-label="Search for products" /> });
  renderLayout();
  expect(await screen.findByLabelText('Search for products')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('catalog/SearchBox');
  expect(screen.getByText(NOTICE_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Storefront home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('heading', { name: 'Page body' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page body' }));

  // The category button comes first among the header buttons (keyboard order).
  const header = screen.getByRole('banner');
  expect(within(header).getAllByRole('button')[0]).toHaveAccessibleName('Shop by category');
});

test('the narrow-screen search toggle reveals the search slot', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => <input aria-label="Search for products" /> });
  renderLayout();
  const toggle = screen.getByRole('button', { name: 'Search products' });
  const slot = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(slot).toContainElement(await screen.findByLabelText('Search for products'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(slot.className).not.toMatch(/searchOpen/);
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(slot.className).toMatch(/searchOpen/);
  expect(screen.getByLabelText('Search for products')).toHaveFocus();
  // Typing in it keeps it open; a tap elsewhere on the page closes it.
  await userEvent.click(screen.getByLabelText('Search for products'));
  expect(slot.className).toMatch(/searchOpen/);
  await userEvent.click(screen.getByRole('heading', { name: 'Page body' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(slot.className).not.toMatch(/searchOpen/);
  // The toggle itself still opens and closes it.
  await userEvent.click(toggle);
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the category sidebar closes when the path changes by other means than its links (Back, Forward)', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => <input aria-label="Search for products" /> });
  renderLayout('/faq');
  await userEvent.click(screen.getByRole('button', { name: 'Shop by category' }));
  expect(await screen.findByRole('dialog', { name: 'Shop By Category' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(screen.queryByRole('dialog', { name: 'Shop By Category' })).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});
