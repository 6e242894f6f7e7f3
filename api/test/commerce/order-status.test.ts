import type { CreateOrderResult, RetryPaymentResponse } from '@storefront/shared/types';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import type { Database } from '../../src/db/types';
import { runOrderStatus } from '../../src/cli/order-status';
import type { CardPayments } from '../../src/commerce/checkout/card-payments';
import { paymentRefusal, transitionError } from '../../src/commerce/orders/order-status';
import { releaseUnpaidCardOrders } from '../../src/commerce/orders/release-unpaid';
import { loadMigrations } from '../../src/db/migrate';
import {
  API,
  call,
  createCustomer,
  deliverableCity,
  giveAddress,
  productWithStock,
  stockOf,
} from './commerce-test-kit';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp());
});
afterAll(async () => close());

/** The CLI closes what it opens; hand it a view of the test database whose close does nothing. */
const open = (): Promise<Database> =>
  Promise.resolve({
    kind: db.kind,
    query: db.query.bind(db),
    transaction: db.transaction.bind(db),
    listen: db.listen.bind(db),
    close: () => Promise.resolve(),
  });

async function cli(...args: string[]) {
  const lines: string[] = [];
  const code = await runOrderStatus(args, { out: (l) => lines.push(l), open });
  return { code, text: lines.join('\n') };
}

