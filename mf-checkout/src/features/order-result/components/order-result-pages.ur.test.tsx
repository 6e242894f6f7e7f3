import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api } from '@storefront/shared/api';
import { POLICIES_KEY } from '@storefront/shared/remote-data';
import { flushAnswers, renderWithProviders, TEST_POLICIES } from '@storefront/shared/testing';
import type { Order } from '@storefront/shared/types';
import { customer } from '../../../test-utils/fixtures';
import { englishLeftOnPage, renderedInUrdu } from '../../../test-utils/urdu';
import OrderFailPage from './order-fail-page';
import OrderSuccessPage from './order-success-page';

renderedInUrdu();

const codOrder: Partial<Order> = {
  id: 20,
  number: 'SF-2611-000020',
  status: 'pending',
  paymentMethod: 'cod',
  payment: { method: 'cod', status: 'pending' },
  grandTotal: 54680,
};
const unpaidCardOrder: Partial<Order> = {
  id: 12,
  number: 'SF-2611-000012',
  status: 'pending',
  paymentMethod: 'stripe',
  payment: { method: 'stripe', status: 'pending' },
};

beforeEach(() => {
  jest.spyOn(api, 'get').mockResolvedValue({
    data: { success: true, data: [codOrder, unpaidCardOrder] },
    status: 200,
    statusText: 'OK',
    headers: {},
    config: {},
  });
});
afterEach(() => jest.restoreAllMocks());

/** A result page once the customer's orders have answered, the delivery promise as GET /policies has it. */
async function renderAt(page: ReactElement, route: string, state?: unknown) {
  renderWithProviders(page, {
    route,
    state,
    user: customer,
    serverData: { [POLICIES_KEY]: TEST_POLICIES },
  });
  await flushAnswers();
}

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('the order result pages in Urdu', () => {
  it('thank for a cash-on-delivery order in Urdu: its number, total, delivery time and the ways on', async () => {
    await renderAt(<OrderSuccessPage />, '/order-success', { orderNumber: 'SF-2611-000020' });
    expect(screen.getByRole('heading', { level: 1, name: 'آپ کے آرڈر کا شکریہ!' })).toBeInTheDocument();
    expect(document.title).toMatch(/^آرڈر دے دیا گیا/);
    expect(screen.getByText('آرڈر نمبر:')).toHaveTextContent('آرڈر نمبر: SF-2611-000020');
    expect(screen.getByText(/^کل:/)).toHaveTextContent('کل: Rs 54,680 (ڈیلیوری پر نقد ادا کرنا ہے)');
    expect(
      screen.getByText('آپ کا آرڈر دے دیا گیا ہے اور 3-5 کاروباری دن کے اندر ڈیلیور کر دیا جائے گا۔'),
    ).toBeInTheDocument();
    expect(linkNames()).toEqual(['میرے آرڈرز', 'خریداری جاری رکھیں']);
    expect(englishLeftOnPage()).toEqual([]);
  });

  it('without an order, thank for shopping in Urdu', async () => {
    await renderAt(<OrderSuccessPage />, '/order-success');
    expect(screen.getByRole('heading', { level: 1, name: 'ہمارے ساتھ خریداری کا شکریہ!' })).toBeInTheDocument();
    expect(document.title).toMatch(/^شکریہ/);
    expect(screen.getByText(/^آرڈرز 3-5 کاروباری دن کے اندر ڈیلیور کیے جاتے ہیں/)).toBeInTheDocument();
    expect(englishLeftOnPage()).toEqual([]);
  });

  it('say in Urdu that a card payment failed, and offer the retry in My Orders', async () => {
    await renderAt(<OrderFailPage />, '/order-fail?order=SF-2611-000012');
    expect(screen.getByRole('heading', { level: 1, name: 'ادائیگی ناکام ہو گئی' })).toBeInTheDocument();
    expect(document.title).toMatch(/^ادائیگی ناکام/);
    expect(screen.getByText('آرڈر نمبر:')).toHaveTextContent('آرڈر نمبر: SF-2611-000012');
    expect(screen.getByText('آپ کی ادائیگی کامیاب نہیں ہوئی یا مسترد کر دی گئی۔')).toBeInTheDocument();
    expect(screen.getByText('آپ میرے آرڈرز سے اس آرڈر کی ادائیگی دوبارہ کر سکتے ہیں۔')).toBeInTheDocument();
    expect(linkNames()).toEqual(['میرے آرڈرز', 'خریداری جاری رکھیں']);
    expect(englishLeftOnPage()).toEqual([]);
  });

  it('offer the basket back in Urdu when no order was placed', async () => {
    await renderAt(<OrderFailPage />, '/order-fail', { orderNumber: null, orderPlaced: false });
    expect(screen.getByText(/^کوئی آرڈر نہیں دیا گیا۔/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ٹوکری پر واپس جائیں' })).toHaveAttribute('href', '/basket');
    expect(englishLeftOnPage()).toEqual([]);
  });
});
