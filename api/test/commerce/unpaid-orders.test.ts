// Unpaid card orders release their stock after the timeout, safely with several API copies; a
// payment and a cancel arriving together never leave a cancelled order marked paid.
import type { CreateOrderResult, Order, RetryPaymentResponse } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  releaseUnpaidCardOrders,
  startUnpaidOrderSweep,
  type ReleasedOrder,
} from '../../src/commerce/orders/release-unpaid';
import { settleCardPayment } from '../../src/commerce/checkout/settle-payment';
import type { Mailer } from '../../src/commerce/mail/mailer';
import {
  API,
  call,
  createCustomer,
  deliverableCity,
  type Deliverable,
  giveAddress,
  productWithStock,
  stockOf,
} from './commerce-test-kit';

let t: TestApp;
let place: Deliverable;
const TIMEOUT = 30;
const mailer: Mailer = { send: () => Promise.resolve(), idle: () => Promise.resolve() };

beforeAll(async () => {
  t = await createTestApp();
  place = await deliverableCity(t.db);
});
afterAll(async () => t?.close());

let skip = 50;
async function placeOrder(method: 'stripe' | 'cod', quantity = 2, stock = 5) {
  const customer = await createCustomer(t.db);
  const addressId = await giveAddress(t.db, customer.id, place);
  skip += 1;
  const product = await productWithStock(t.db, stock, skip);
  const res = await call<CreateOrderResult>(t.app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: customer.headers,
    payload: {
      items: [{ id: product.id, quantity }],
      paymentMethod: method,
      courierPricingId: place.courierPricingIds[0],
      customerId: customer.id,
      addressId,
    },
  });
  expect(res.status).toBe(201);
  const orderId = res.body.data.orderId;
  const ref = (
    await t.db.query<{ ref: string }>('SELECT provider_ref AS ref FROM payments WHERE order_id = $1', [orderId])
  ).rows[0].ref;
  return { customer, product, orderId, ref, redirectUrl: res.body.data.redirectUrl };
}

/** Pretends the last payment attempt started `minutes` ago. */
const age = (orderId: number, minutes: number) =>
  t.db.query(`UPDATE payments SET updated_at = now() - make_interval(mins => $2::int) WHERE order_id = $1`, [
    orderId,
    minutes,
  ]);

async function state(orderId: number) {
  const { rows } = await t.db.query<{ order: string; payment: string }>(
    'SELECT o.status AS order, p.status AS payment FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1',
    [orderId],
  );
  return rows[0];
}

describe('releasing unpaid card orders', () => {
  it('cancels an unpaid card order after the timeout, gives its stock back and marks the payment cancelled', async () => {
    const stale = await placeOrder('stripe', 2, 5);
    const fresh = await placeOrder('stripe', 1, 5);
    const cash = await placeOrder('cod', 1, 5);
    const paid = await placeOrder('stripe', 1, 5);
    await t.db.query(`UPDATE payments SET status = 'paid' WHERE order_id = $1`, [paid.orderId]);
    for (const o of [stale, cash, paid]) await age(o.orderId, TIMEOUT + 1);
    await age(fresh.orderId, TIMEOUT - 1);
    expect(await stockOf(t.db, stale.product.id)).toBe(3);

    const released = await releaseUnpaidCardOrders(t.db, { timeoutMinutes: TIMEOUT });
    expect(released.map((o) => o.id)).toEqual([stale.orderId]);
    expect(released[0].providerRef).toBe(stale.ref);
    expect(await state(stale.orderId)).toEqual({ order: 'cancelled', payment: 'cancelled' });
    expect(await stockOf(t.db, stale.product.id)).toBe(5);
    expect(await state(fresh.orderId)).toEqual({ order: 'pending', payment: 'pending' });
    expect(await state(cash.orderId)).toEqual({ order: 'pending', payment: 'pending' });
    expect(await state(paid.orderId)).toEqual({ order: 'pending', payment: 'paid' });
    // Nothing twice.
    expect(await releaseUnpaidCardOrders(t.db, { timeoutMinutes: TIMEOUT })).toEqual([]);
    expect(await stockOf(t.db, stale.product.id)).toBe(5);
  });

  it('counts from the last attempt: a declined payment waits the timeout again, a retry restarts it', async () => {
    const order = await placeOrder('stripe');
    await age(order.orderId, TIMEOUT + 5);
    const retry = await call<RetryPaymentResponse>(t.app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: order.customer.headers,
      payload: { orderId: order.orderId },
    });
    expect(retry.status).toBe(200);
    expect(await releaseUnpaidCardOrders(t.db, { timeoutMinutes: TIMEOUT })).toEqual([]);
    await t.db.query(`UPDATE payments SET status = 'failed' WHERE order_id = $1`, [order.orderId]);
    await age(order.orderId, TIMEOUT + 1);
    expect((await releaseUnpaidCardOrders(t.db, { timeoutMinutes: TIMEOUT })).map((o) => o.id)).toEqual([
      order.orderId,
    ]);
    // Declined, then released: nothing is due any more, like any unpaid cancelled order.
    expect(await state(order.orderId)).toEqual({ order: 'cancelled', payment: 'cancelled' });
  });

  it('works in batches and, with two sweeps at once, releases each order exactly once', async () => {
    const orders = [];
    for (let i = 0; i < 5; i += 1) orders.push(await placeOrder('stripe', 1, 3));
    for (const o of orders) await age(o.orderId, TIMEOUT + 1);
    const [a, b] = await Promise.all([
      releaseUnpaidCardOrders(t.db, { timeoutMinutes: TIMEOUT, limit: 2 }),
      releaseUnpaidCardOrders(t.db, { timeoutMinutes: TIMEOUT, limit: 2 }),
    ]);
    const ids = [...a, ...b].map((o) => o.id).sort((x, y) => x - y);
    expect(ids).toEqual(orders.map((o) => o.orderId).sort((x, y) => x - y));
    for (const o of orders) expect(await stockOf(t.db, o.product.id)).toBe(3);
  });

  it('the periodic sweep runs at start, reports each released order and stops cleanly', async () => {
    const order = await placeOrder('stripe');
    await age(order.orderId, TIMEOUT + 1);
    const seen: ReleasedOrder[] = [];
    const logged: object[] = [];
    const sweep = startUnpaidOrderSweep({
      db: t.db,
      timeoutMinutes: TIMEOUT,
      intervalMs: 60_000,
      log: { info: (o) => logged.push(o), error: (o) => logged.push(o) },
      onReleased: (o) => {
        seen.push(o);
        return Promise.resolve();
      },
    });
    await sweep.runOnce();
    await sweep.stop();
    expect(seen.map((o) => o.id)).toContain(order.orderId);
    expect(seen.find((o) => o.id === order.orderId)?.providerRef).toBe(order.ref);
    expect(logged).toContainEqual({ orders: expect.arrayContaining([expect.stringMatching(/^SF-/)]) as string[] });
  });
});

