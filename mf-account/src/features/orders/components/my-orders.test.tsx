import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@storefront/shared/types';
import { httpError } from '../../../test-utils/api-errors';
import { demoUser } from '../../../test-utils/fixtures';
import { renderWithProviders, TEST_CONFIG, TEST_POLICIES } from '@storefront/shared/testing';
import { POLICIES_KEY } from '@storefront/shared/remote-data';
import { redirectTo } from '../api/browser-redirect';
import { fetchOrders, retryStripePayment } from '../api/orders-api';
import { fetchReturns } from '../api/returns-api';
import { MyOrders } from './my-orders';

jest.mock('../api/orders-api');
jest.mock('../api/browser-redirect');
jest.mock('../api/returns-api');

// jsdom has no modal dialogs; these stand in for the browser's own.
beforeAll(() => {
  // Like the browser, showModal() focuses the dialog's first focusable element.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('a[href], button')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const baseOrder: Order = {
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
  orderItems: [
    { productId: 9, name: 'Basmati Rice 5kg', photo: '/api/api/media/rice.svg', price: 2500, qty: 2, total: 5000 },
  ],
};

const cardOrder: Order = {
  ...baseOrder,
  id: 2,
  number: 'ORD-1002',
  status: 'pending',
  createdAt: '2025-05-10T10:00:00.000Z',
  paymentMethod: 'stripe',
  payment: { method: 'stripe', status: 'failed' },
  deliveryDate: null,
};

const oldDelivered: Order = {
  ...baseOrder,
  id: 3,
  number: 'ORD-0900',
  status: 'delivered',
  createdAt: '2024-12-01T10:00:00.000Z',
  payment: undefined as unknown as Order['payment'],
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchReturns).mockResolvedValue([]);
});

/** The shop's phone as the runtime config gives it (the dialog about a paid order names it). */
const SUPPORT_CONFIG = { ...TEST_CONFIG, support: { ...TEST_CONFIG.support, phone: '0300-7654321' } };

function renderOrders() {
  const user = userEvent.setup();
  renderWithProviders(<MyOrders customerId={7} />, {
    route: '/account/orders',
    user: demoUser,
    config: SUPPORT_CONFIG,
    serverData: { [POLICIES_KEY]: TEST_POLICIES },
  });
  return user;
}

// The step's visible tick is decoration (aria-hidden); compare what a screen reader reads.
const spoken = (el: HTMLElement) =>
  Array.from(el.childNodes)
    .filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden') === 'true'))
    .map((n) => n.textContent)
    .join('');
const card = (number: string) => screen.getByRole('article', { name: `Order ${number}` });

