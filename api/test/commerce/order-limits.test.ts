// Limits that keep one customer from holding stock or probing ids: unpaid card orders are released
// at the latest a day after they were placed whatever the retries, at most 3 can wait for payment
// at once, placing and retrying are rate limited, and an address id that is not the caller's
// answers the same whether or not it exists.
import type { CreateOrderResult, Order, RetryPaymentResponse } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { CARD_ORDER_MAX_UNPAID_HOURS, releaseUnpaidCardOrders } from '../../src/commerce/orders/release-unpaid';
import { hitRateLimit, RATE_RULES } from '../../src/commerce/security/rate-limiter';
import {
  API,
  call,
  createCustomer,
  deliverableCity,
  type Deliverable,
  productSupply,
  stockOf,
  type TestCustomer,
  createShopper,
} from './commerce-test-kit';

let t: TestApp;
let place: Deliverable;
const TIMEOUT = 30;

beforeAll(async () => {
  t = await createTestApp();
  place = await deliverableCity(t.db);
});
afterAll(async () => t?.close());

const shopper = () => createShopper(t.db, place);

const product = productSupply(() => t.db, 30, 50);

const createOrder = (
  s: TestCustomer & { addressId?: number },
  productId: number,
  change: Record<string, unknown> = {},
) =>
  call<CreateOrderResult>(t.app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: s.headers,
    payload: {
      items: [{ id: productId, quantity: 1 }],
      paymentMethod: 'stripe',
      courierPricingId: place.courierPricingIds[0],
      customerId: s.id,
      addressId: s.addressId,
      ...change,
    },
  });

const retry = (s: TestCustomer, orderId: number) =>
  call<RetryPaymentResponse>(t.app, {
    method: 'POST',
    url: `${API}/order/retryStripePayment`,
    headers: s.headers,
    payload: { orderId },
  });

async function orderState(orderId: number) {
  const { rows } = await t.db.query<{ order: string; payment: string }>(
    'SELECT o.status AS order, p.status AS payment FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1',
    [orderId],
  );
  return rows[0];
}

const TOO_MANY_UNPAID =
  'You already have 3 orders waiting for payment by card or mobile wallet. Please pay one in My Orders, or wait until unpaid ones are released, before placing another order paid online.';

describe('unpaid card orders are released at the latest a day after they were placed', () => {
  it('retrying payment cannot hold stock past the bound, however recent the last attempt', async () => {
    const s = await shopper();
    const p = await product(5);
    const placed = await createOrder(s, p.id);
    expect(placed.status).toBe(201);
    const orderId = placed.body.data.orderId;
    expect(await stockOf(t.db, p.id)).toBe(4);

    // Placed a day less an hour ago, retried just now: still held.
    await t.db.query(
      `UPDATE orders SET created_at = now() - make_interval(hours => $2::int) + interval '60 minutes' WHERE id = $1`,
      [orderId, CARD_ORDER_MAX_UNPAID_HOURS],
    );
    expect((await retry(s, orderId)).status).toBe(200);
    expect((await releaseUnpaidCardOrders(t.db, { timeoutMinutes: TIMEOUT })).map((o) => o.id)).not.toContain(orderId);
    expect(await orderState(orderId)).toEqual({ order: 'pending', payment: 'pending' });

    // Within the last payment timeout of its day, no new attempt starts: it would outlive the order.
    await t.db.query(
      `UPDATE orders SET created_at = now() - make_interval(hours => $2::int) + interval '20 minutes' WHERE id = $1`,
      [orderId, CARD_ORDER_MAX_UNPAID_HOURS],
    );
    const late = await retry(s, orderId);
    expect(late.status).toBe(409);
    expect(late.body.mess).toBe(
      'The time to pay for this order is nearly over, so it can no longer be paid. Please place a new order.',
    );

    // A day after it was placed it is released, though the last attempt started minutes ago.
    await t.db.query(
      `UPDATE orders SET created_at = now() - make_interval(hours => $2::int) - interval '1 minute' WHERE id = $1`,
      [orderId, CARD_ORDER_MAX_UNPAID_HOURS],
    );
    const released = await releaseUnpaidCardOrders(t.db, { timeoutMinutes: TIMEOUT });
    expect(released.map((o) => o.id)).toContain(orderId);
    expect(await orderState(orderId)).toEqual({ order: 'cancelled', payment: 'cancelled' });
    expect(await stockOf(t.db, p.id)).toBe(5);
  });

  it('leaves paid and cash orders of any age alone', async () => {
    const s = await shopper();
    const p = await product(5);
    const cash = await createOrder(s, p.id, { paymentMethod: 'cod' });
    const paid = await createOrder(s, p.id);
    await t.db.query(`UPDATE payments SET status = 'paid' WHERE order_id = $1`, [paid.body.data.orderId]);
    await t.db.query(`UPDATE orders SET created_at = now() - interval '30 days' WHERE id = ANY($1::int[])`, [
      [cash.body.data.orderId, paid.body.data.orderId],
    ]);
    const released = (await releaseUnpaidCardOrders(t.db, { timeoutMinutes: TIMEOUT })).map((o) => o.id);
    expect(released).not.toContain(cash.body.data.orderId);
    expect(released).not.toContain(paid.body.data.orderId);
  });
});

