import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartItems } from '@storefront/shared/cart';
import { renderWithProviders } from '@storefront/shared/testing';
import type { Order } from '@storefront/shared/types';
import { catalogueAsSaved, customer, lawnSuit, microwave } from '../../test-utils/fixtures';
import { redirectToPayment } from '../../lib/payment-redirect';
import { fetchCurrentProducts } from '../../lib/products-api';
import { cancelOrder, findWaitingCardOrder, isWaitingForPayment, paymentLinkFor } from '../../lib/waiting-card-order';
import { WaitingCardOrder } from './waiting-card-order';

jest.mock('../../lib/payment-redirect');
jest.mock('../../lib/products-api');
jest.mock('../../lib/waiting-card-order', () => ({
  ...jest.requireActual<typeof import('../../lib/waiting-card-order')>('../../lib/waiting-card-order'),
  findWaitingCardOrder: jest.fn(),
  paymentLinkFor: jest.fn(),
  cancelOrder: jest.fn(),
}));

/** A card order as the API answers it right after the shopper came back from the payment page. */
const cardOrder: Order = {
  id: 9,
  number: 'SF-2611-000009',
  status: 'pending',
  createdAt: '2026-11-28T10:00:00.000Z',
  grandTotal: 54750,
  subTotal: 54500,
  courierCost: 250,
  courier: { name: 'TCS' },
  deliveryDate: null,
  paymentMethod: 'stripe',
  payment: { method: 'stripe', status: 'pending' },
  orderItems: [
    { productId: microwave.id, name: microwave.name, photo: microwave.imgUrl, price: 25000, qty: 2, total: 50000 },
    { productId: lawnSuit.id, name: lawnSuit.name, photo: lawnSuit.imgUrl, price: 4500, qty: 1, total: 4500 },
  ],
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchCurrentProducts).mockImplementation(catalogueAsSaved);
});

const notice = () => screen.findByRole('region', { name: 'Your card order is waiting for payment' });

describe('WaitingCardOrder', () => {
  it('names the unpaid card order and offers to pay it now', async () => {
    jest.mocked(findWaitingCardOrder).mockResolvedValue(cardOrder);
    jest.mocked(paymentLinkFor).mockResolvedValue('https://pay.example/session/9');
    renderWithProviders(<WaitingCardOrder />, { user: customer });
    expect(await notice()).toHaveTextContent('Order SF-2611-000009 (Rs 54,750) has not been paid yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(redirectToPayment).toHaveBeenCalledWith('https://pay.example/session/9'));
    expect(paymentLinkFor).toHaveBeenCalledWith(9);
  });

  it('cancels it and puts the same lines back in the basket, for cash on delivery', async () => {
    jest.mocked(findWaitingCardOrder).mockResolvedValue(cardOrder);
    jest.mocked(cancelOrder).mockResolvedValue();
    const { store } = renderWithProviders(<WaitingCardOrder />, { user: customer });
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Cancel it and pay cash on delivery' }));
    expect(
      await screen.findByText(
        'Order SF-2611-000009 is cancelled. Its items are back in your basket: choose Cash On Delivery to order them.',
      ),
    ).toBeInTheDocument();
    expect(cancelOrder).toHaveBeenCalledWith(9);
    expect(selectCartItems(store.getState()).map((line) => [line.id, line.quantity])).toEqual([
      [microwave.id, 2],
      [lawnSuit.id, 1],
    ]);
    expect(screen.queryByRole('region', { name: /waiting for payment/ })).not.toBeInTheDocument();
  });

  it('says nothing when no card order waits, or to a shopper not logged in', async () => {
    jest.mocked(findWaitingCardOrder).mockResolvedValue(null);
    const { unmount } = renderWithProviders(<WaitingCardOrder />, { user: customer });
    await waitFor(() => expect(findWaitingCardOrder).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: /waiting for payment/ })).not.toBeInTheDocument();
    unmount();
    jest.mocked(findWaitingCardOrder).mockClear();
    renderWithProviders(<WaitingCardOrder />);
    expect(findWaitingCardOrder).not.toHaveBeenCalled();
  });
});

describe('isWaitingForPayment', () => {
  it('is an open card order whose payment is pending or was declined', () => {
    expect(isWaitingForPayment(cardOrder)).toBe(true);
    expect(isWaitingForPayment({ ...cardOrder, payment: { method: 'stripe', status: 'failed' } })).toBe(true);
    expect(isWaitingForPayment({ ...cardOrder, payment: { method: 'stripe', status: 'paid' } })).toBe(false);
    expect(isWaitingForPayment({ ...cardOrder, status: 'cancelled' })).toBe(false);
    expect(
      isWaitingForPayment({ ...cardOrder, paymentMethod: 'cod', payment: { method: 'cod', status: 'pending' } }),
    ).toBe(false);
  });
});
