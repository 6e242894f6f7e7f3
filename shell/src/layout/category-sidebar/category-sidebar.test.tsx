import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { notifyApiError } from '@storefront/shared/api';
import { ServerDataProvider } from '@storefront/shared/ssr';
import type { Category } from '@storefront/shared/types';
import { renderWithProviders } from '@storefront/shared/testing';
import { AppLayout } from '../app-layout';
import { getAllCategories } from './api/get-all-categories';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('./api/get-all-categories', () => ({ getAllCategories: jest.fn() }));
jest.mock('@storefront/shared/api', () => ({
  ...jest.requireActual<typeof import('@storefront/shared/api')>('@storefront/shared/api'),
  notifyApiError: jest.fn(),
}));

const fetchCategories = getAllCategories as jest.Mock;
const categories: Category[] = [
  {
    name: 'Electronics',
    slug: 'Electronics',
    subCategories: [
      {
        name: 'Mobile Phones',
        slug: 'Mobile Phones',
        childCategories: [
          { name: 'Smart Phones', slug: 'Smart Phones' },
          { name: 'Feature Phones', slug: 'feature-phones' },
        ],
      },
      { name: 'Laptops', slug: 'laptops', childCategories: [] },
    ],
  },
  { name: 'Home & Kitchen', slug: 'home-kitchen', subCategories: [] },
];

beforeEach(() => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => <input aria-label="Search products" /> });
  fetchCategories.mockReset().mockResolvedValue(categories);
  (notifyApiError as jest.Mock).mockClear();
});

function renderLayout(route = '/') {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<h1>Page</h1>} />
      </Route>
    </Routes>,
    { route },
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Shop by category' });

async function openSidebar() {
  await userEvent.click(menuButton());
  return screen.findByRole('dialog', { name: 'Shop By Category' });
}

test('opens as a dialog, fetches the categories once and moves focus inside', async () => {
  renderLayout();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(fetchCategories).not.toHaveBeenCalled();
  const dialog = await openSidebar();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  expect(await within(dialog).findByRole('link', { name: 'Electronics' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Close categories' })).toHaveFocus();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close categories' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menuButton()).toHaveFocus();
  await openSidebar();
  expect(fetchCategories).toHaveBeenCalledTimes(1);
});

test('expands category → sub-category → child, with slugs lower-cased and hyphenated', async () => {
  renderLayout();
  const dialog = await openSidebar();
  const catToggle = await within(dialog).findByRole('button', { name: 'Electronics sub-categories' });
  expect(catToggle).toHaveAttribute('aria-expanded', 'false');
  expect(within(dialog).queryByRole('link', { name: 'Mobile Phones' })).not.toBeInTheDocument();

  await userEvent.click(catToggle);
  expect(catToggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(dialog).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/electronics');
  expect(within(dialog).getByRole('link', { name: 'Mobile Phones' })).toHaveAttribute(
    'href',
    '/category/electronics/mobile-phones',
  );
  // No toggle where there is nothing to expand.
  expect(within(dialog).queryByRole('button', { name: 'Laptops sub-categories' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Home & Kitchen sub-categories' })).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Mobile Phones sub-categories' }));
  expect(within(dialog).getByRole('link', { name: 'Smart Phones' })).toHaveAttribute(
    'href',
    '/category/electronics/mobile-phones/smart-phones',
  );

  await userEvent.click(catToggle);
  expect(within(dialog).queryByRole('link', { name: 'Smart Phones' })).not.toBeInTheDocument();
});

test('a link click navigates and closes the sidebar; expanded rows are remembered', async () => {
  renderLayout();
  let dialog = await openSidebar();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Electronics sub-categories' }));
  await userEvent.click(within(dialog).getByRole('link', { name: 'Mobile Phones' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/category/electronics/mobile-phones');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  dialog = await openSidebar();
  expect(within(dialog).getByRole('button', { name: 'Electronics sub-categories' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('Escape and the overlay close it', async () => {
  renderLayout();
  await openSidebar();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menuButton()).toHaveFocus();

  await openSidebar();
  await userEvent.click(screen.getByTestId('category-overlay'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('asks for the tree only when the sidebar first opens, and keeps it after closing', async () => {
  renderLayout();
  expect(fetchCategories).not.toHaveBeenCalled();
  await openSidebar();
  await userEvent.keyboard('{Escape}');
  const dialog = await openSidebar();
  expect(within(dialog).getByRole('link', { name: 'Electronics' })).toBeInTheDocument();
  expect(fetchCategories).toHaveBeenCalledTimes(1);
});

test('a server-rendered page shows the tree it came with, without asking the API', async () => {
  renderWithProviders(
    <ServerDataProvider
      value={{ entries: new Map([['shell:categories', { ok: true, value: categories }]]), origin: 'https://shop.pk' }}
    >
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<h1>Page</h1>} />
        </Route>
      </Routes>
    </ServerDataProvider>,
  );
  const dialog = await openSidebar();
  expect(within(dialog).getByRole('link', { name: 'Home & Kitchen' })).toBeInTheDocument();
  expect(fetchCategories).not.toHaveBeenCalled();
});

test('a failed fetch is reported and can be retried', async () => {
  const failure = new Error('Network Error');
  fetchCategories.mockRejectedValueOnce(failure);
  renderLayout();
  const dialog = await openSidebar();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Categories could not be loaded.');
  expect(notifyApiError).toHaveBeenCalledWith(failure);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByRole('link', { name: 'Electronics' })).toBeInTheDocument();
  expect(fetchCategories).toHaveBeenCalledTimes(2);
});

test('Tab stays inside the open sidebar', async () => {
  renderLayout();
  const dialog = await openSidebar();
  await within(dialog).findByRole('link', { name: 'Home & Kitchen' });
  const close = within(dialog).getByRole('button', { name: 'Close categories' });
  await userEvent.tab({ shift: true });
  expect(within(dialog).getByRole('link', { name: 'Home & Kitchen' })).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
});
