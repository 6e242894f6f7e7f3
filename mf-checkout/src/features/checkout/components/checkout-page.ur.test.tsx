import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import type { Address, CartItem, Order } from '@storefront/shared/types';
import { flushAnswers, renderWithProviders } from '@storefront/shared/testing';
import { catalogueAsSaved, customer, lahore, lawnSuit, microwave } from '../../../test-utils/fixtures';
import { englishLeftOnPage, renderedInUrdu } from '../../../test-utils/urdu';
import { fetchCurrentProducts } from '../../../lib/products-api';
import { createOrder, fetchCheckoutAddress } from '../api/checkout-api';
import CheckoutPage from './checkout-page';

jest.mock('../api/checkout-api');
jest.mock('../../../lib/payment-redirect');
jest.mock('../../../lib/products-api');
let mockWaitingOrder: Partial<Order> | null = null;
jest.mock('../../../lib/waiting-card-order', () => ({
  findWaitingCardOrder: () => Promise.resolve(mockWaitingOrder),
}));

beforeEach(() => {
  jest.resetAllMocks();
  mockWaitingOrder = null;
  jest.mocked(fetchCurrentProducts).mockImplementation(catalogueAsSaved);
});

renderedInUrdu();

/** The checkout page, once the customer's details (and the basket check) have answered. */
async function renderCheckout({
  address = lahore,
  items = [microwave, lawnSuit],
}: { address?: Address | null; items?: CartItem[] } = {}) {
  jest
    .mocked(fetchCheckoutAddress)
    .mockResolvedValue({ id: customer.id, name: customer.name, email: customer.email, address });
  const rendered = renderWithProviders(<CheckoutPage />, { path: '/checkout', user: customer, cart: items });
  await flushAnswers();
  return rendered;
}

const placeOrder = () => screen.findByRole('button', { name: 'آرڈر دیں' });

