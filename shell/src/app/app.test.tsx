import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Link } from '@storefront/shared/router';
import { setRuntimeConfig } from '@storefront/shared/config';
import { createStorefrontStore } from '@storefront/shared/store';
import { TEST_CONFIG } from '@storefront/shared/testing';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../layout/category-sidebar/api/get-all-categories', () => ({
  getAllCategories: jest.fn().mockResolvedValue([]),
}));

function HomePage() {
  return (
    <>
      <h1>Home page</h1>
      <Link to="/products/fresh-picks">View all fresh picks</Link>
    </>
  );
}

test('a link to a page whose code is still downloading shows the loading state at once, not the old page', async () => {
  setRuntimeConfig(TEST_CONFIG);
  let finishList: (mod: unknown) => void = () => {};
  let listLoad: Promise<unknown> = Promise.resolve();
  (loadRemote as jest.Mock).mockImplementation((id: string) => {
    if (id === 'catalog/HomePage') return Promise.resolve({ default: HomePage });
    if (id === 'catalog/AllProductsPage') {
      listLoad = new Promise((resolve) => {
        finishList = resolve;
      });
      return listLoad;
    }
    return Promise.resolve({ default: () => null });
  });
  window.history.replaceState(null, '', '/');
  render(<App store={createStorefrontStore({ storage: null, connectApi: false })} />);

  // Both pages are public catalog pages: the same section stays mounted and its Suspense boundary
  // has shown content before, which a transition would keep on screen.
  await userEvent.click(await screen.findByRole('link', { name: 'View all fresh picks' }));
  expect(window.location.pathname).toBe('/products/fresh-picks');
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');

  await act(async () => {
    finishList({ default: () => <h1>Fresh Picks</h1> });
    await listLoad;
  });
  expect(await screen.findByRole('heading', { name: 'Fresh Picks' })).toBeInTheDocument();
});
