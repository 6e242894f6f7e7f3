import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { api } from '@storefront/shared/api';
import { MemoryRouter } from '@storefront/shared/router';
import { POLICIES_KEY } from '@storefront/shared/remote-data';
import { loggedIn } from '@storefront/shared/session';
import { ServerDataProvider } from '@storefront/shared/ssr';
import { createStorefrontStore } from '@storefront/shared/store';
import { TEST_POLICIES } from '@storefront/shared/testing';
import type { Order, ShopPolicies } from '@storefront/shared/types';
import { customer } from '../../../test-utils/fixtures';
import OrderFailPage from './order-fail-page';
import OrderSuccessPage from './order-success-page';

const reply = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as never;

type OrderState = Pick<Order, 'number' | 'status' | 'paymentMethod' | 'payment'>;

/** A card order as it stands right after checkout or the gateway: its payment not settled yet. */
const unpaidCardOrder = (number: string): OrderState => ({
  number,
  status: 'pending',
  paymentMethod: 'stripe',
  payment: { method: 'stripe', status: 'pending' },
});

/** The logged-in customer's own orders, as GET /order/getOrdersByCustomer answers. */
const ownOrders = (...orders: Array<string | OrderState>) =>
  jest.spyOn(api, 'get').mockResolvedValue(
    reply({
      success: true,
      data: orders.map((order, id) => ({ id, ...(typeof order === 'string' ? unpaidCardOrder(order) : order) })),
    }),
  );

const renderAt = (page: ReactElement, state?: unknown, search = '', policies: ShopPolicies = TEST_POLICIES) => {
  const store = createStorefrontStore({ storage: null, connectApi: false });
  store.dispatch(loggedIn({ token: 'test-token', user: customer }));
  // The delivery promise as the page has it once GET /policies answered.
  const entries = new Map([[POLICIES_KEY, { ok: true as const, value: policies }]]);
  return render(
    <ServerDataProvider value={{ entries, origin: 'http://localhost' }}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[{ pathname: '/', search, state }]}>{page}</MemoryRouter>
      </Provider>
    </ServerDataProvider>,
  );
};

beforeEach(() => ownOrders('SF-000005', 'SF-2611-000012'));
afterEach(() => jest.restoreAllMocks());

/** The spy on api.get (spyOn hands back the one ownOrders set). */
const apiGet = () => jest.spyOn(api, 'get');

