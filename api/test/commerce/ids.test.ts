// Every id a client sends is bounded to the int4 range of the id columns (1 to 2147483647): one
// past it answers 400 naming the field, never a database error.
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

it.each([
  ['GET', `/customer/getUserDetailsByid/${TOO_BIG}`, undefined, 'id'],
  ['GET', `/customer/getAddress?id=${TOO_BIG}`, undefined, 'id'],
  ['GET', `/customer/getCheckoutAddress?id=${TOO_BIG}`, undefined, 'id'],
  ['GET', `/order/getOrdersByCustomer?customerId=${TOO_BIG}`, undefined, 'customerId'],
  ['PUT', '/customer/updateAddress', { id: TOO_BIG }, 'id'],
  ['PUT', '/customer/updateUser', { id: String(TOO_BIG) }, 'id'],
  ['POST', '/order/cancelOrder', { orderId: TOO_BIG }, 'orderId'],
  ['POST', '/order/retryStripePayment', { orderId: String(TOO_BIG) }, 'orderId'],
  ['POST', '/order/create', { items: [{ id: 1, quantity: 1 }], paymentMethod: 'cod', customerId: TOO_BIG }, 'customerId'],
] as const)('%s %s answers 400 for an id past the int4 range', async (method, path, payload, field) => {
  const res = await call(t.app, { method, url: `${API}${path}`, headers: me.headers, payload });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({ [field]: `${field} must be a valid id` });
});

it('bounds ids inside bodies too: address state and city, order lines, courier and address', async () => {
  const address = await call(t.app, {
    method: 'PUT', url: `${API}/customer/updateAddress`, headers: me.headers,
    payload: { id: me.id, address: 'House 1', stateId: 1, cityId: TOO_BIG, postalCode: '54000', phone: '03001234567' },
  });
  expect(address.status).toBe(400);
  expect(address.body.errors.cityId).toBe('cityId must be a valid id');
  for (const [change, field] of [
    [{ items: [{ id: TOO_BIG, quantity: 1 }] }, 'items[0].id'],
    [{ courierPricingId: TOO_BIG }, 'courierPricingId'],
    [{ addressId: TOO_BIG }, 'addressId'],
  ] as const) {
    const res = await call(t.app, {
      method: 'POST', url: `${API}/order/create`, headers: me.headers,
      payload: { items: [{ id: 1, quantity: 1 }], paymentMethod: 'cod', courierPricingId: 1, addressId: 1, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(`${field} must be a valid id`);
  }
});

it('bounds the test gateway order id', async () => {
  const res = await call(t.app, { method: 'GET', url: `${API}/payment/gateway/${TOO_BIG}?ref=gw_x` });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({ orderId: 'orderId must be a valid id' });
  expect((await call(t.app, { method: 'GET', url: `${API}/payment/gateway/2147483647?ref=gw_x` })).status).toBe(404);
});
