import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@storefront/shared/router';
import { mountStandalone, navigableRoutes, StandaloneApp } from '@storefront/shared/standalone';
import { createStorefrontStore } from '@storefront/shared/store';
import { itemAdded } from '@storefront/shared/cart';
import { loggedIn, selectSession } from '@storefront/shared/session';
import { api } from '@storefront/shared/api';
import { MemoryStorage } from '../test-support/memory-storage';

const routes = [
  { path: '/', element: <h1>Home page</h1>, handle: { label: 'Home' } },
  { path: '/basket', element: <h1>Basket page</h1> },
  { path: '/product/:productId', element: <h1>Product page</h1> },
  { path: '*', element: <h1>Not here</h1> },
];

it('lists only routes without parameters', () => {
  expect(navigableRoutes(routes)).toEqual([
    { path: '/', label: 'Home' },
    { path: '/basket', label: '/basket' },
  ]);
});

describe('StandaloneApp', () => {
  const user = { id: 1, name: 'Sana', email: 's@example.pk', phone: '03001234567', createdAt: '' };

  it('shows the title, route links, basket count and login state', () => {
    const store = createStorefrontStore({ storage: new MemoryStorage(), connectApi: false });
    store.dispatch(
      itemAdded({ item: { id: 1, name: 'A', imgUrl: '', netPrice: 1, stock: 5, slug: 'a' }, quantity: 3 }),
    );
    render(
      <Provider store={store}>
        <MemoryRouter>
          <StandaloneApp title="Catalog" routes={routes} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('link', { name: 'Catalog' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of this app' })).toHaveTextContent('Home');
    expect(screen.getByRole('link', { name: /Basket 3 items/ })).toHaveAttribute('href', '/basket');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('renews the session on route change and logs out', async () => {
    jest.useFakeTimers({ now: 1_000_000, advanceTimers: true });
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    store.dispatch(loggedIn({ token: 't', user }));
    api.defaults.adapter = (config) =>
      Promise.resolve({
        status: 200,
        statusText: 'OK',
        data: { success: true, data: null },
        headers: {},
        config,
      });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <StandaloneApp title="Catalog" routes={routes} />
        </MemoryRouter>
      </Provider>,
    );
    jest.setSystemTime(2_000_000);
    await userEvent.click(screen.getByRole('link', { name: /Basket/ }));
    expect(screen.getByRole('heading', { name: 'Basket page' })).toBeInTheDocument();
    // The clock keeps ticking in this test, so allow a little slack past the renewal instant.
    const expiry = selectSession(store.getState()).expiry ?? 0;
    expect(expiry).toBeGreaterThanOrEqual(2_000_000 + 3_600_000);
    expect(expiry).toBeLessThan(2_000_000 + 3_600_000 + 5_000);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    jest.useRealTimers();
  });
});

describe('StandaloneApp without a login page or basket of its own', () => {
  const accountRoutes = [{ path: '/account', element: <h1>Account page</h1>, handle: { label: 'Account' } }];
  const user = { id: 1, name: 'Sana', email: 's@example.pk', phone: '03001234567', createdAt: '' };

  it('offers a development sign-in that logs in and returns to the page the shopper came from', async () => {
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    const sent: unknown[] = [];
    api.defaults.adapter = (config) => {
      sent.push(JSON.parse(String(config.data)));
      return Promise.resolve({
        status: 200,
        statusText: 'OK',
        data: { success: true, data: { token: 'tok', user } },
        headers: {},
        config,
      });
    };
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/account']}>
          <StandaloneApp title="Account" routes={accountRoutes} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByText(/^Basket/)).not.toHaveAttribute('href');
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    await userEvent.type(screen.getByLabelText('Email'), 's@example.pk');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(sent).toEqual([{ email: 's@example.pk', password: 'Secret@123' }]);
    expect(selectSession(store.getState()).token).toBe('tok');
  });

  it('shows the server message when sign-in fails', async () => {
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    api.defaults.adapter = async (config) =>
      Promise.reject(
        Object.assign(new Error('Request failed with status code 401'), {
          isAxiosError: true,
          config,
          response: {
            status: 401,
            statusText: 'Unauthorized',
            data: { success: false, mess: 'Invalid email or password', message: 'Invalid email or password' },
            headers: {},
            config,
          },
        }),
      );
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/auth/login']}>
          <StandaloneApp title="Account" routes={accountRoutes} />
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 's@example.pk');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    // The title goes to the app's first page when it has no '/'.
    expect(screen.getAllByRole('link', { name: 'Account' })[0]).toHaveAttribute('href', '/account');
  });
});

describe('mountStandalone', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });

  it('renders the routes once the runtime config is loaded', async () => {
    (globalThis as { fetch: unknown }).fetch = jest.fn(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () =>
          Promise.resolve({ apiRoot: '/api/api', remotes: {}, support: { email: 'e', phone: 'p', address: 'a' } }),
      }),
    );
    await act(() => mountStandalone({ title: 'Catalog (standalone)', routes }));
    expect(document.title).toBe('Catalog (standalone)');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.defaults.baseURL).toBe('/api/api');
  });

  it('explains a config failure instead of a blank page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    (globalThis as { fetch: unknown }).fetch = jest.fn(() => Promise.resolve({ ok: false, status: 503 }));
    await act(() => mountStandalone({ title: 'Catalog', routes }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This app could not start: Runtime config at /runtime-config.json answered HTTP 503',
    );
    error.mockRestore();
  });
});
