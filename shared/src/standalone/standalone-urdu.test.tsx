// A remote's own host in Urdu: its bar, its sign-in, and the switch a remote's team checks pages with.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { itemAdded } from '@storefront/shared/cart';
import { i18n, LANGUAGE_COOKIE } from '@storefront/shared/i18n';
import { MemoryRouter } from '@storefront/shared/router';
import { StandaloneApp } from '@storefront/shared/standalone';
import { createStorefrontStore } from '@storefront/shared/store';
import { MemoryStorage } from '../test-support/memory-storage';

const routes = [{ path: '/account', element: <h1>Account page</h1>, handle: { label: 'Account' } }];

function renderApp(path = '/account', basket = 1) {
  const store = createStorefrontStore({ storage: new MemoryStorage(), connectApi: false });
  store.dispatch(
    itemAdded({ item: { id: 1, name: 'A', imgUrl: '', netPrice: 1, stock: 5, slug: 'a' }, quantity: basket }),
  );
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <StandaloneApp title="Account" routes={routes} />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

it('says its bar and development sign-in in Urdu, counting the basket', async () => {
  await act(() => i18n.changeLanguage('ur'));
  renderApp('/auth/login', 1);
  expect(screen.getByRole('navigation', { name: 'اس ایپ کے صفحات' })).toBeInTheDocument();
  expect(screen.getByText(/^ٹوکری/)).toHaveTextContent('ٹوکری 1 آئٹم');
  expect(screen.getByRole('link', { name: 'لاگ اِن' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'اس ایپ میں سائن اِن کریں' })).toBeInTheDocument();
  expect(screen.getByLabelText('ای میل')).toBeInTheDocument();
  expect(screen.getByLabelText('پاس ورڈ')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'سائن اِن کریں' })).toBeInTheDocument();
});

it('says a path it does not serve in Urdu', async () => {
  await act(() => i18n.changeLanguage('ur'));
  renderApp('/checkout');
  expect(
    screen.getByText('اس ایپ میں /checkout پر کچھ نہیں ہے: اسٹور فرنٹ میں یہ صفحہ کوئی اور ایپ دکھاتی ہے۔'),
  ).toBeInTheDocument();
});

it('switches the language: the page, the cookie and <html lang dir> follow', async () => {
  renderApp('/account', 2);
  expect(screen.getByText(/^Basket/)).toHaveTextContent('Basket 2 items');
  const group = screen.getByRole('group', { name: 'Language' });
  expect(group).toContainElement(screen.getByRole('button', { name: 'English', pressed: true }));
  await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
  expect(screen.getByRole('button', { name: 'اردو', pressed: true })).toBeInTheDocument();
  expect(screen.getByText(/^ٹوکری/)).toHaveTextContent('ٹوکری 2 آئٹمز');
  expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ur`);
  expect(document.documentElement.dir).toBe('rtl');
});
