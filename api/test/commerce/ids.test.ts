// Every id a client sends is bounded to the int4 range of the id columns (1 to 2147483647): one
// past it answers 400 naming the field, never a database error. An id that names a customer or an
// order is an ownership question instead: anything but the caller's own answers 403.
import type { Address, CreateOrderResult, Order, User } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, call, createCustomer, type TestCustomer } from './commerce-test-kit';

let t: TestApp;
let me: TestCustomer;
const TOO_BIG = 2147483648;

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  me = await createCustomer(t.db);
});
afterAll(async () => t?.close());

const ownershipCalls = (id: unknown) =>
  [
    ['GET', `/customer/getUserDetailsByid/${encodeURIComponent(String(id))}`, undefined],
    ['GET', `/customer/getAddress?id=${encodeURIComponent(String(id))}`, undefined],
    ['GET', `/customer/getCheckoutAddress?id=${encodeURIComponent(String(id))}`, undefined],
    ['GET', `/order/getOrdersByCustomer?customerId=${encodeURIComponent(String(id))}`, undefined],
    ['PUT', '/customer/updateAddress', { id }],
    ['PUT', '/customer/updateUser', { id, name: 'Me', email: 'x@example.com', phone: '03001234567' }],
    ['POST', '/order/cancelOrder', { orderId: id }],
    ['POST', '/order/retryStripePayment', { orderId: id }],
    ['POST', '/order/create', { items: [{ id: 1, quantity: 1 }], paymentMethod: 'cod', customerId: id }],
  ] as const;

describe.each([TOO_BIG, String(TOO_BIG), 0, -1, 1.5, 'abc', '1 OR 1=1', '0x1', '1e0', true, { id: 1 }])(
  'an ownership id of %p',
  (id) => {
    it.each(ownershipCalls(id))('%s %s answers 403, as for another customer', async (method, path, payload) => {
      const res = await call(t.app, { method, url: `${API}${path}`, headers: me.headers, payload });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false });
    });
  },
);

it.each([
  ['PUT', '/customer/updateAddress', {}, 'id'],
  ['PUT', '/customer/updateUser', { id: '' }, 'id'],
  ['POST', '/order/cancelOrder', {}, 'orderId'],
  ['POST', '/order/retryStripePayment', { orderId: null }, 'orderId'],
] as const)('%s %s without the id it needs answers 400 naming it', async (method, path, payload, field) => {
  const res = await call(t.app, { method, url: `${API}${path}`, headers: me.headers, payload });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({ [field]: `${field} is required` });
});

it("the caller's own id, as a number or a string, passes the check", async () => {
  expect(
    (
      await call<User>(t.app, {
        method: 'GET',
        url: `${API}/customer/getUserDetailsByid/${me.id}`,
        headers: me.headers,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await call<Order[]>(t.app, {
        method: 'GET',
        url: `${API}/order/getOrdersByCustomer?customerId=%20${me.id}`,
        headers: me.headers,
      })
    ).status,
  ).toBe(200);
});

it('bounds ids inside bodies too: address state and city, order lines, courier and address', async () => {
  const address = await call<Address>(t.app, {
    method: 'PUT',
    url: `${API}/customer/updateAddress`,
    headers: me.headers,
    payload: { id: me.id, address: 'House 1', stateId: 1, cityId: TOO_BIG, postalCode: '54000', phone: '03001234567' },
  });
  expect(address.status).toBe(400);
  expect(address.body.errors!.cityId).toBe('cityId must be a valid id');
  for (const [change, field] of [
    [{ items: [{ id: TOO_BIG, quantity: 1 }] }, 'items[0].id'],
    [{ courierPricingId: TOO_BIG }, 'courierPricingId'],
    [{ addressId: TOO_BIG }, 'addressId'],
  ] as const) {
    const res = await call<CreateOrderResult>(t.app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: me.headers,
      payload: { items: [{ id: 1, quantity: 1 }], paymentMethod: 'cod', courierPricingId: 1, addressId: 1, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors![field]).toBe(`${field} must be a valid id`);
  }
});

it('bounds the test gateway order id', async () => {
  const res = await call(t.app, { method: 'GET', url: `${API}/payment/gateway/${TOO_BIG}?ref=gw_x` });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({ orderId: 'orderId must be a valid id' });
  expect((await call(t.app, { method: 'GET', url: `${API}/payment/gateway/2147483647?ref=gw_x` })).status).toBe(404);
});
