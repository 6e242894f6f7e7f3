import type { CreateOrderResult, DevMail, Order, OrderListPage, RetryPaymentResponse } from '@storefront/shared/types';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { captureLogs } from '../helpers/logs';
import { issueToken } from '../../src/commerce/auth/tokens';
import type { Database } from '../../src/db/types';
import { settleCardPayment } from '../../src/commerce/checkout/settle-payment';
import { createStripePayments, toStripeAmount } from '../../src/commerce/checkout/card-payments';
import { PAYMENT_MESSAGES } from '../../src/commerce/checkout/order-routes';
import { placeOrder, undoUnstartedOrder } from '../../src/commerce/orders/place-order';
import {
  API,
  call,
  createCustomer,
  deliverableCity,
  type Deliverable,
  giveAddress,
  productWithStock,
  stockOf,
  type TestCustomer,
} from './commerce-test-kit';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let place: Deliverable;

const ORIGIN = 'http://shop.example.pk';

beforeAll(async () => {
  ({ app, db, close } = await createTestApp({ config: { publicOrigin: ORIGIN } }));
  place = await deliverableCity(db);
});
afterAll(async () => close());

interface Shopper extends TestCustomer {
  addressId: number;
}

async function cardOrder(stock = 5, quantity = 1, skip = 20) {
  const customer = await createCustomer(db);
  const s: Shopper = { ...customer, addressId: await giveAddress(db, customer.id, place) };
  const product = await productWithStock(db, stock, skip);
  const res = await call<CreateOrderResult>(app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: s.headers,
    payload: {
      items: [{ id: product.id, quantity }],
      paymentMethod: 'stripe',
      courierPricingId: place.courierPricingIds[0],
      customerId: s.id,
      addressId: s.addressId,
    },
  });
  expect(res.status).toBe(201);
  return {
    s,
    product,
    order: res.body.data as { orderId: number; number: string; paymentMethod: string; redirectUrl: string },
  };
}

/** Path and query of a gateway URL as the API sees them (the origin is the storefront's). */
const gatewayPath = (url: string) => {
  const u = new URL(url);
  return { path: u.pathname, ref: u.searchParams.get('ref') ?? '' };
};

