// 'Return Items' in My Orders: the button inside the return window, the form's checks (quantities,
// reason, photos, the refund destination), the request and the printable label.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POLICIES_KEY } from '@storefront/shared/remote-data';
import type { Order, ReturnOptions, ReturnRequest } from '@storefront/shared/types';
import { renderWithProviders, TEST_CONFIG, TEST_POLICIES } from '@storefront/shared/testing';
import { httpError } from '../../../test-utils/api-errors';
import { demoUser } from '../../../test-utils/fixtures';
import { fetchOrders } from '../api/orders-api';
import { createReturn, fetchReturn, fetchReturnOptions, fetchReturns } from '../api/returns-api';
import { MyOrders } from './my-orders';

jest.mock('../api/orders-api');
jest.mock('../api/returns-api');

const now = Date.now();
const delivered: Order = {
  id: 11,
  number: 'SF-2611-000011',
  status: 'delivered',
  createdAt: new Date(now - 4 * 86_400_000).toISOString(),
  grandTotal: 5300,
  subTotal: 5000,
  courierCost: 300,
  courier: { name: 'TCS' },
  deliveryDate: new Date(now - 3_600_000).toISOString(),
  paymentMethod: 'cod',
  payment: { method: 'cod', status: 'paid' },
  orderItems: [{ productId: 9, name: 'Basmati Rice 5kg', photo: '/rice.svg', price: 2500, qty: 2, total: 5000 }],
};
const oldDelivered: Order = {
  ...delivered,
  id: 12,
  number: 'SF-2610-000012',
  deliveryDate: new Date(now - 10 * 86_400_000).toISOString(),
};

const options: ReturnOptions = {
  orderId: 11,
  orderNumber: delivered.number,
  paymentMethod: 'cod',
  deliveredAt: delivered.deliveryDate!,
  returnableUntil: new Date(now + 2 * 86_400_000).toISOString(),
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
    {
      orderItemId: 102,
      productId: 10,
      name: 'Gift Card Rs 1,000',
      photo: '/card.svg',
      price: 1000,
      qty: 1,
      returnableQty: 1,
      nonReturnable: 'Gift cards are non-returnable.',
      onlyShopError: null,
    },
  ],
};

const requested: ReturnRequest = {
  id: 5,
  number: 'RT-2611-000005',
  orderId: 11,
  orderNumber: delivered.number,
  status: 'requested',
  reason: 'changed_mind',
  details: null,
  refundTo: { method: 'wallet', account: '03001234567' },
  items: [{ orderItemId: 101, name: 'Basmati Rice 5kg', photo: '/rice.svg', price: 2500, qty: 1 }],
  itemsTotal: 2500,
  refundAmount: null,
  shippingRefunded: false,
  rejectionReason: null,
  photoCount: 0,
  createdAt: new Date(now).toISOString(),
  updatedAt: new Date(now).toISOString(),
};

const CONFIG = {
  ...TEST_CONFIG,
  support: { ...TEST_CONFIG.support, address: 'Storefront Returns, 5 Mall Road, Lahore' },
};

function renderAt(route: string, state?: unknown) {
  const user = userEvent.setup();
  renderWithProviders(<MyOrders customerId={7} />, {
    route,
    state,
    user: demoUser,
    config: CONFIG,
    serverData: { [POLICIES_KEY]: TEST_POLICIES },
  });
  return user;
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchReturns).mockResolvedValue([]);
});