describe('at most 3 card orders waiting for payment per customer', () => {
  it('refuses a 4th with 409 and takes no stock; cash orders and other customers are not affected', async () => {
    const s = await shopper();
    const p = await product(50);
    const orders: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await createOrder(s, p.id);
      expect(res.status).toBe(201);
      orders.push(res.body.data.orderId);
    }
    // A declined payment still waits for payment.
    await t.db.query(`UPDATE payments SET status = 'failed' WHERE order_id = $1`, [orders[0]]);
    const fourth = await createOrder(s, p.id);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ success: false, mess: TOO_MANY_UNPAID });
    expect(await stockOf(t.db, p.id)).toBe(47);

    expect((await createOrder(s, p.id, { paymentMethod: 'cod' })).status).toBe(201);
    const other = await shopper();
    expect((await createOrder(other, p.id)).status).toBe(201);

    // Once one is paid (or cancelled, or released), another card order can be placed.
    await t.db.query(`UPDATE payments SET status = 'paid' WHERE order_id = $1`, [orders[1]]);
    expect((await createOrder(s, p.id)).status).toBe(201);
    expect((await createOrder(s, p.id)).status).toBe(409);
    const cancel = await call<Order | null>(t.app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: s.headers,
      payload: { orderId: orders[2] },
    });
    expect(cancel.status).toBe(200);
    expect((await createOrder(s, p.id)).status).toBe(201);
  });

  it('holds under parallel orders of one customer', async () => {
    const s = await shopper();
    const p = await product(50);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createOrder(s, p.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE customer_id = $1 AND payment_method = 'stripe' AND status = 'pending'`,
      [s.id],
    );
    expect(rows[0].n).toBe(3);
    expect(await stockOf(t.db, p.id)).toBe(47);
  });
});

describe('rate limits per customer', () => {
  it('answers 429 once a customer has placed 20 orders in 10 minutes', async () => {
    const s = await shopper();
    const p = await product(50);
    for (let i = 0; i < 20; i += 1) await hitRateLimit(t.db, RATE_RULES.orderCreatePerCustomer, String(s.id));
    const res = await createOrder(s, p.id, { paymentMethod: 'cod' });
    expect(res.status).toBe(429);
    expect(res.body.mess).toBe('Too many orders in a short time. Please wait a few minutes and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stockOf(t.db, p.id)).toBe(50);
    // Another customer is not affected.
    expect((await createOrder(await shopper(), p.id, { paymentMethod: 'cod' })).status).toBe(201);
  });

  it('answers 429 to the 21st payment retry in 10 minutes', async () => {
    const s = await shopper();
    const p = await product(5);
    const orderId = (await createOrder(s, p.id)).body.data.orderId;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await retry(s, orderId)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const refused = await retry(s, orderId);
    expect(refused.body.mess).toBe(
      'Too many payment attempts in a short time. Please wait a few minutes and try again.',
    );
  });
});

describe("an address id that is not the caller's", () => {
  it("answers the same 403 whether it is another customer's or does not exist", async () => {
    const s = await shopper();
    const other = await shopper();
    const p = await product(5);
    const { rows } = await t.db.query<{ id: number }>('SELECT coalesce(max(id), 0) + 1000 AS id FROM addresses');
    const foreign = await createOrder(s, p.id, { paymentMethod: 'cod', addressId: other.addressId });
    const unknown = await createOrder(s, p.id, { paymentMethod: 'cod', addressId: rows[0].id });
    expect(foreign.status).toBe(403);
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual(foreign.body);
    expect(foreign.body.mess).toBe('You can only order to your own address');
    expect(await stockOf(t.db, p.id)).toBe(5);
  });

  it('a caller without an address is told to create one, whatever id is sent', async () => {
    const s = await createCustomer(t.db);
    const other = await shopper();
    const p = await product(5);
    const { rows } = await t.db.query<{ id: number }>('SELECT coalesce(max(id), 0) + 1000 AS id FROM addresses');
    for (const addressId of [other.addressId, rows[0].id]) {
      const res = await createOrder({ ...s, addressId }, p.id, { paymentMethod: 'cod' });
      expect(res.status).toBe(400);
      expect(res.body.mess).toBe('Please create address');
      expect(res.body.errors).toEqual({ addressId: 'Please create address' });
    }
  });

  it("the caller's own address id still places the order", async () => {
    const s = await shopper();
    const p = await product(5);
    expect((await createOrder(s, p.id, { paymentMethod: 'cod' })).status).toBe(201);
  });
});