/** Lets the order lookup answer (a mocked call settles within a few microtasks). */
const lookupSettled = async () => {
  await act(async () => {});
  expect(apiGet()).toHaveBeenCalledTimes(1);
};

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('OrderSuccessPage', () => {
  it('thanks for the order handed over by the checkout: its number, delivery in 3-5 business days, the e-mail', async () => {
    renderAt(<OrderSuccessPage />, { orderNumber: 'SF-000005' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('SF-000005')).toBeInTheDocument();
    expect(apiGet()).toHaveBeenCalledWith(
      '/order/getOrdersByCustomer',
      expect.objectContaining({ params: { customerId: customer.id } }),
    );
    expect(screen.getByText(/delivered within 3-5 business days/)).toBeInTheDocument();
    expect(screen.getByText(/confirmation e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Order placed | Storefront');
  });

  it('promises the delivery time the API is configured with', async () => {
    renderAt(<OrderSuccessPage />, { orderNumber: 'SF-000005' }, '', {
      ...TEST_POLICIES,
      deliveryDays: { min: 2, max: 4 },
    });
    expect(await screen.findByText(/delivered within 2-4 business days/)).toBeInTheDocument();
    expect(screen.queryByText(/3-5/)).not.toBeInTheDocument();
  });

  it('names the order the card gateway sends back in ?order=', async () => {
    renderAt(<OrderSuccessPage />, undefined, '?order=SF-2611-000012');
    expect(await screen.findByText('Order number:')).toHaveTextContent('Order number: SF-2611-000012');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
  });

  it('without order information, claims no order and points to My Orders', () => {
    renderAt(<OrderSuccessPage />);
    expect(screen.queryByText(/Order number/)).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument();
    expect(screen.queryByText(/has been placed/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for shopping with us!' })).toBeInTheDocument();
    expect(screen.getByText(/delivered within 3-5 business days/)).toBeInTheDocument();
    expect(screen.getByText('Your orders and their status are in My Orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(document.title).toBe('Thank you | Storefront');
  });

  it('does not thank for an order whose card payment was declined, whatever the address says', async () => {
    ownOrders({ ...unpaidCardOrder('SF-2611-000012'), payment: { method: 'stripe', status: 'failed' } });
    renderAt(<OrderSuccessPage />, undefined, '?order=SF-2611-000012');
    await lookupSettled();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for shopping with us!' })).toBeInTheDocument();
    expect(screen.queryByText(/Order number|SF-2611-000012|has been placed/)).not.toBeInTheDocument();
  });

  it('names a cash-on-delivery order and a paid card order, with the total the server charged', async () => {
    ownOrders(
      {
        number: 'SF-2611-000020',
        status: 'pending',
        paymentMethod: 'cod',
        payment: { method: 'cod', status: 'pending' },
        grandTotal: 54680,
      } as OrderState,
      {
        number: 'SF-2611-000021',
        status: 'confirmed',
        paymentMethod: 'stripe',
        payment: { method: 'stripe', status: 'paid' },
        grandTotal: 4750,
      } as OrderState,
    );
    const { unmount } = renderAt(<OrderSuccessPage />, { orderNumber: 'SF-2611-000020' });
    expect(await screen.findByText('SF-2611-000020')).toBeInTheDocument();
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: Rs 54,680 (to pay in cash on delivery)');
    unmount();
    renderAt(<OrderSuccessPage />, undefined, '?order=SF-2611-000021');
    expect(await screen.findByText('SF-2611-000021')).toBeInTheDocument();
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: Rs 4,750 (paid by card)');
  });

  it('names the wallet a paid wallet order was paid with, not a card', async () => {
    ownOrders({
      number: 'SF-2611-000022',
      status: 'confirmed',
      paymentMethod: 'jazzcash',
      payment: { method: 'jazzcash', status: 'paid' },
      grandTotal: 3200,
    } as OrderState);
    renderAt(<OrderSuccessPage />, undefined, '?order=SF-2611-000022');
    expect(await screen.findByText('SF-2611-000022')).toBeInTheDocument();
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: Rs 3,200 (paid with JazzCash)');
  });

  it('ignores an order value that does not look like an order number', () => {
    const { unmount } = renderAt(<OrderSuccessPage />, { orderNumber: 12 });
    expect(screen.queryByText(/Order number/)).not.toBeInTheDocument();
    unmount();
    renderAt(<OrderSuccessPage />, undefined, `?order=${encodeURIComponent('Call 0300 1234567 to claim a prize')}`);
    expect(screen.queryByText(/Order number/)).not.toBeInTheDocument();
    expect(screen.queryByText(/prize/)).not.toBeInTheDocument();
  });
});

describe('OrderFailPage', () => {
  it('for a placed card order: says the payment failed and offers the retry in My Orders, not the emptied basket', async () => {
    renderAt(<OrderFailPage />, { orderNumber: 'SF-000005', orderPlaced: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(await screen.findByText('SF-000005')).toBeInTheDocument();
    expect(screen.getByText('Your payment was not successful or was declined.')).toBeInTheDocument();
    expect(screen.getByText('You can retry the payment for this order from My Orders.')).toBeInTheDocument();
    expect(screen.queryByText(/basket/i)).not.toBeInTheDocument();
    expect(linkNames()).toEqual(['My Orders', 'Continue Shopping']);
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Payment failed | Storefront');
  });

  it('names the declined order the card gateway sends back in ?order=', async () => {
    renderAt(<OrderFailPage />, undefined, '?order=SF-2611-000012');
    expect(await screen.findByText('Order number:')).toHaveTextContent('Order number: SF-2611-000012');
    expect(screen.getByText('You can retry the payment for this order from My Orders.')).toBeInTheDocument();
  });

  it('without order information, speaks of no particular order and points to My Orders', () => {
    renderAt(<OrderFailPage />);
    expect(screen.getByText('Your payment was not successful or was declined.')).toBeInTheDocument();
    expect(screen.queryByText(/Order number|this order/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/waiting for payment are in My Orders, where you can retry the payment/),
    ).toBeInTheDocument();
    expect(linkNames()).toEqual(['My Orders', 'Continue Shopping']);
  });

  it('when no order was placed, the basket was kept: offers it and no retry', () => {
    renderAt(<OrderFailPage />, { orderNumber: null, orderPlaced: false });
    expect(screen.getByText(/payment was not successful or was declined/)).toBeInTheDocument();
    expect(screen.queryByText(/retry the payment/)).not.toBeInTheDocument();
    expect(screen.getByText(/No order was placed/)).toBeInTheDocument();
    expect(linkNames()).toEqual(['Back to Basket', 'Continue Shopping']);
    expect(screen.getByRole('link', { name: 'Back to Basket' })).toHaveAttribute('href', '/basket');
  });

  it('speaks of no particular order when the one in the address was paid, or is cash on delivery', async () => {
    ownOrders(
      {
        number: 'SF-2611-000020',
        status: 'pending',
        paymentMethod: 'cod',
        payment: { method: 'cod', status: 'pending' },
      },
      {
        number: 'SF-2611-000021',
        status: 'confirmed',
        paymentMethod: 'stripe',
        payment: { method: 'stripe', status: 'paid' },
      },
    );
    for (const number of ['SF-2611-000020', 'SF-2611-000021']) {
      const { unmount } = renderAt(<OrderFailPage />, undefined, `?order=${number}`);
      await act(async () => {});
      expect(screen.queryByText(new RegExp(`Order number|this order|${number}`))).not.toBeInTheDocument();
      expect(screen.getByText(/waiting for payment are in My Orders/)).toBeInTheDocument();
      unmount();
    }
    expect(apiGet()).toHaveBeenCalledTimes(2);
  });

  it('says so when the gateway reports the order was cancelled before it was paid', async () => {
    renderAt(<OrderFailPage />, undefined, '?reason=order-cancelled&order=SF-2611-000012');
    expect(await screen.findByText('SF-2611-000012')).toBeInTheDocument();
    expect(screen.getByText(/order was cancelled before the payment went through/)).toBeInTheDocument();
    expect(screen.queryByText(/retry the payment/)).not.toBeInTheDocument();
    expect(linkNames()).toEqual(['Continue Shopping', 'My Orders']);
  });
});

describe("an order number that is not the logged-in customer's own", () => {
  it('success page: shows the generic thanks while checking, and keeps it for an order of someone else', async () => {
    renderAt(<OrderSuccessPage />, undefined, '?order=SF-2611-000099');
    // While the check runs: no number to flash.
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for shopping with us!' })).toBeInTheDocument();
    await lookupSettled();
    expect(screen.getByText('Your orders and their status are in My Orders.')).toBeInTheDocument();
    expect(screen.queryByText(/Order number|SF-2611-000099/)).not.toBeInTheDocument();
    expect(screen.getByText(/delivered within 3-5 business days/)).toBeInTheDocument();
    expect(document.title).toBe('Thank you | Storefront');
  });

  it("fail page: another customer's order gets neither its number nor the retry hint", async () => {
    renderAt(<OrderFailPage />, undefined, '?order=SF-2611-000099');
    await lookupSettled();
    expect(screen.getByText('Your payment was not successful or was declined.')).toBeInTheDocument();
    expect(
      screen.getByText(/waiting for payment are in My Orders, where you can retry the payment/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Order number|this order|SF-2611-000099/)).not.toBeInTheDocument();
  });

  it('fail page: a failed lookup falls back to the generic text', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('Network Error'));
    renderAt(<OrderFailPage />, { orderNumber: 'SF-000005', orderPlaced: true });
    await lookupSettled();
    expect(screen.queryByText(/Order number|this order|SF-000005/)).not.toBeInTheDocument();
    expect(screen.getByText(/waiting for payment are in My Orders/)).toBeInTheDocument();
  });
});