describe('MyOrders', () => {
  it('shows a loading state, then the orders newest first', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([oldDelivered, baseOrder, cardOrder]);
    renderOrders();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    await screen.findByRole('list', { name: 'Orders, newest first' });
    const numbers = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(numbers).toEqual(['Order ORD-1002', 'Order ORD-1001', 'Order ORD-0900']);
    expect(fetchOrders).toHaveBeenCalledWith(7, expect.any(AbortSignal));
  });

  it('shows the order details, items and totals', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([baseOrder]);
    renderOrders();
    await screen.findByRole('article', { name: 'Order ORD-1001' });
    const order = card('ORD-1001');
    expect(within(order).getByText('Placed on 2 April 2025')).toBeInTheDocument();
    expect(within(order).getByText('Cash On Delivery')).toBeInTheDocument();
    expect(within(order).getByText('Expected delivery').nextElementSibling).toHaveTextContent('By 7 April 2025');
    // The badge says what the tracking bar's current step says.
    expect(within(order).getByText('Processing', { selector: 'span[class*="badge"]' })).toBeInTheDocument();
    expect(within(order).getByText('Payment status').nextElementSibling).toHaveTextContent('Due on delivery');
    // The photo sits beside the item's name: decorative, so a screen reader says the name once.
    const image = within(order).getByRole('presentation');
    expect(image).toHaveAttribute('src', baseOrder.orderItems[0].photo);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(order).getByText('Basmati Rice 5kg')).toBeInTheDocument();
    expect(within(order).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(order).getByText('Rs 2,500')).toBeInTheDocument();
    expect(within(order).getByText('Rs 5,000')).toBeInTheDocument();
    expect(within(order).getByText('Shipping (TCS)')).toBeInTheDocument();
    expect(within(order).getByText('Rs 500')).toBeInTheDocument();
    expect(within(order).getByText('Rs 5,500')).toBeInTheDocument();
  });

  it('shows the payment status as returned, else the order status', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([cardOrder, oldDelivered]);
    renderOrders();
    await screen.findByRole('article', { name: 'Order ORD-1002' });
    const status = (number: string) => within(card(number)).getByText('Payment status').nextElementSibling?.textContent;
    expect(status('ORD-1002')).toBe('Failed');
    expect(status('ORD-0900')).toBe('Delivered');
    expect(within(card('ORD-1002')).getByText('To be confirmed')).toBeInTheDocument();
  });

  it('draws the tracking bar as an ordered list with the current step marked', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([baseOrder, { ...cardOrder, status: 'cancelled' }]);
    renderOrders();
    await screen.findByRole('article', { name: 'Order ORD-1001' });

    const bar = within(card('ORD-1001')).getByRole('list', { name: 'Tracking for order ORD-1001' });
    const steps = within(bar).getAllByRole('listitem');
    expect(steps.map(spoken)).toEqual([
      'Order Confirmed (completed)',
      'Processing (completed)',
      'Shipped (not yet)',
      'Delivered (not yet)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1);

    expect(within(card('ORD-1002')).getByText('Delivery date').nextElementSibling).toHaveTextContent('Not applicable');
    const cancelled = within(card('ORD-1002')).getByRole('list', { name: 'Tracking for order ORD-1002' });
    expect(within(cancelled).getAllByRole('listitem').map(spoken)).toEqual(['Cancelled (completed)']);
  });

  it('says plainly when a card order still waits for its payment, and only then', async () => {
    const waiting: Order = {
      ...cardOrder,
      id: 4,
      number: 'ORD-1003',
      payment: { method: 'stripe', status: 'pending' },
    };
    const paid: Order = {
      ...cardOrder,
      id: 5,
      number: 'ORD-1004',
      status: 'confirmed',
      payment: { method: 'stripe', status: 'paid' },
    };
    jest.mocked(fetchOrders).mockResolvedValue([cardOrder, waiting, paid, baseOrder]);
    renderOrders();
    await screen.findByRole('article', { name: 'Order ORD-1002' });
    expect(
      within(card('ORD-1002')).getByText(
        'The card payment for this order did not go through. Use Retry Payment to pay for it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card('ORD-1003')).getByText(
        'This order is waiting for its card payment. Use Retry Payment to pay for it.',
      ),
    ).toBeInTheDocument();
    for (const number of ['ORD-1004', 'ORD-1001']) {
      expect(within(card(number)).queryByText(/Use Retry Payment/)).not.toBeInTheDocument();
    }
  });

  it('retries a card payment by sending the browser to the new link', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([cardOrder, baseOrder]);
    jest.mocked(retryStripePayment).mockResolvedValue('https://checkout.stripe.com/c/pay/cs_test_123');
    const user = renderOrders();
    await screen.findByRole('article', { name: 'Order ORD-1002' });
    expect(within(card('ORD-1001')).queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();

    const retryButton = within(card('ORD-1002')).getByRole('button', { name: 'Retry Payment' });
    expect(retryButton).toHaveAccessibleDescription('Order ORD-1002');
    await user.click(retryButton);
    expect(retryStripePayment).toHaveBeenCalledWith(2);
    expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_123');
    const opening = within(card('ORD-1002')).getByRole('button', { name: 'Opening payment…' });
    expect(opening).toHaveAttribute('aria-disabled', 'true');
    await user.click(opening);
    expect(retryStripePayment).toHaveBeenCalledTimes(1);
  });

  it('coming Back from the payment page through the back/forward cache offers the retry again', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([cardOrder]);
    jest.mocked(retryStripePayment).mockResolvedValue('https://checkout.stripe.com/c/pay/cs_test_123');
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    expect(screen.getByRole('button', { name: 'Opening payment…' })).toHaveAttribute('aria-disabled', 'true');

    fireEvent(window, Object.assign(new Event('pageshow'), { persisted: true }));
    expect(await screen.findByRole('button', { name: 'Retry Payment' })).toHaveAttribute('aria-disabled', 'false');
  });

  it.each([
    ['no link in the answer', () => jest.mocked(retryStripePayment).mockResolvedValue(null)],
    [
      'a failed request',
      () =>
        jest
          .mocked(retryStripePayment)
          .mockRejectedValue(httpError(502, { success: false, mess: 'The card payment could not be started' })),
    ],
  ])("says 'Failed to get Stripe payment link.' in place after %s", async (_case, arrange) => {
    arrange();
    jest.mocked(fetchOrders).mockResolvedValue([cardOrder]);
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    expect(await within(card('ORD-1002')).findByRole('alert')).toHaveTextContent('Failed to get Stripe payment link.');
    expect(redirectTo).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toHaveAttribute('aria-disabled', 'false');
    alertSpy.mockRestore();
  });

  it('an order paid or released meanwhile (409): tells why, and shows the order as it now stands', async () => {
    jest
      .mocked(fetchOrders)
      .mockResolvedValueOnce([cardOrder])
      .mockResolvedValueOnce([{ ...cardOrder, status: 'confirmed', payment: { method: 'stripe', status: 'paid' } }]);
    jest
      .mocked(retryStripePayment)
      .mockRejectedValue(httpError(409, { success: false, mess: 'This order has already been paid' }));
    const user = renderOrders();
    const retry = await screen.findByRole('button', { name: 'Retry Payment' });
    retry.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('This order has already been paid')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('ORD-1002')).queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument(),
    );
    expect(fetchOrders).toHaveBeenCalledTimes(2);
    // The list stayed on screen while it was loaded again, and the keyboard stays on this order.
    expect(screen.queryByText('Loading your orders…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order ORD-1002' })).toHaveFocus();
    expect(within(card('ORD-1002')).queryByRole('alert')).not.toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus on Retry Payment when no link comes back', async () => {
    jest.mocked(retryStripePayment).mockResolvedValue(null);
    jest.mocked(fetchOrders).mockResolvedValue([cardOrder]);
    const user = renderOrders();
    const retry = await screen.findByRole('button', { name: 'Retry Payment' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(await within(card('ORD-1002')).findByRole('alert')).toHaveTextContent('Failed to get Stripe payment link.');
    expect(retry).not.toBeDisabled();
    expect(retry).toHaveFocus();
  });

  it('opens a dialog with the support phone number instead of cancelling in the app', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([baseOrder, oldDelivered]);
    const user = renderOrders();
    await screen.findByRole('article', { name: 'Order ORD-1001' });
    expect(within(card('ORD-0900')).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();

    const cancel = within(card('ORD-1001')).getByRole('button', { name: 'Cancel Order' });
    expect(cancel).toHaveAccessibleDescription('Order ORD-1001');
    await user.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Cancel order ORD-1001' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('0300-7654321'));
    expect(within(dialog).getByRole('link', { name: '0300-7654321' })).toHaveAttribute('href', 'tel:03007654321');
    // Focus starts on Close, not on the phone link showModal() picked first.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancel).toHaveFocus();
  });

  it('shows an empty state with a way back to the shop', async () => {
    jest.mocked(fetchOrders).mockResolvedValue([]);
    renderOrders();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    jest.mocked(fetchOrders).mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce([baseOrder]);
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order ORD-1001' })).toBeInTheDocument();
  });
});