describe('CheckoutPage in Urdu', () => {
  it('names the form, the contact fields and the address in Urdu', async () => {
    await renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'چیک آؤٹ' })).toBeInTheDocument();
    expect(document.title).toMatch(/^چیک آؤٹ/);
    expect(await screen.findByRole('form', { name: 'چیک آؤٹ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue(customer.name);
    expect(screen.getByRole('textbox', { name: 'ای میل' })).toHaveValue(customer.email);
    expect(screen.getByRole('heading', { name: 'رابطے کی تفصیلات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ڈیلیوری کا پتا' })).toBeInTheDocument();
    expect(screen.getByText('پاکستان')).toBeInTheDocument();
    expect(screen.getByText(`فون نمبر: ${lahore.phone}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پتا تبدیل کریں' })).toHaveAttribute(
      'href',
      '/account/addresses?returnTo=%2Fcheckout',
    );
    expect(englishLeftOnPage()).toEqual([]);
  });

  it('offers the couriers with their price and delivery time in Urdu, and adds the chosen one to the summary', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    const couriers = within(await screen.findByRole('radiogroup', { name: 'ڈیلیوری کورئیر' }));
    expect(couriers.getByRole('radio', { name: 'TCS Rs 250 3-4 کاروباری دن میں ڈیلیوری' })).toBeInTheDocument();
    expect(couriers.getByRole('radio', { name: 'Leopards Rs 180 3-5 کاروباری دن میں ڈیلیوری' })).toBeInTheDocument();

    const summary = within(screen.getByRole('complementary', { name: 'آرڈر کا خلاصہ' }));
    expect(summary.getByRole('list', { name: 'آپ کے آرڈر کی اشیاء' })).toBeInTheDocument();
    expect(summary.getByText('تعداد: 2')).toBeInTheDocument();
    expect(summary.getByText('کورئیر منتخب کریں')).toBeInTheDocument();
    await user.click(couriers.getByRole('radio', { name: /Leopards/ }));
    expect(summary.getByText('ڈیلیوری (Leopards)')).toBeInTheDocument();
    expect(summary.getByText('Rs 54,680')).toBeInTheDocument();
    expect(summary.getByText('قیمتیں، ڈیلیوری اور کل رقم آرڈر دینے پر طے ہوتی ہیں۔')).toBeInTheDocument();
    expect(englishLeftOnPage()).toEqual([]);
  });

  it('names each payment method in Urdu and describes it, brand names as they are', async () => {
    await renderCheckout();
    const payment = within(await screen.findByRole('group', { name: 'ادائیگی کا طریقہ' }));
    const cod = payment.getByRole('radio', { name: 'کیش آن ڈیلیوری' });
    expect(cod).toBeChecked();
    expect(cod).toHaveAccessibleDescription('آرڈر ملنے پر نقد ادائیگی کریں۔');
    expect(payment.getByRole('radio', { name: 'کریڈٹ / ڈیبٹ کارڈ' })).toHaveAccessibleDescription(
      'اگلے صفحے پر کارڈ سے محفوظ ادائیگی کریں۔',
    );
    expect(payment.getByRole('radio', { name: 'JazzCash' })).toHaveAccessibleDescription(
      'اگلے صفحے پر اپنے JazzCash موبائل اکاؤنٹ سے ادائیگی کریں۔',
    );
    expect(payment.getByRole('radio', { name: 'Easypaisa' })).toBeEnabled();
    expect(payment.getByRole('radio', { name: 'HBL Pay' })).toBeDisabled();
  });

  it('gives every control of checkout an accessible name', async () => {
    await renderCheckout();
    await placeOrder();
    const controls = [
      ...screen.getAllByRole('radio'),
      ...screen.getAllByRole('radiogroup'),
      // The fieldsets (an <address> is a group too, and needs no name).
      ...screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET'),
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('button'),
      ...screen.getAllByRole('link'),
    ];
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) expect(control).toHaveAccessibleName();
  });

  it('asks for a courier in Urdu, in the toast and at the group', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(await placeOrder());
    expect(await screen.findAllByText('براہ کرم ڈیلیوری کورئیر منتخب کریں')).toHaveLength(2);
    const couriers = screen.getByRole('radiogroup', { name: 'ڈیلیوری کورئیر' });
    expect(couriers).toHaveAccessibleDescription('براہ کرم ڈیلیوری کورئیر منتخب کریں');
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('without an address, offers to add one and asks for it in Urdu', async () => {
    const user = userEvent.setup();
    await renderCheckout({ address: null });
    expect(screen.getByText('آپ نے ابھی تک ڈیلیوری کا پتا شامل نہیں کیا۔')).toBeInTheDocument();
    await user.click(await placeOrder());
    expect(await screen.findByText('براہ کرم پتا بنائیں')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پتا شامل کریں' })).toHaveFocus();
  });

  it('a city without couriers asks in Urdu to update the address', async () => {
    await renderCheckout({ address: { ...lahore, city: { ...lahore.city, courierPricings: [] } } });
    expect(screen.getByText(/کورئیر کے لیے براہ کرم اپنے پتے میں شہر اپ ڈیٹ کریں/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پتا اپ ڈیٹ کریں' })).toBeInTheDocument();
  });

  it('placing the order says "Placing order…" in Urdu, and an unanswered order call is reported in Urdu', async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => {};
    jest.mocked(createOrder).mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /TCS/ }));
    await user.click(await placeOrder());
    expect(await screen.findByRole('button', { name: 'آرڈر دیا جا رہا ہے…' })).toBeInTheDocument();
    await flushAnswers(() => fail(new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED')));
    expect(
      await screen.findByText(
        'ہمیں آپ کے آرڈر کے بارے میں جواب نہیں ملا۔ دوبارہ آرڈر دینے سے پہلے براہ کرم میرے آرڈرز دیکھ لیں۔',
      ),
    ).toBeInTheDocument();
    expect(await placeOrder()).toBeInTheDocument();
  });

  it('with an empty basket, or logged out, says so in Urdu', async () => {
    const { unmount } = await renderCheckout({ items: [] });
    expect(screen.getByText('آپ کی ٹوکری خالی ہے')).toBeInTheDocument();
    expect(
      screen.getByText('ابھی چیک آؤٹ کے لیے کچھ نہیں ہے۔ پہلے اپنی ٹوکری میں کچھ اشیاء ڈالیں۔'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'خریداری جاری رکھیں' })).toHaveAttribute('href', '/');
    unmount();

    renderWithProviders(<CheckoutPage />, { path: '/checkout', cart: [microwave] });
    await flushAnswers();
    expect(screen.getByText('چیک آؤٹ کے لیے براہ کرم لاگ اِن کریں۔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لاگ اِن' })).toHaveAttribute('href', '/auth/login');
    expect(englishLeftOnPage()).toEqual([]);
  });

  it('names the card or wallet order waiting for payment in Urdu', async () => {
    mockWaitingOrder = { id: 9, number: 'SF-2611-000009', grandTotal: 54750, paymentMethod: 'stripe', orderItems: [] };
    const { unmount } = await renderCheckout();
    const notice = await screen.findByRole('region', { name: 'آپ کا کارڈ آرڈر ادائیگی کا منتظر ہے' });
    expect(notice).toHaveTextContent('آرڈر SF-2611-000009 (Rs 54,750) کی ادائیگی ابھی نہیں ہوئی۔');
    expect(within(notice).getByRole('button', { name: 'ابھی ادائیگی کریں' })).toBeInTheDocument();
    expect(
      within(notice).getByRole('button', { name: 'اسے منسوخ کریں اور کیش آن ڈیلیوری سے ادائیگی کریں' }),
    ).toBeInTheDocument();
    unmount();

    mockWaitingOrder = { ...mockWaitingOrder, paymentMethod: 'jazzcash' };
    await renderCheckout();
    expect(await screen.findByRole('region', { name: 'آپ کا JazzCash آرڈر ادائیگی کا منتظر ہے' })).toBeInTheDocument();
  });
});