async function submit(url: string, action: 'pay' | 'decline') {
  const { path, ref } = gatewayPath(url);
  return call(app, {
    method: 'POST',
    url: `${path}/${action}`,
    payload: `ref=${encodeURIComponent(ref)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function orderOf(s: Shopper, orderId: number) {
  const res = await call<Order[]>(app, {
    method: 'GET',
    url: `${API}/order/getOrdersByCustomer?customerId=${s.id}`,
    headers: s.headers,
  });
  return res.body.data.find((o) => o.id === orderId)!;
}

describe('card payments through the local test gateway', () => {
  it('answers a gateway URL on the storefront origin and shows an accessible page', async () => {
    const { order } = await cardOrder();
    expect(order.paymentMethod).toBe('stripe');
    expect(order.redirectUrl.startsWith(`${ORIGIN}/api/api/payment/gateway/${order.orderId}?ref=gw_`)).toBe(true);
    const { path, ref } = gatewayPath(order.redirectUrl);
    const page = await call(app, { method: 'GET', url: `${path}?ref=${encodeURIComponent(ref)}` });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = page.raw.body;
    expect(html).toContain('<html lang="en-PK">');
    // Its own icon: otherwise the browser asks for /api/api/favicon.ico and logs a 404.
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html).toContain(order.number);
    expect(html).toMatch(/Rs [\d,]+/);
    expect(html).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" class="decline">Decline<\/button>/);
    expect(html.match(/<form method="post"/g)).toHaveLength(2);
  });

  it('refuses the gateway without the right reference', async () => {
    const { order } = await cardOrder();
    const { path } = gatewayPath(order.redirectUrl);
    expect((await call(app, { method: 'GET', url: path })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `${path}?ref=gw_guess` })).status).toBe(404);
    const forged = await call(app, {
      method: 'POST',
      url: `${path}/pay`,
      payload: 'ref=gw_guess',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(404);
  });

  it('Pay marks the payment paid, confirms the order, mails the customer and redirects to order-success', async () => {
    const { s, order } = await cardOrder();
    const res = await submit(order.redirectUrl, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^http:\/\/shop\.example\.pk\/order-success\?order=SF-\d{4}-\d{6}$/);
    const saved = await orderOf(s, order.orderId);
    expect(saved.payment).toEqual({ method: 'stripe', status: 'paid' });
    expect(saved.status).toBe('confirmed');
    const mails = await call<DevMail[]>(app, {
      method: 'GET',
      url: `${API}/dev/mails?to=${encodeURIComponent(s.email)}`,
    });
    expect(mails.body.data[0].subject).toBe(`Order ${order.number} confirmed`);
    // Paying again changes nothing and still ends on the success page.
    const again = await submit(order.redirectUrl, 'pay');
    expect(again.headers.location).toMatch(/^http:\/\/shop\.example\.pk\/order-success\?order=SF-\d{4}-\d{6}$/);
    const retry = await call<RetryPaymentResponse>(app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: s.headers,
      payload: { orderId: order.orderId },
    });
    expect(retry.status).toBe(409);
    const cancel = await call<Order | null>(app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: s.headers,
      payload: { orderId: order.orderId },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.mess).toMatch(/already been paid/);
  });

  it('Decline marks the payment failed, keeps the order and its stock, and a retry can then pay it', async () => {
    const { s, order, product } = await cardOrder(5, 2);
    const res = await submit(order.redirectUrl, 'decline');
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/\/order-fail\?order=SF-\d{4}-\d{6}$/);
    let saved = await orderOf(s, order.orderId);
    expect(saved.payment.status).toBe('failed');
    expect(saved.status).toBe('pending');
    expect(await stockOf(db, product.id)).toBe(3);

    const retry = await call<RetryPaymentResponse>(app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: s.headers,
      payload: { orderId: order.orderId },
    });
    expect(retry.status).toBe(200);
    expect(retry.body.data.url).toMatch(new RegExp(`^${ORIGIN}/api/api/payment/gateway/${order.orderId}\\?ref=gw_`));
    expect(retry.body.data.url).not.toBe(order.redirectUrl);
    // The old link stops working once a new attempt starts.
    expect((await submit(order.redirectUrl, 'pay')).status).toBe(404);
    expect((await submit(retry.body.data.url, 'pay')).headers.location).toMatch(
      /^http:\/\/shop\.example\.pk\/order-success\?order=SF-\d{4}-\d{6}$/,
    );
    saved = await orderOf(s, order.orderId);
    expect(saved.payment.status).toBe('paid');
  });

  it('cancelling an unpaid card order restores stock, and the gateway can no longer pay it', async () => {
    const { s, order, product } = await cardOrder(4, 3);
    expect(await stockOf(db, product.id)).toBe(1);
    const cancel = await call<Order | null>(app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: s.headers,
      payload: { orderId: order.orderId },
    });
    expect(cancel.status).toBe(200);
    expect(await stockOf(db, product.id)).toBe(4);
    const { path, ref } = gatewayPath(order.redirectUrl);
    const page = await call(app, { method: 'GET', url: `${path}?ref=${encodeURIComponent(ref)}` });
    expect(page.raw.body).toContain('This order has been cancelled, so it can no longer be paid.');
    expect(page.raw.body).not.toContain('class="pay"');
    // The shopper is told on the fail page that the order is gone, not asked to retry.
    const pay = await submit(order.redirectUrl, 'pay');
    expect(pay.headers.location).toMatch(/\/order-fail\?reason=order-cancelled&order=SF-\d{4}-\d{6}$/);
    expect((await orderOf(s, order.orderId)).payment.status).not.toBe('paid');
    expect(await stockOf(db, product.id)).toBe(4);
    const retry = await call<RetryPaymentResponse>(app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: s.headers,
      payload: { orderId: order.orderId },
    });
    expect(retry.status).toBe(409);
  });

  it('refuses retry for a cash order and for another customer', async () => {
    const { s, order } = await cardOrder();
    const other = await createCustomer(db);
    const theirs = await call<RetryPaymentResponse>(app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: other.headers,
      payload: { orderId: order.orderId },
    });
    expect(theirs.status).toBe(403);
    const product = await productWithStock(db, 5, 21);
    const cod = await call<CreateOrderResult>(app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: s.headers,
      payload: {
        items: [{ id: product.id, quantity: 1 }],
        paymentMethod: 'cod',
        courierPricingId: place.courierPricingIds[0],
        customerId: s.id,
        addressId: s.addressId,
      },
    });
    const retry = await call<RetryPaymentResponse>(app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: s.headers,
      payload: { orderId: cod.body.data.orderId },
    });
    expect(retry.status).toBe(409);
    expect(retry.body.mess).toBe('This order is paid on delivery, so there is nothing to pay online');
  });

  it('has no Stripe webhook without a webhook secret', async () => {
    const res = await call(app, { method: 'POST', url: `${API}/payment/stripe/webhook`, payload: {} });
    expect(res.status).toBe(404);
  });
});

describe('Stripe webhook', () => {
  const secret = 'whsec_test_secret';
  let stripeApp: Awaited<ReturnType<typeof createTestApp>>;

  const logs = captureLogs();

  beforeAll(async () => {
    stripeApp = await createTestApp({
      config: { stripeWebhookSecret: secret, publicOrigin: ORIGIN, logLevel: 'warn' },
      logStream: logs.stream,
    });
  });
  afterAll(async () => stripeApp.close());

  /** grand total of each order placed here, for the amount its Stripe sessions report */
  const grandTotals = new Map<number, number>();

  async function pendingCardOrder(ref: string | null) {
    const customer = await createCustomer(stripeApp.db);
    const where = await deliverableCity(stripeApp.db);
    const addressId = await giveAddress(stripeApp.db, customer.id, where);
    const product = await productWithStock(stripeApp.db, 5, 30);
    const res = await call<CreateOrderResult>(stripeApp.app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: customer.headers,
      payload: {
        items: [{ id: product.id, quantity: 1 }],
        paymentMethod: 'stripe',
        courierPricingId: where.courierPricingIds[0],
        customerId: customer.id,
        addressId,
      },
    });
    // Stand in for a Checkout session created at Stripe.
    await stripeApp.db.query('UPDATE payments SET provider_ref = $2 WHERE order_id = $1', [res.body.data.orderId, ref]);
    const { rows } = await stripeApp.db.query<{ total: number }>(
      'SELECT grand_total AS total FROM orders WHERE id = $1',
      [res.body.data.orderId],
    );
    grandTotals.set(res.body.data.orderId, Number(rows[0].total));
    return res.body.data.orderId;
  }

  /** A Checkout session event as Stripe sends it; by default for the order's amount in rupees. */
  const event = (
    type: string,
    orderId: number,
    sessionId: string,
    paymentStatus = 'paid',
    money: { amount?: number; currency?: string } = {},
  ) =>
    JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: paymentStatus,
          metadata: { orderId: String(orderId) },
          client_reference_id: String(orderId),
          amount_total: money.amount ?? toStripeAmount(grandTotals.get(orderId) ?? 0),
          currency: money.currency ?? 'pkr',
        },
      },
    });

  const send = (payload: string, signature?: string) =>
    call(stripeApp.app, {
      method: 'POST',
      url: `${API}/payment/stripe/webhook`,
      payload,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });

  const paymentStatus = async (orderId: number) =>
    (await stripeApp.db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [orderId])).rows[0]
      .status;

  it('marks the payment paid on a correctly signed checkout.session.completed', async () => {
    const orderId = await pendingCardOrder('cs_test_paid');
    const payload = event('checkout.session.completed', orderId, 'cs_test_paid');
    const res = await send(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(res.status).toBe(200);
    expect(await paymentStatus(orderId)).toBe('paid');
  });

  it('releases the order on an expired session (stock back, payment cancelled), and ignores a stale session expiring', async () => {
    const orderId = await pendingCardOrder('cs_test_current');
    const stock = async () =>
      Number(
        (
          await stripeApp.db.query<{ stock: number }>(
            'SELECT p.stock FROM products p JOIN order_items i ON i.product_id = p.id WHERE i.order_id = $1',
            [orderId],
          )
        ).rows[0].stock,
      );
    expect(await stock()).toBe(4);
    const staleExpiry = event('checkout.session.expired', orderId, 'cs_test_old', 'unpaid');
    await send(staleExpiry, Stripe.webhooks.generateTestHeaderString({ payload: staleExpiry, secret }));
    expect(await paymentStatus(orderId)).toBe('pending');
    const expired = event('checkout.session.expired', orderId, 'cs_test_current', 'unpaid');
    expect((await send(expired, Stripe.webhooks.generateTestHeaderString({ payload: expired, secret }))).status).toBe(
      200,
    );
    expect(await paymentStatus(orderId)).toBe('cancelled');
    const { rows } = await stripeApp.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(rows[0].status).toBe('cancelled');
    expect(await stock()).toBe(5);
    // A late "completed" for the released order is not recorded as paid.
    const late = event('checkout.session.completed', orderId, 'cs_test_current');
    expect((await send(late, Stripe.webhooks.generateTestHeaderString({ payload: late, secret }))).status).toBe(200);
    expect(await paymentStatus(orderId)).toBe('cancelled');
  });

  it('counts money taken by an older session of the order, and stops the newer one', async () => {
    const orderId = await pendingCardOrder('cs_test_newer');
    const stopped: string[] = [];
    const mailer = { send: () => Promise.resolve(), idle: () => Promise.resolve() };
    const result = await settleCardPayment(stripeApp.db, mailer, orderId, 'cs_test_older', 'paid', (ref) => {
      stopped.push(ref);
      return Promise.resolve();
    });
    expect(result).toBe('paid');
    expect(stopped).toEqual(['cs_test_newer']);
    const { rows } = await stripeApp.db.query<{ status: string; ref: string; order_status: string }>(
      'SELECT p.status, p.provider_ref AS ref, o.status AS order_status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.id = $1',
      [orderId],
    );
    expect(rows[0]).toEqual({ status: 'paid', ref: 'cs_test_older', order_status: 'confirmed' });
    // The newer session paying as well is not a second payment of the order.
    expect(await settleCardPayment(stripeApp.db, mailer, orderId, 'cs_test_newer', 'paid')).toBe('already-paid');
  });

  const signed = (payload: string) => send(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
  const ignoredAs = (orderId: number) =>
    logs
      .entries()
      .filter(
        (e) => e.msg === 'Stripe event ignored: its session does not match the order it names' && e.orderId === orderId,
      )
      .map((e) => e.mismatch);

  it('ignores, with 200 and a warning, a session the order never had, another amount or another currency', async () => {
    const orderId = await pendingCardOrder('cs_test_recorded');
    const total = grandTotals.get(orderId)!;
    const attempts = [
      event('checkout.session.completed', orderId, 'cs_test_someone_else'),
      // The amount in rupees instead of Stripe's units (paisa), or a rupee short.
      event('checkout.session.completed', orderId, 'cs_test_recorded', 'paid', { amount: total }),
      event('checkout.session.completed', orderId, 'cs_test_recorded', 'paid', { amount: toStripeAmount(total - 1) }),
      event('checkout.session.completed', orderId, 'cs_test_recorded', 'paid', { currency: 'usd' }),
      event('checkout.session.expired', orderId, 'cs_test_recorded', 'unpaid', { amount: 100 }),
    ];
    for (const payload of attempts) {
      const res = await signed(payload);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { received: true } });
    }
    expect(ignoredAs(orderId)).toEqual(['unknown-session', 'amount', 'amount', 'currency', 'amount']);
    expect(await paymentStatus(orderId)).toBe('pending');
    const { rows } = await stripeApp.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(rows[0].status).toBe('pending');
    // The matching event still settles it; the currency's case does not matter.
    expect(
      (await signed(event('checkout.session.completed', orderId, 'cs_test_recorded', 'paid', { currency: 'PKR' })))
        .status,
    ).toBe(200);
    expect(await paymentStatus(orderId)).toBe('paid');
  });

  it('checks only the amount while no session is recorded for the order', async () => {
    const orderId = await pendingCardOrder(null);
    await signed(event('checkout.session.completed', orderId, 'cs_test_any', 'paid', { amount: 100 }));
    expect(await paymentStatus(orderId)).toBe('pending');
    await signed(event('checkout.session.completed', orderId, 'cs_test_any'));
    expect(await paymentStatus(orderId)).toBe('paid');
  });

  it('still counts a payment on a session a retry replaced: the order keeps every session it had', async () => {
    const orderId = await pendingCardOrder('cs_test_first');
    const { rows: owner } = await stripeApp.db.query<{ customer_id: number }>(
      'SELECT customer_id FROM orders WHERE id = $1',
      [orderId],
    );
    const headers = { authorization: `Bearer ${await issueToken(stripeApp.db, owner[0].customer_id, 60)}` };
    const retry = await call<RetryPaymentResponse>(stripeApp.app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers,
      payload: { orderId },
    });
    expect(retry.status).toBe(200);
    const { rows } = await stripeApp.db.query<{ ref: string; previous: string[] }>(
      'SELECT provider_ref AS ref, previous_refs AS previous FROM payments WHERE order_id = $1',
      [orderId],
    );
    expect(rows[0].ref).not.toBe('cs_test_first');
    expect(rows[0].previous).toEqual(['cs_test_first']);
    expect((await signed(event('checkout.session.completed', orderId, 'cs_test_first'))).status).toBe(200);
    expect(await paymentStatus(orderId)).toBe('paid');
    expect(ignoredAs(orderId)).toEqual([]);
  });

  it('ignores an order id outside the id range', async () => {
    const payload = event('checkout.session.completed', 2147483648, 'cs_test_huge');
    const res = await send(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true });
  });

  it('answers 200 and ignores a signed session event without a session object', async () => {
    for (const data of [null, {}, { object: null }]) {
      const payload = JSON.stringify({ id: 'evt_empty', object: 'event', type: 'checkout.session.completed', data });
      const res = await send(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
      expect([res.status, res.body.data]).toEqual([200, { received: true }]);
    }
  });

  it('answers 200 and settles nothing for a signed body that is not an event, or whose type is not text', async () => {
    const orderId = await pendingCardOrder('cs_test_odd');
    const session = (JSON.parse(event('checkout.session.completed', orderId, 'cs_test_odd')) as { data: unknown }).data;
    for (const payload of [
      'null',
      '"event"',
      '[]',
      '7',
      JSON.stringify({ type: { a: 1 }, data: session }),
      JSON.stringify({ type: 'constructor', data: session }),
    ]) {
      const res = await send(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
      expect({ payload, status: res.status, data: res.body.data }).toEqual({
        payload,
        status: 200,
        data: { received: true },
      });
    }
    expect(await paymentStatus(orderId)).toBe('pending');
  });

  it('refuses a missing or wrong signature and changes nothing', async () => {
    const orderId = await pendingCardOrder('cs_test_forged');
    const payload = event('checkout.session.completed', orderId, 'cs_test_forged');
    expect((await send(payload)).status).toBe(400);
    const forged = await send(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    expect(forged.status).toBe(400);
    expect(forged.body.mess).toBe('Invalid Stripe signature');
    expect(await paymentStatus(orderId)).toBe('pending');
  });
});

describe('a card payment that cannot start (Stripe unreachable)', () => {
  const secret = 'whsec_test_down';
  const key = 'sk_test_unreachable_0123456789';
  const logs = captureLogs();
  let down: TestApp;
  let where: Deliverable;

  beforeAll(async () => {
    // A port nothing listens on: every Stripe call fails at once with a connection error.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const stripe = new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
    down = await createTestApp({
      config: { stripeSecretKey: key, stripeWebhookSecret: secret, publicOrigin: ORIGIN, logLevel: 'warn' },
      cardPayments: (config) => createStripePayments(config, stripe),
      logStream: logs.stream,
    });
    where = await deliverableCity(down.db);
  });
  afterAll(async () => down?.close());

  const counts = async () =>
    (
      await down.db.query<{ orders: number; items: number; payments: number }>(
        `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_items)::int AS items,
            (SELECT count(*) FROM payments)::int AS payments`,
      )
    ).rows[0];

  async function buyer() {
    const customer = await createCustomer(down.db);
    return { customer, addressId: await giveAddress(down.db, customer.id, where) };
  }

  it('places no order at all: 502 with a clear message, stock and rows as before, the failure logged without secrets', async () => {
    const { customer, addressId } = await buyer();
    const a = await productWithStock(down.db, 7, 3);
    const b = await productWithStock(down.db, 2, 4);
    const before = await counts();
    const res = await call<CreateOrderResult>(down.app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: customer.headers,
      payload: {
        items: [
          { id: a.id, quantity: 3 },
          { id: b.id, quantity: 2 },
        ],
        paymentMethod: 'stripe',
        courierPricingId: where.courierPricingIds[0],
        customerId: customer.id,
        addressId,
      },
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      mess: PAYMENT_MESSAGES.orderNotPlaced,
      message: PAYMENT_MESSAGES.orderNotPlaced,
    });
    expect(PAYMENT_MESSAGES.orderNotPlaced).toBe(
      'We could not start the card payment, so your order was not placed. Please try again or choose Cash On Delivery.',
    );
    expect(await counts()).toEqual(before);
    expect(await stockOf(down.db, a.id)).toBe(7);
    expect(await stockOf(down.db, b.id)).toBe(2);
    const orders = await call<OrderListPage>(down.app, {
      method: 'GET',
      url: `${API}/order/list`,
      headers: customer.headers,
    });
    expect(orders.body.data.total).toBe(0);

    const warning = logs.entries().find((e) => e.msg === 'card payment could not be started');
    expect(warning).toMatchObject({
      level: 40,
      provider: 'stripe',
      orderId: expect.any(Number) as number,
      failure: { type: 'StripeConnectionError' },
    });
    expect(Object.keys(warning!.failure as object).every((k) => ['type', 'code', 'status'].includes(k))).toBe(true);
    const text = logs.lines.join('\n');
    for (const secretText of [key, customer.email, customer.token]) expect(text).not.toContain(secretText);
  });

  it('lets the shopper try again with the same basket: still no order, nothing held', async () => {
    const { customer, addressId } = await buyer();
    const a = await productWithStock(down.db, 1, 5);
    const payload = {
      items: [{ id: a.id, quantity: 1 }],
      paymentMethod: 'stripe',
      courierPricingId: where.courierPricingIds[0],
      customerId: customer.id,
      addressId,
    };
    for (let i = 0; i < 3; i += 1) {
      const res = await call<CreateOrderResult>(down.app, {
        method: 'POST',
        url: `${API}/order/create`,
        headers: customer.headers,
        payload,
      });
      // Each attempt fails at Stripe, never for want of stock: a failed attempt holds nothing.
      expect(res.status).toBe(502);
    }
    expect(await stockOf(down.db, a.id)).toBe(1);
    // Cash on delivery still works with that last unit.
    const cod = await call<CreateOrderResult>(down.app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: customer.headers,
      payload: { ...payload, paymentMethod: 'cod' },
    });
    expect(cod.status).toBe(201);
  });

  it('a failed retry keeps the existing order as it was', async () => {
    const { customer, addressId } = await buyer();
    const a = await productWithStock(down.db, 5, 6);
    // An order whose earlier attempt was recorded (placed before Stripe went down).
    const placed = await placeOrder(down.db, {
      customerId: customer.id,
      addressId,
      courierPricingId: where.courierPricingIds[0],
      paymentMethod: 'stripe',
      items: [{ id: a.id, quantity: 2 }],
    });
    await down.db.query(`UPDATE payments SET provider_ref = 'cs_test_earlier' WHERE order_id = $1`, [placed.id]);
    const before = await counts();
    const res = await call<RetryPaymentResponse>(down.app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: customer.headers,
      payload: { orderId: placed.id },
    });
    expect(res.status).toBe(502);
    expect(res.body.mess).toBe(PAYMENT_MESSAGES.cardStartFailed);
    expect(await counts()).toEqual(before);
    expect(await stockOf(down.db, a.id)).toBe(3);
    const { rows } = await down.db.query<{ status: string; payment: string; ref: string }>(
      'SELECT o.status, p.status AS payment, p.provider_ref AS ref FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1',
      [placed.id],
    );
    expect(rows[0]).toEqual({ status: 'pending', payment: 'pending', ref: 'cs_test_earlier' });
    expect(
      logs.entries().filter((e) => e.msg === 'card payment could not be started' && e.orderId === placed.id),
    ).toHaveLength(1);
  });

  it('takes back only an untouched order: not one cancelled, paid or with an attempt recorded meanwhile', async () => {
    const { customer, addressId } = await buyer();
    const a = await productWithStock(down.db, 9, 8);
    const place = () =>
      placeOrder(down.db, {
        customerId: customer.id,
        addressId,
        courierPricingId: where.courierPricingIds[0],
        paymentMethod: 'stripe',
        items: [{ id: a.id, quantity: 1 }],
      });
    const touched = [
      `UPDATE payments SET provider_ref = 'cs_test_started' WHERE order_id = $1`,
      `UPDATE payments SET status = 'paid' WHERE order_id = $1`,
      `UPDATE orders SET status = 'cancelled' WHERE id = $1`,
    ];
    for (const change of touched) {
      const order = await place();
      await down.db.query(change, [order.id]);
      expect(await undoUnstartedOrder(down.db, order.id)).toBe(false);
      expect((await down.db.query('SELECT 1 FROM orders WHERE id = $1', [order.id])).rows).toHaveLength(1);
    }
    expect(await stockOf(down.db, a.id)).toBe(6);
    const untouched = await place();
    expect(await undoUnstartedOrder(down.db, untouched.id)).toBe(true);
    expect(await undoUnstartedOrder(down.db, untouched.id)).toBe(false);
    expect(await stockOf(down.db, a.id)).toBe(6);
  });

  it('a later Stripe event naming an order that was taken back is ignored with 200 and logged', async () => {
    const { customer, addressId } = await buyer();
    const a = await productWithStock(down.db, 5, 7);
    await call<CreateOrderResult>(down.app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: customer.headers,
      payload: {
        items: [{ id: a.id, quantity: 1 }],
        paymentMethod: 'stripe',
        courierPricingId: where.courierPricingIds[0],
        customerId: customer.id,
        addressId,
      },
    });
    const removedId = logs
      .entries()
      .filter((e) => e.msg === 'card payment could not be started')
      .at(-1)!.orderId as number;
    expect((await down.db.query('SELECT 1 FROM orders WHERE id = $1', [removedId])).rows).toHaveLength(0);
    for (const type of ['checkout.session.completed', 'checkout.session.expired']) {
      const payload = JSON.stringify({
        id: `evt_${type}`,
        object: 'event',
        type,
        data: {
          object: {
            id: 'cs_test_orphan',
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 100,
            currency: 'pkr',
            metadata: { orderId: String(removedId) },
          },
        },
      });
      const res = await call(down.app, {
        method: 'POST',
        url: `${API}/payment/stripe/webhook`,
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { received: true } });
    }
    const ignored = logs
      .entries()
      .filter(
        (e) =>
          e.msg === 'Stripe event ignored: its session does not match the order it names' && e.orderId === removedId,
      );
    expect(ignored.map((e) => [e.level, e.mismatch])).toEqual([
      [40, 'no-card-order'],
      [40, 'no-card-order'],
    ]);
    expect(await stockOf(down.db, a.id)).toBe(5);
  });
});