describe('a payment and a cancel at the same moment', () => {
  it('a payment settled after the cancel is not recorded, and the shopper is told on the fail page', async () => {
    const order = await placeOrder('stripe');
    const cancel = await call<Order | null>(t.app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: order.customer.headers,
      payload: { orderId: order.orderId },
    });
    expect(cancel.status).toBe(200);
    expect(await settleCardPayment(t.db, mailer, order.orderId, order.ref, 'paid')).toBe('order-cancelled');
    expect(await state(order.orderId)).toEqual({ order: 'cancelled', payment: 'cancelled' });
    const url = new URL(order.redirectUrl!);
    const pay = await call(t.app, {
      method: 'POST',
      url: `${url.pathname}/pay`,
      payload: `ref=${encodeURIComponent(order.ref)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toMatch(/\/order-fail\?reason=order-cancelled&order=SF-/);
  });

  it('never ends with a cancelled order marked paid, whichever wins', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const order = await placeOrder('stripe', 1, 4);
      const url = new URL(order.redirectUrl!);
      const [cancel, pay] = await Promise.all([
        call<Order | null>(t.app, {
          method: 'POST',
          url: `${API}/order/cancelOrder`,
          headers: order.customer.headers,
          payload: { orderId: order.orderId },
        }),
        call(t.app, {
          method: 'POST',
          url: `${url.pathname}/pay`,
          payload: `ref=${encodeURIComponent(order.ref)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ]);
      expect([200, 409]).toContain(cancel.status);
      expect(pay.status).toBe(303);
      const after = await state(order.orderId);
      outcomes.add(`${after.order}/${after.payment}`);
      if (after.order === 'cancelled') {
        expect(after.payment).not.toBe('paid');
        expect(cancel.status).toBe(200);
        expect(pay.headers.location).toMatch(/order-fail/);
        expect(await stockOf(t.db, order.product.id)).toBe(4);
      } else {
        expect(after).toEqual({ order: 'confirmed', payment: 'paid' });
        expect(cancel.status).toBe(409);
        expect(pay.headers.location).toMatch(/order-success\?order=SF-/);
        expect(await stockOf(t.db, order.product.id)).toBe(3);
      }
    }
    expect([...outcomes].every((o) => o === 'cancelled/cancelled' || o === 'confirmed/paid')).toBe(true);
  });

  it('the shop cancelling and the webhook settling together cannot deadlock', async () => {
    for (let i = 0; i < 5; i += 1) {
      const order = await placeOrder('stripe', 1, 4);
      const { changeOrderStatus } = await import('../../src/commerce/orders/order-status');
      const results = await Promise.allSettled([
        changeOrderStatus(t.db, { id: order.orderId }, 'cancelled'),
        settleCardPayment(t.db, mailer, order.orderId, order.ref, 'paid'),
      ]);
      for (const r of results) {
        if (r.status === 'rejected') expect((r.reason as { statusCode?: number }).statusCode).toBe(409);
      }
      const after = await state(order.orderId);
      // The shop may cancel a paid order (it is then refunded); it is never cancelled and paid.
      expect(['cancelled/cancelled', 'cancelled/refunded', 'confirmed/paid']).toContain(
        `${after.order}/${after.payment}`,
      );
    }
  });
});
