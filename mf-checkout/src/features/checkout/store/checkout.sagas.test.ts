import { waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { notify } from '@storefront/shared/ui';
import { notifyApiError } from '@storefront/shared/api';
import { itemAdded } from '@storefront/shared/cart';
import { createStorefrontStore } from '@storefront/shared/store';
import type { CreateOrderRequest } from '@storefront/shared/types';
import { createOrder } from '../api/checkout-api';
import { redirectToPayment } from '../../../lib/payment-redirect';
import { checkoutSaga, ORDER_OUTCOME_UNKNOWN } from './checkout.sagas';
import { checkoutReset, checkoutSlice, orderSubmitted, selectCheckout } from './checkout.slice';

jest.mock('../api/checkout-api');
jest.mock('../../../lib/payment-redirect');
jest.mock('@storefront/shared/api', () => ({
  ...jest.requireActual<typeof import('@storefront/shared/api')>('@storefront/shared/api'),
  notifyApiError: jest.fn(),
}));

const createOrderMock = jest.mocked(createOrder);
const redirectMock = jest.mocked(redirectToPayment);
const notifyMock = jest.mocked(notifyApiError);

const request: CreateOrderRequest = {
  items: [{ id: 1, quantity: 2 }],
  paymentMethod: 'cod',
  courierPricingId: 11,
  customerId: 42,
  addressId: 7,
};

function setup() {
  const store = createStorefrontStore({ storage: null, connectApi: false });
  store.injectSlice(checkoutSlice);
  store.runSagaOnce('checkout', checkoutSaga);
  store.dispatch(
    itemAdded({
      item: { id: 1, name: 'Dawlance Microwave Oven', imgUrl: '', netPrice: 25000, stock: 3, slug: 'oven' },
      quantity: 2,
    }),
  );
  return store;
}

const placed = (paymentMethod: 'cod' | 'stripe', redirectUrl: string | null) => ({
  success: true as const,
  data: { orderId: 5, number: 'SF-000005', paymentMethod, redirectUrl },
});

beforeEach(() => jest.resetAllMocks());

describe('checkout saga', () => {
  it('cash on delivery: sends the request, clears the basket and heads for /order-success', async () => {
    createOrderMock.mockResolvedValue(placed('cod', null));
    const store = setup();
    store.dispatch(orderSubmitted(request));
    expect(selectCheckout(store.getState()).status).toBe('submitting');

    await waitFor(() => expect(selectCheckout(store.getState()).status).toBe('settled'));
    expect(createOrderMock).toHaveBeenCalledWith(request, expect.stringMatching(/^[0-9a-f]{32}$/));
    expect(selectCheckout(store.getState())).toMatchObject({ nextPath: '/order-success', orderNumber: 'SF-000005' });
    expect(store.getState().cart.items).toEqual([]);
    expect(redirectMock).not.toHaveBeenCalled();
  });

  it('card: clears the basket and sends the browser to the payment page', async () => {
    const url = 'http://localhost:3000/api/api/payment/gateway/5';
    createOrderMock.mockResolvedValue(placed('stripe', url));
    const store = setup();
    store.dispatch(orderSubmitted({ ...request, paymentMethod: 'stripe' }));

    await waitFor(() => expect(redirectMock).toHaveBeenCalledWith(url));
    expect(selectCheckout(store.getState()).status).toBe('redirecting');
    expect(store.getState().cart.items).toEqual([]);
  });

  it('card without a payment page: the order waits in My Orders, so it heads for /order-fail', async () => {
    createOrderMock.mockResolvedValue(placed('stripe', null));
    const store = setup();
    store.dispatch(orderSubmitted({ ...request, paymentMethod: 'stripe' }));

    await waitFor(() => expect(selectCheckout(store.getState()).nextPath).toBe('/order-fail'));
    expect(selectCheckout(store.getState()).orderPlaced).toBe(true);
    expect(redirectMock).not.toHaveBeenCalled();
  });

  it('card with a payment address the browser refuses: the order waits in My Orders, so it heads for /order-fail', async () => {
    createOrderMock.mockResolvedValue(placed('stripe', 'not a url'));
    redirectMock.mockImplementation(() => {
      throw new SyntaxError("Failed to execute 'assign' on 'Location'");
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = setup();
    store.dispatch(orderSubmitted({ ...request, paymentMethod: 'stripe' }));

    await waitFor(() =>
      expect(selectCheckout(store.getState())).toMatchObject({ status: 'settled', nextPath: '/order-fail' }),
    );
    expect(selectCheckout(store.getState()).orderNumber).toBe('SF-000005');
    expect(store.getState().cart.items).toEqual([]);
    // The watcher lives on: a later order is still placed.
    createOrderMock.mockResolvedValue(placed('cod', null));
    store.dispatch(orderSubmitted(request));
    await waitFor(() => expect(createOrderMock).toHaveBeenCalledTimes(2));
  });

  it('an answer without success heads for /order-fail and keeps the basket', async () => {
    createOrderMock.mockResolvedValue({ success: false, mess: 'Payment declined' } as never);
    const store = setup();
    store.dispatch(orderSubmitted(request));

    await waitFor(() => expect(selectCheckout(store.getState()).nextPath).toBe('/order-fail'));
    expect(selectCheckout(store.getState()).orderPlaced).toBe(false);
    expect(store.getState().cart.itemCount).toBe(2);
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it('a failed call is reported, the basket kept and the form usable again', async () => {
    const error = Object.assign(new Error('Request failed with status code 409'), {
      response: { status: 409, data: { success: false, mess: 'Only 1 left of Dawlance Microwave Oven' } },
    });
    createOrderMock.mockRejectedValue(error);
    const store = setup();
    store.dispatch(orderSubmitted(request));

    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith(error));
    expect(selectCheckout(store.getState())).toMatchObject({ status: 'idle', nextPath: null });
    expect(store.getState().cart.itemCount).toBe(2);
  });

  it.each([
    ['a timeout', () => new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED')],
    [
      'a gateway that gave up',
      () =>
        new AxiosError('Request failed with status code 504', 'ERR_BAD_RESPONSE', undefined, undefined, {
          status: 504,
          statusText: '',
          headers: {},
          config: {} as never,
          data: { success: false, mess: "We can't reach the shop right now." },
        }),
    ],
  ])(
    'after %s the order may exist: the shopper is asked to look in My Orders, and the basket is kept',
    async (_case, failure) => {
      createOrderMock.mockRejectedValue(failure());
      const told = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
      const store = setup();
      store.dispatch(orderSubmitted(request));

      await waitFor(() => expect(selectCheckout(store.getState()).status).toBe('idle'));
      expect(told).toHaveBeenCalledWith(ORDER_OUTCOME_UNKNOWN);
      expect(notifyMock).not.toHaveBeenCalled();
      expect(store.getState().cart.itemCount).toBe(2);
    },
  );

  describe('the order key (Idempotency-Key)', () => {
    const noAnswer = () => new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED');
    const keyOfCall = (n: number) => createOrderMock.mock.calls[n][1];

    async function submitAndSettle(store: ReturnType<typeof setup>, order: CreateOrderRequest, calls: number) {
      store.dispatch(orderSubmitted(order));
      await waitFor(() => expect(createOrderMock).toHaveBeenCalledTimes(calls));
      await waitFor(() => expect(selectCheckout(store.getState()).status).not.toBe('submitting'));
    }

    it('placing again the very order that got no answer sends its key, even after leaving checkout', async () => {
      jest.spyOn(notify, 'error').mockImplementation(() => 'id');
      createOrderMock.mockRejectedValueOnce(noAnswer()).mockResolvedValueOnce(placed('cod', null));
      const store = setup();
      await submitAndSettle(store, request, 1);
      store.dispatch(checkoutReset());
      await submitAndSettle(store, { ...request }, 2);
      expect(keyOfCall(1)).toBe(keyOfCall(0));
      // Answered: the key has done its work, and the next order gets a new one.
      expect(selectCheckout(store.getState()).unanswered).toBeNull();
    });

    it('a different order, or one after a refusal or an answer, gets a new key', async () => {
      jest.spyOn(notify, 'error').mockImplementation(() => 'id');
      createOrderMock
        .mockRejectedValueOnce(noAnswer())
        .mockRejectedValueOnce(
          new AxiosError('Request failed with status code 409', 'ERR_BAD_REQUEST', undefined, undefined, {
            status: 409,
            statusText: '',
            headers: {},
            config: {} as never,
            data: { success: false, mess: 'Out of stock' },
          }),
        )
        .mockResolvedValue(placed('cod', null));
      const store = setup();
      await submitAndSettle(store, request, 1);
      await submitAndSettle(store, { ...request, courierPricingId: 12 }, 2);
      expect(keyOfCall(1)).not.toBe(keyOfCall(0));
      // The refusal was an answer: no key is kept for it.
      expect(selectCheckout(store.getState()).unanswered).toBeNull();
      await submitAndSettle(store, { ...request, courierPricingId: 12 }, 3);
      expect(keyOfCall(2)).not.toBe(keyOfCall(1));
    });
  });

  it('ignores a second submit while the first order call is in flight', async () => {
    let answer: (value: ReturnType<typeof placed>) => void = () => {};
    createOrderMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const store = setup();
    store.dispatch(orderSubmitted(request));
    store.dispatch(orderSubmitted(request));
    expect(createOrderMock).toHaveBeenCalledTimes(1);

    answer(placed('cod', null));
    await waitFor(() => expect(selectCheckout(store.getState()).status).toBe('settled'));
    expect(createOrderMock).toHaveBeenCalledTimes(1);
  });
});
