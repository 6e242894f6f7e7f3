import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { itemAdded } from '@storefront/shared/cart';
import { i18n } from '@storefront/shared/i18n';
import { Route, Routes } from '@storefront/shared/router';
import { renderWithProviders, TEST_CONFIG } from '@storefront/shared/testing';
import type { Category } from '@storefront/shared/types';
import { TEST_USER } from '../test-utils/fixtures';
import { AppLayout } from './app-layout';
import { basketLabel } from './header/basket-link';
import { wishlistLabel } from './header/wishlist-link';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('./category-sidebar/api/get-all-categories', () => ({
  getAllCategories: jest.fn().mockResolvedValue([
    {
      name: 'Electronics',
      slug: 'electronics',
      subCategories: [{ name: 'Laptops', slug: 'laptops', childCategories: [] }],
    },
  ] satisfies Category[]),
}));

beforeEach(async () => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => <input aria-label="Search for products" /> });
  await act(() => i18n.changeLanguage('ur'));
});

afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

function renderLayout(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<h1>Page</h1>} />
      </Route>
    </Routes>,
    options,
  );
}

test('the skip link, notice bar and header speak Urdu', async () => {
  const { store } = renderLayout();
  expect(await screen.findByLabelText('Search for products')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'مرکزی مواد پر جائیں' })).toHaveAttribute('href', '#main-content');
  expect(screen.getByRole('complementary', { name: 'اعلان' })).toHaveTextContent(
    'پورے پاکستان میں کیش آن ڈیلیوری دستیاب ہے',
  );

  const header = screen.getByRole('banner');
  expect(within(header).getByRole('button', { name: 'زمرے کے مطابق خریداری' })).toBeInTheDocument();
  expect(within(header).getByRole('button', { name: 'مصنوعات تلاش کریں' })).toBeInTheDocument();
  // The brand keeps its name; only the hidden word after it is Urdu.
  expect(within(header).getByRole('link', { name: 'Storefront ہوم' })).toHaveAttribute('href', '/');
  expect(within(header).getByRole('button', { name: 'اکاؤنٹ' })).toBeInTheDocument();
  expect(within(header).getByRole('link', { name: 'پسندیدہ اشیاء، 0 محفوظ پروڈکٹس' })).toBeInTheDocument();
  const basket = within(header).getByRole('link', { name: 'ٹوکری، 0 چیزیں' });
  expect(basket).toHaveTextContent('ٹوکری');

  act(() => {
    store.dispatch(
      itemAdded({ item: { id: 1, name: 'Phone', imgUrl: '/p.svg', netPrice: 25000, stock: 5, slug: 'phone' } }),
    );
  });
  expect(within(header).getByRole('link', { name: 'ٹوکری، 1 چیز' })).toBeInTheDocument();
});

test('the count names use Urdu plurals and Latin digits with a thousands separator', () => {
  expect(basketLabel(1)).toBe('ٹوکری، 1 چیز');
  expect(basketLabel(1234)).toBe('ٹوکری، 1,234 چیزیں');
  expect(wishlistLabel(1)).toBe('پسندیدہ اشیاء، 1 محفوظ پروڈکٹ');
  expect(wishlistLabel(2)).toBe('پسندیدہ اشیاء، 2 محفوظ پروڈکٹس');
});

test('the user menu of a logged-in customer: greeting, account links and logout', async () => {
  renderLayout({ user: TEST_USER });
  await userEvent.click(screen.getByRole('button', { name: 'اکاؤنٹ، Ayesha' }));
  expect(screen.getByRole('link', { name: 'میرا اکاؤنٹ' })).toHaveAttribute('href', '/account');
  expect(screen.getByRole('link', { name: 'میرے آرڈرز' })).toHaveAttribute('href', '/account/orders');
  expect(screen.getByRole('link', { name: 'میرے پتے' })).toHaveAttribute('href', '/account/addresses');
  expect(screen.getByRole('button', { name: 'لاگ آؤٹ' })).toBeInTheDocument();
});

test('the user menu of a visitor offers log in and register', async () => {
  renderLayout();
  await userEvent.click(screen.getByRole('button', { name: 'اکاؤنٹ' }));
  expect(screen.getByRole('link', { name: 'لاگ اِن' })).toHaveAttribute('href', '/auth/login');
  expect(screen.getByRole('link', { name: 'رجسٹر کریں' })).toHaveAttribute('href', '/auth/register');
});

test('the category sidebar: Urdu heading, close button and toggles, category names as they come', async () => {
  renderLayout();
  await userEvent.click(screen.getByRole('button', { name: 'زمرے کے مطابق خریداری' }));
  const dialog = await screen.findByRole('dialog', { name: 'زمرے کے مطابق خریداری' });
  expect(within(dialog).getByRole('navigation', { name: 'زمرے' })).toBeInTheDocument();
  expect(await within(dialog).findByRole('link', { name: 'Electronics' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Electronics کے ذیلی زمرے' }));
  expect(within(dialog).getByRole('link', { name: 'Laptops' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'زمرے بند کریں' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the footer: headings, links, payment note, social names and copyright in Urdu', () => {
  jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), advanceTimers: true });
  renderLayout();
  const footer = screen.getByRole('contentinfo');
  for (const heading of ['Storefront', 'کسٹمر سروس', 'کمپنی', 'رابطہ کریں']) {
    expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument();
  }
  for (const [name, href] of [
    ['ہمارے بارے میں', '/about'],
    ['ہم سے رابطہ کریں', '/contact'],
    ['عمومی سوالات', '/faq'],
    ['ڈیلیوری اور واپسی', '/shipping'],
    ['شرائط و ضوابط', '/terms'],
    ['پرائیویسی پالیسی', '/privacy'],
  ]) {
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(footer).toHaveTextContent('ادائیگی: کیش آن ڈیلیوری یا کارڈ');
  expect(within(footer).getByRole('list', { name: 'ہمیں فالو کریں' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Facebook پر Storefront (نئے ٹیب میں کھلتا ہے)' })).toHaveAttribute(
    'href',
    TEST_CONFIG.support.social.facebook,
  );
  // The support contacts are the runtime config's, in every language.
  expect(within(footer).getByRole('link', { name: TEST_CONFIG.support.email })).toBeInTheDocument();
  expect(footer).toHaveTextContent('© 2031 Storefront۔ جملہ حقوق محفوظ ہیں۔');
});
