// My Orders in Urdu: the card, its tracking bar and statuses by their codes, the returns on it, the
// cancel dialog, the return form's own checks and the printable label. The API's own words
// (product names, a rejection reason) stay as sent.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { POLICIES_KEY } from '@storefront/shared/remote-data';
import type { Order, ReturnOptions, ReturnRequest } from '@storefront/shared/types';
import { renderWithProviders, TEST_CONFIG, TEST_POLICIES } from '@storefront/shared/testing';
import { RETURN_MESSAGES } from '@storefront/shared/validation';
import en from '../../../i18n/en.json';
import { demoUser } from '../../../test-utils/fixtures';
import { fetchOrders } from '../api/orders-api';
import { fetchReturn, fetchReturnOptions, fetchReturns } from '../api/returns-api';
import { MyOrders } from './my-orders';

jest.mock('../api/orders-api');
jest.mock('../api/returns-api');

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

const processed: Order = {
  id: 1,
  number: 'ORD-1001',
  status: 'processed',
  createdAt: '2025-04-02T10:00:00.000Z',
  grandTotal: 5500,
  subTotal: 5000,
  courierCost: 500,
  courier: { name: 'TCS' },
  deliveryDate: '2025-04-07T10:00:00.000Z',
  paymentMethod: 'cod',
  payment: { method: 'cod', status: 'pending' },
  orderItems: [{ productId: 9, name: 'Basmati Rice 5kg', photo: '/rice.svg', price: 2500, qty: 2, total: 5000 }],
};
const now = Date.now();
const delivered: Order = {
  ...processed,
  id: 11,
  number: 'SF-2611-000011',
  status: 'delivered',
  createdAt: new Date(now - 4 * 86_400_000).toISOString(),
  deliveryDate: new Date(now - 3_600_000).toISOString(),
  payment: { method: 'cod', status: 'paid' },
};
const rejected: ReturnRequest = {
  id: 7,
  number: 'RT-2611-000007',
  orderId: 11,
  orderNumber: delivered.number,
  status: 'rejected',
  reason: 'changed_mind',
  details: null,
  refundTo: null,
  items: [{ orderItemId: 101, name: 'Basmati Rice 5kg', photo: '/rice.svg', price: 2500, qty: 1 }],
  itemsTotal: 2500,
  refundAmount: null,
  shippingRefunded: false,
  rejectionReason: 'The seal is broken',
  photoCount: 0,
  createdAt: '2025-04-09T10:00:00.000Z',
  updatedAt: '2025-04-09T10:00:00.000Z',
};
const options: ReturnOptions = {
  orderId: 11,
  orderNumber: delivered.number,
  paymentMethod: 'cod',
  deliveredAt: '2025-04-07T10:00:00.000Z',
  returnableUntil: '2025-04-10T10:00:00.000Z',
  lines: [
    {
      orderItemId: 101,
      productId: 9,
      name: 'Basmati Rice 5kg',
      photo: '/rice.svg',
      price: 2500,
      qty: 2,
      returnableQty: 2,
      nonReturnable: null,
      onlyShopError: null,
    },
  ],
};

function renderAt(route: string) {
  const user = userEvent.setup();
  renderWithProviders(<MyOrders customerId={7} />, {
    route,
    user: demoUser,
    config: { ...TEST_CONFIG, support: { ...TEST_CONFIG.support, phone: '0300-7654321' } },
    serverData: { [POLICIES_KEY]: TEST_POLICIES },
  });
  return user;
}