async function placeCod(method: 'cod' | 'stripe' = 'cod', stock = 6, quantity = 2) {
  const customer = await createCustomer(db);
  const place = await deliverableCity(db);
  const addressId = await giveAddress(db, customer.id, place);
  const product = await productWithStock(db, stock, 40);
  const res = await call<CreateOrderResult>(app, {
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
  return { customer, product, number: res.body.data.number, orderId: res.body.data.orderId };
}

async function statusOf(orderId: number) {
  const { rows } = await db.query<{ status: string; payment: string; delivered: boolean }>(
    `SELECT o.status, p.status AS payment, o.delivery_date IS NOT NULL AS delivered FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1`,
    [orderId],
  );
  return rows[0];
}

describe('order status rules', () => {
  it('allows one step forward or a cancel before shipping, nothing else', () => {
    expect(transitionError('SF-1', 'pending', 'confirmed')).toBeNull();
    expect(transitionError('SF-1', 'shipped', 'delivered')).toBeNull();
    expect(transitionError('SF-1', 'processed', 'cancelled')).toBeNull();
    expect(transitionError('SF-1', 'pending', 'delivered')).toMatch(/can only move to confirmed or cancelled/);
    expect(transitionError('SF-1', 'shipped', 'pending')).toMatch(/can only move to delivered/);
    expect(transitionError('SF-1', 'shipped', 'cancelled')).not.toBeNull();
    expect(transitionError('SF-1', 'delivered', 'cancelled')).toMatch(/cannot change any more/);
    expect(transitionError('SF-1', 'cancelled', 'pending')).toMatch(/cannot change any more/);
  });
});

describe('order:status command', () => {
  it('moves a cash order to delivered step by step and marks it paid on delivery', async () => {
    const { orderId, number } = await placeCod();
    for (const step of ['confirmed', 'processed', 'shipped']) {
      const res = await cli(number, step);
      expect(res.code).toBe(0);
      // No delivery date is stored until the order is delivered (the expected one is worked out).
      expect(await statusOf(orderId)).toMatchObject({ status: step, delivered: false });
    }
    expect((await statusOf(orderId)).payment).toBe('pending');
    const done = await cli(number.toLowerCase(), 'Delivered');
    expect(done.code).toBe(0);
    expect(done.text).toBe(`Order ${number}: shipped → delivered`);
    expect(await statusOf(orderId)).toEqual({ status: 'delivered', payment: 'paid', delivered: true });
  });

  it('refuses skipping steps and going back, with a clear message', async () => {
    const { orderId, number } = await placeCod();
    const skip = await cli(number, 'shipped');
    expect(skip.code).toBe(1);
    expect(skip.text).toBe(`Order ${number} is pending; it can only move to confirmed or cancelled, not shipped`);
    expect((await statusOf(orderId)).status).toBe('pending');
  });

  it('cancels and restores stock once', async () => {
    const { orderId, number, product } = await placeCod('cod', 6, 2);
    expect(await stockOf(db, product.id)).toBe(4);
    await cli(number, 'confirmed');
    await cli(number, 'processed');
    const res = await cli(number, 'cancelled');
    expect(res.code).toBe(0);
    expect(res.text).toMatch(/stock restored/);
    expect(await stockOf(db, product.id)).toBe(6);
    expect((await cli(number, 'cancelled')).code).toBe(1);
    expect(await stockOf(db, product.id)).toBe(6);
    expect(await statusOf(orderId)).toMatchObject({ status: 'cancelled', payment: 'cancelled' });
  });

  it('marks a paid card order refunded when the shop cancels it', async () => {
    const { orderId, number } = await placeCod('stripe');
    await db.query(`UPDATE payments SET status = 'paid' WHERE order_id = $1`, [orderId]);
    const res = await cli(number, 'cancelled');
    expect(res.code).toBe(0);
    // The command says what is left to do: no money moves by itself.
    expect(res.text).toBe(
      `Order ${number}: pending → cancelled (stock restored; its payment is marked refunded: refund it at the payment provider)`,
    );
    expect((await statusOf(orderId)).payment).toBe('refunded');
  });

  it('refuses to confirm an unpaid card order, which stays payable and in the unpaid sweep', async () => {
    const { orderId, number, customer } = await placeCod('stripe');
    const res = await cli(number, 'confirmed');
    expect(res).toEqual({
      code: 1,
      text: `Order ${number} is paid by card and has not been paid yet: card orders are confirmed when their payment arrives, not by hand`,
    });
    expect(await statusOf(orderId)).toMatchObject({ status: 'pending', payment: 'pending' });
    // A declined payment is no different.
    await db.query(`UPDATE payments SET status = 'failed' WHERE order_id = $1`, [orderId]);
    expect((await cli(number, 'confirmed')).code).toBe(1);
    const retry = await call<RetryPaymentResponse>(app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: customer.headers,
      payload: { orderId },
    });
    expect(retry.status).toBe(200);
    // The shop may still cancel it; and once paid, the payment itself confirms it.
    expect(
      paymentRefusal({ number, status: 'pending', paymentMethod: 'stripe', paymentStatus: 'paid' }, 'confirmed'),
    ).toBeNull();
    expect(
      paymentRefusal({ number, status: 'pending', paymentMethod: 'stripe', paymentStatus: 'pending' }, 'cancelled'),
    ).toBeNull();
    expect((await cli(number, 'cancelled')).code).toBe(0);
  });

  it('confirms an unpaid cash order (paid at the door) and a paid card order', async () => {
    const cash = await placeCod('cod');
    expect((await cli(cash.number, 'confirmed')).code).toBe(0);
    expect(await statusOf(cash.orderId)).toMatchObject({ status: 'confirmed', payment: 'pending' });
    const card = await placeCod('stripe');
    await db.query(`UPDATE payments SET status = 'paid' WHERE order_id = $1`, [card.orderId]);
    expect((await cli(card.number, 'confirmed')).code).toBe(0);
    expect(await statusOf(card.orderId)).toMatchObject({ status: 'confirmed', payment: 'paid' });
  });

  it('explains usage, unknown statuses and unknown orders', async () => {
    expect((await cli()).text).toMatch(/^Usage: npm run order:status/);
    const unknown = await cli('SF-0000-000000', 'teleported');
    expect(unknown.code).toBe(2);
    expect(unknown.text).toMatch(/Unknown status "teleported"/);
    const missing = await cli('SF-0000-000000', 'confirmed');
    expect(missing.code).toBe(1);
    expect(missing.text).toBe('Order SF-0000-000000 not found');
  });
});

describe('the payment status of a cancelled order', () => {
  const paymentAfterCancel = async (
    method: 'cod' | 'stripe',
    paymentBefore: string,
    cancel: (o: { orderId: number; number: string }) => Promise<unknown>,
  ) => {
    const order = await placeCod(method, 6, 1);
    await db.query(`UPDATE payments SET status = $2 WHERE order_id = $1`, [order.orderId, paymentBefore]);
    await cancel(order);
    return statusOf(order.orderId);
  };
  const byTheShop = (o: { number: string }) => cli(o.number, 'cancelled');
  const bySweep = async (o: { orderId: number }) => {
    await db.query(`UPDATE payments SET updated_at = now() - interval '2 days' WHERE order_id = $1`, [o.orderId]);
    expect((await releaseUnpaidCardOrders(db, { timeoutMinutes: 30 })).map((r) => r.id)).toContain(o.orderId);
  };

  it.each([
    ['cod', 'pending', 'cancelled'],
    ['stripe', 'pending', 'cancelled'],
    ['stripe', 'failed', 'cancelled'],
    ['stripe', 'paid', 'refunded'],
  ] as const)('a %s order cancelled by the shop with its payment %s ends %s', async (method, before, after) => {
    expect(await paymentAfterCancel(method, before, byTheShop)).toMatchObject({ status: 'cancelled', payment: after });
  });

  it.each(['pending', 'failed'])(
    'an unpaid card order released by the sweep with its payment %s ends cancelled',
    async (before) => {
      expect(await paymentAfterCancel('stripe', before, bySweep)).toMatchObject({
        status: 'cancelled',
        payment: 'cancelled',
      });
    },
  );

  it('migration 005 brings orders cancelled with a failed payment in line', async () => {
    const order = await placeCod('stripe', 6, 1);
    await db.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [order.orderId]);
    await db.query(`UPDATE payments SET status = 'failed' WHERE order_id = $1`, [order.orderId]);
    const kept = await placeCod('stripe', 6, 1);
    await db.query(`UPDATE payments SET status = 'failed' WHERE order_id = $1`, [kept.orderId]);
    const migration = loadMigrations().find((m) => m.name === '005_cancelled_failed_payments.sql')!;
    await db.query(migration.sql);
    expect(await statusOf(order.orderId)).toMatchObject({ status: 'cancelled', payment: 'cancelled' });
    // A pending order whose payment was declined can still be retried.
    expect(await statusOf(kept.orderId)).toMatchObject({ status: 'pending', payment: 'failed' });
  });
});

describe('cancelling a card order by command', () => {
  it('also closes its open checkout at the payment provider, so it can no longer be paid', async () => {
    const { orderId, number } = await placeCod('stripe');
    const { rows } = await db.query<{ ref: string }>('SELECT provider_ref AS ref FROM payments WHERE order_id = $1', [
      orderId,
    ]);
    const cancelCheckout = jest.fn((_ref: string) => Promise.resolve());
    const cardPayments: CardPayments = { provider: 'stripe', startCheckout: jest.fn(), cancelCheckout };
    const code = await runOrderStatus([number, 'cancelled'], { out: () => undefined, open, cardPayments });
    expect(code).toBe(0);
    expect(cancelCheckout).toHaveBeenCalledWith(rows[0].ref);
    expect((await statusOf(orderId)).status).toBe('cancelled');
  });
});