describe('My Orders and returns', () => {
  it('offers Return Items only on a delivered order inside the return window', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([delivered, oldDelivered]);
    renderAt('/account/orders');
    const fresh = await screen.findByRole('article', { name: `Order ${delivered.number}` });
    expect(within(fresh).getByRole('link', { name: 'Return Items' })).toHaveAttribute(
      'href',
      '/account/orders?return=11',
    );
    const old = screen.getByRole('article', { name: `Order ${oldDelivered.number}` });
    expect(within(old).queryByRole('link', { name: 'Return Items' })).not.toBeInTheDocument();
  });

  it("shows each return's number and status on its order's card, with the label link", async () => {
    jest.mocked(fetchOrders).mockResolvedValue([delivered]);
    jest.mocked(fetchReturns).mockResolvedValue([
      requested,
      {
        ...requested,
        id: 6,
        number: 'RT-2611-000006',
        status: 'refunded',
        refundAmount: 2800,
        shippingRefunded: true,
      },
      { ...requested, id: 7, number: 'RT-2611-000007', status: 'rejected', rejectionReason: 'The seal is broken' },
    ]);
    renderAt('/account/orders');
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(within(returns).getByText('Requested: print the label and send the items back')).toBeInTheDocument();
    expect(within(returns).getByText('Refunded Rs 2,800 (shipping included)')).toBeInTheDocument();
    expect(within(returns).getByText('Rejected: The seal is broken')).toBeInTheDocument();
    expect(within(returns).getAllByRole('link', { name: /^Print return label/ })).toHaveLength(1);
    expect(within(returns).getByRole('link', { name: 'Print return label for return RT-2611-000005' })).toHaveAttribute(
      'href',
      '/account/orders?label=RT-2611-000005',
    );
  });

  it('checks the form before sending, and says why in place', async () => {
    jest.mocked(fetchReturnOptions).mockResolvedValue(options);
    const user = renderAt('/account/orders?return=11');
    await screen.findByRole('heading', { name: `Return items from order ${delivered.number}` });
    expect(screen.getByText('Gift cards are non-returnable.')).toBeInTheDocument();
    expect(screen.getAllByRole('spinbutton')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Request Return' }));
    expect(screen.getByText('Choose at least one item to return')).toBeInTheDocument();
    expect(screen.getByText('Choose why you are returning the items')).toBeInTheDocument();
    expect(screen.getByText('Choose how you want your refund: bank account or mobile wallet')).toBeInTheDocument();
    expect(createReturn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Quantity to return (up to 2)'), '3');
    await user.click(screen.getByRole('radio', { name: 'Damaged or defective' }));
    await user.click(screen.getByRole('radio', { name: 'Bank account (IBAN)' }));
    await user.type(screen.getByLabelText('IBAN'), 'PK00SCBL0000001123456702');
    await user.click(screen.getByRole('button', { name: 'Request Return' }));
    expect(screen.getByText('Enter a quantity from 0 to 2 for Basmati Rice 5kg')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one photo of the damage or defect')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(
      'Enter a valid Pakistani IBAN: PK, 2 digits, 4 letters and 16 digits (24 characters)',
    );
    expect(createReturn).not.toHaveBeenCalled();
  });

  it('sends the request and shows the printable label with the shop address', async () => {
    jest.mocked(fetchReturnOptions).mockResolvedValue(options);
    jest.mocked(createReturn).mockResolvedValue(requested);
    jest.mocked(fetchReturn).mockResolvedValue(requested);
    const user = renderAt('/account/orders?return=11');
    await user.type(await screen.findByLabelText('Quantity to return (up to 2)'), '1');
    await user.click(screen.getByRole('radio', { name: 'Changed my mind' }));
    await user.click(screen.getByRole('checkbox', { name: 'The items are unused and in their original packaging' }));
    await user.click(screen.getByRole('radio', { name: 'Mobile wallet (JazzCash, Easypaisa)' }));
    await user.type(screen.getByLabelText('Mobile wallet number'), '0300-1234567');
    await user.click(screen.getByRole('button', { name: 'Request Return' }));

    expect(createReturn).toHaveBeenCalledWith({
      orderId: 11,
      items: [{ orderItemId: 101, qty: 1 }],
      reason: 'changed_mind',
      unused: true,
      refundTo: { method: 'wallet', account: '0300-1234567' },
      details: undefined,
      photos: undefined,
    });
    const label = await screen.findByRole('region', { name: 'Return label for return RT-2611-000005' });
    expect(screen.getByRole('status')).toHaveTextContent('Return RT-2611-000005 requested.');
    expect(within(label).getByText('Order number').nextElementSibling).toHaveTextContent(delivered.number);
    expect(within(label).getByText('Ship to').nextElementSibling).toHaveTextContent(
      'Storefront Returns, 5 Mall Road, Lahore',
    );
    expect(screen.getByRole('button', { name: 'Print Label' })).toBeInTheDocument();
  });

  it("tells the API's refusal in place (window closed)", async () => {
    jest.mocked(fetchReturnOptions).mockRejectedValue(
      httpError(409, {
        success: false,
        mess: `The return window for order ${delivered.number} has closed: returns are accepted within 3 days of delivery.`,
      }),
    );
    renderAt('/account/orders?return=11');
    expect(await screen.findByRole('alert')).toHaveTextContent('The return window for order SF-2611-000011 has closed');
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/account/orders');
  });
});
