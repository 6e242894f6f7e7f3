import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@storefront/shared/api';
import { loggedIn, selectIsLoggedIn } from '@storefront/shared/session';
import { createStorefrontStore } from '@storefront/shared/store';
import { customer } from '../../../test-utils/fixtures';
import { createOrder, fetchCheckoutAddress } from './checkout-api';

const reply = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as never;

afterEach(() => jest.restoreAllMocks());

describe('checkout API', () => {
  it('asks for the checkout address of the given user and returns its data', async () => {
    const details = { id: 42, name: 'Ayesha Khan', email: 'ayesha@example.pk', address: null };
    const get = jest.spyOn(api, 'get').mockResolvedValue(reply({ success: true, data: details }));
    await expect(fetchCheckoutAddress(42)).resolves.toEqual(details);
    expect(get).toHaveBeenCalledWith('/customer/getCheckoutAddress', { params: { id: 42 } });
  });

  it('rejects when the checkout address envelope says no success', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(reply({ success: false, mess: 'Not yours', message: 'Not yours' }));
    await expect(fetchCheckoutAddress(42)).rejects.toThrow('Not yours');
  });

  it("ends the session when the API says the named customer is not the token's", async () => {
    const store = createStorefrontStore({ storage: null });
    store.dispatch(loggedIn({ token: 'valid-token', user: { ...customer, id: 99 } }));
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    jest.spyOn(api, 'get').mockRejectedValue(
      new AxiosError('Request failed with status code 403', 'ERR_BAD_REQUEST', config, null, {
        status: 403,
        statusText: 'Forbidden',
        data: { success: false, mess: 'You can only access your own account' },
        headers: {},
        config,
      }),
    );
    await expect(fetchCheckoutAddress(99)).rejects.toMatchObject({ name: 'SessionEndedError' });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('posts the order with its key and hands back the whole envelope, success flag included', async () => {
    const envelope = { success: false, mess: 'Order could not be placed' };
    const post = jest.spyOn(api, 'post').mockResolvedValue(reply(envelope));
    const request = {
      items: [{ id: 1, quantity: 2 }],
      paymentMethod: 'cod' as const,
      courierPricingId: 11,
      customerId: 42,
      addressId: 7,
    };
    await expect(createOrder(request, 'order-key-0001')).resolves.toEqual(envelope);
    expect(post).toHaveBeenCalledWith('/order/create', request, { headers: { 'Idempotency-Key': 'order-key-0001' } });
  });
});