beforeEach(async () => {
  jest.resetAllMocks();
  jest.mocked(fetchReturns).mockResolvedValue([]);
  await act(() => i18n.changeLanguage('ur'));
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const spoken = (el: HTMLElement) =>
  Array.from(el.childNodes)
    .filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden') === 'true'))
    .map((n) => n.textContent)
    .join('');

describe('My Orders in Urdu', () => {
  it('shows an order card with Urdu dates, statuses and tracking steps', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([processed]);
    renderAt('/account/orders');
    const card = await screen.findByRole('article', { name: 'آرڈر ORD-1001' });
    expect(screen.getByRole('list', { name: 'آرڈرز، تازہ ترین پہلے' })).toBeInTheDocument();
    expect(within(card).getByText('2 اپریل، 2025 کو دیا گیا')).toBeInTheDocument();
    expect(within(card).getByText('متوقع ڈیلیوری').nextElementSibling).toHaveTextContent('7 اپریل، 2025 تک');
    expect(within(card).getByText('کیش آن ڈیلیوری')).toBeInTheDocument();
    expect(within(card).getByText('ادائیگی کی صورتحال').nextElementSibling).toHaveTextContent('ڈیلیوری پر ادائیگی');
    expect(within(card).getByText('تیاری جاری', { selector: 'span[class*="badge"]' })).toBeInTheDocument();
    expect(within(card).getByText('شپنگ (TCS)')).toBeInTheDocument();
    expect(within(card).getByText('تعداد: 2')).toBeInTheDocument();
    // Product names and prices are as the API and the shop write them.
    expect(within(card).getByText('Basmati Rice 5kg')).toBeInTheDocument();
    expect(within(card).getByText('Rs 5,500')).toBeInTheDocument();

    const bar = within(card).getByRole('list', { name: 'آرڈر ORD-1001 کی ٹریکنگ' });
    expect(within(bar).getAllByRole('listitem').map(spoken)).toEqual([
      'آرڈر کی تصدیق (مکمل)',
      'تیاری جاری (مکمل)',
      'روانہ (ابھی نہیں)',
      'ڈیلیور ہو گیا (ابھی نہیں)',
    ]);
  });

  it('gives the cancel dialog in Urdu, with the support number as a link', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([processed]);
    const user = renderAt('/account/orders');
    await user.click(await screen.findByRole('button', { name: 'آرڈر منسوخ کریں' }));
    const dialog = screen.getByRole('dialog', { name: 'آرڈر ORD-1001 منسوخ کریں' });
    expect(dialog).toHaveAccessibleDescription(
      'یہ آرڈر منسوخ کرنے کے لیے براہ کرم ہماری سپورٹ ٹیم کو 0300-7654321 پر کال کریں اور آرڈر نمبر ORD-1001 بتائیں۔',
    );
    expect(within(dialog).getByRole('link', { name: '0300-7654321' })).toHaveAttribute('href', 'tel:03007654321');
    expect(within(dialog).getByRole('button', { name: 'بند کریں' })).toBeInTheDocument();
  });

  it("shows a return's status in Urdu and the shop's reason as it wrote it", async () => {
    jest.mocked(fetchOrders).mockResolvedValue([delivered]);
    jest.mocked(fetchReturns).mockResolvedValue([rejected]);
    renderAt('/account/orders');
    const returns = await screen.findByRole('region', { name: 'واپسی' });
    expect(within(returns).getByText('مسترد: The seal is broken')).toBeInTheDocument();
    expect(within(returns).getByText('درخواست 9 اپریل، 2025 کو دی گئی: Basmati Rice 5kg × 1')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'اشیاء واپس کریں' })).toBeInTheDocument();
  });

  it('checks the return form in Urdu, reasons by their codes', async () => {
    jest.mocked(fetchReturnOptions).mockResolvedValue(options);
    const user = renderAt('/account/orders?return=11');
    await screen.findByRole('heading', { name: 'آرڈر SF-2611-000011 کی اشیاء واپس کریں' });
    expect(
      screen.getByText('7 اپریل، 2025 کو ڈیلیور ہوا۔ آپ 10 اپریل، 2025 تک واپسی کی درخواست دے سکتے ہیں۔'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'خراب یا نقص والی چیز' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'واپسی کی درخواست دیں' }));
    expect(screen.getByText('واپس کرنے کے لیے کم از کم ایک چیز منتخب کریں')).toBeInTheDocument();
    expect(screen.getByText('اشیاء واپس کرنے کی وجہ منتخب کریں')).toBeInTheDocument();

    await user.type(screen.getByLabelText('واپس کرنے کی تعداد (2 تک)'), '3');
    await user.click(screen.getByRole('radio', { name: 'بینک اکاؤنٹ (IBAN)' }));
    await user.click(screen.getByRole('button', { name: 'واپسی کی درخواست دیں' }));
    expect(screen.getByText('Basmati Rice 5kg کے لیے 0 سے 2 تک تعداد درج کریں')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription('IBAN درکار ہے');
  });

  it('prints the return label in Urdu', async () => {
    jest.mocked(fetchReturn).mockResolvedValue({ ...rejected, status: 'requested', rejectionReason: null });
    renderAt('/account/orders?label=RT-2611-000007');
    const label = await screen.findByRole('region', { name: 'واپسی RT-2611-000007 کا لیبل' });
    expect(within(label).getByText('آرڈر نمبر').nextElementSibling).toHaveTextContent(delivered.number);
    expect(screen.getByText('صورتحال: درخواست موصول: لیبل پرنٹ کریں اور اشیاء واپس بھیجیں')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'لیبل پرنٹ کریں' })).toBeInTheDocument();
  });
});

it('words the shared return messages in English exactly as the shared rules do', () => {
  // The form shows its own checks by key: the English must stay the API's words.
  expect(en.returns.messages).toEqual(RETURN_MESSAGES);
});
