import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { createTestApp } from '../helpers/test-app';
import type { Database } from '../../src/db/types';
import { settleCardPayment } from '../../src/commerce/payments/settle-payment';
import {
  API, call, createCustomer, deliverableCity, type Deliverable, giveAddress, productWithStock, stockOf, type TestCustomer,
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
  const res = await call(app, {
    method: 'POST', url: `${API}/order/create`, headers: s.headers,
    payload: { items: [{ id: product.id, quantity }], paymentMethod: 'stripe', courierPricingId: place.courierPricingIds[0], customerId: s.id, addressId: s.addressId },
  });
  expect(res.status).toBe(201);
  return { s, product, order: res.body.data as { orderId: number; number: string; paymentMethod: string; redirectUrl: string } };
}

/** Path and query of a gateway URL as the API sees them (the origin is the storefront's). */
const gatewayPath = (url: string) => {
  const u = new URL(url);
  return { path: u.pathname, ref: u.searchParams.get('ref') ?? '' };
};

async function submit(url: string, action: 'pay' | 'decline') {
  const { path, ref } = gatewayPath(url);
  return call(app, {
    method: 'POST', url: `${path}/${action}`, payload: `ref=${encodeURIComponent(ref)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function orderOf(s: Shopper, orderId: number) {
  const res = await call(app, { method: 'GET', url: `${API}/order/getOrdersByCustomer?customerId=${s.id}`, headers: s.headers });
  return res.body.data.find((o: { id: number }) => o.id === orderId);
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
      method: 'POST', url: `${path}/pay`, payload: 'ref=gw_guess', headers: { 'content-type': 'application/x-www-form-urlencoded' },
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
    const mails = await call(app, { method: 'GET', url: `${API}/dev/mails?to=${encodeURIComponent(s.email)}` });
    expect(mails.body.data[0].subject).toBe(`Order ${order.number} confirmed`);
    // Paying again changes nothing and still ends on the success page.
    const again = await submit(order.redirectUrl, 'pay');
    expect(again.headers.location).toMatch(/^http:\/\/shop\.example\.pk\/order-success\?order=SF-\d{4}-\d{6}$/);
    const retry = await call(app, { method: 'POST', url: `${API}/order/retryStripePayment`, headers: s.headers, payload: { orderId: order.orderId } });
    expect(retry.status).toBe(409);
    const cancel = await call(app, { method: 'POST', url: `${API}/order/cancelOrder`, headers: s.headers, payload: { orderId: order.orderId } });
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

    const retry = await call(app, { method: 'POST', url: `${API}/order/retryStripePayment`, headers: s.headers, payload: { orderId: order.orderId } });
    expect(retry.status).toBe(200);
    expect(retry.body.data.url).toMatch(new RegExp(`^${ORIGIN}/api/api/payment/gateway/${order.orderId}\\?ref=gw_`));
    expect(retry.body.data.url).not.toBe(order.redirectUrl);
    // The old link stops working once a new attempt starts.
    expect((await submit(order.redirectUrl, 'pay')).status).toBe(404);
    expect((await submit(retry.body.data.url, 'pay')).headers.location).toMatch(/^http:\/\/shop\.example\.pk\/order-success\?order=SF-\d{4}-\d{6}$/);
    saved = await orderOf(s, order.orderId);
    expect(saved.payment.status).toBe('paid');
  });

  it('cancelling an unpaid card order restores stock, and the gateway can no longer pay it', async () => {
    const { s, order, product } = await cardOrder(4, 3);
    expect(await stockOf(db, product.id)).toBe(1);
    const cancel = await call(app, { method: 'POST', url: `${API}/order/cancelOrder`, headers: s.headers, payload: { orderId: order.orderId } });
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
    const retry = await call(app, { method: 'POST', url: `${API}/order/retryStripePayment`, headers: s.headers, payload: { orderId: order.orderId } });
    expect(retry.status).toBe(409);
  });

  it('refuses retry for a cash order and for another customer', async () => {
    const { s, order } = await cardOrder();
    const other = await createCustomer(db);
    const theirs = await call(app, { method: 'POST', url: `${API}/order/retryStripePayment`, headers: other.headers, payload: { orderId: order.orderId } });
    expect(theirs.status).toBe(403);
    const product = await productWithStock(db, 5, 21);
    const cod = await call(app, {
      method: 'POST', url: `${API}/order/create`, headers: s.headers,
      payload: { items: [{ id: product.id, quantity: 1 }], paymentMethod: 'cod', courierPricingId: place.courierPricingIds[0], customerId: s.id, addressId: s.addressId },
    });
    const retry = await call(app, { method: 'POST', url: `${API}/order/retryStripePayment`, headers: s.headers, payload: { orderId: cod.body.data.orderId } });
    expect(retry.status).toBe(409);
    expect(retry.body.mess).toBe('This order is not paid by card');
  });

  it('has no Stripe webhook without a webhook secret', async () => {
    const res = await call(app, { method: 'POST', url: `${API}/payment/stripe/webhook`, payload: {} });
    expect(res.status).toBe(404);
  });
});

describe('Stripe webhook', () => {
  const secret = 'whsec_test_secret';
  let stripeApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    stripeApp = await createTestApp({ config: { stripeWebhookSecret: secret, publicOrigin: ORIGIN } });
  });
  afterAll(async () => stripeApp.close());

  async function pendingCardOrder(ref: string) {
    const customer = await createCustomer(stripeApp.db);
    const where = await deliverableCity(stripeApp.db);
    const addressId = await giveAddress(stripeApp.db, customer.id, where);
    const product = await productWithStock(stripeApp.db, 5, 30);
    const res = await call(stripeApp.app, {
      method: 'POST', url: `${API}/order/create`, headers: customer.headers,
      payload: { items: [{ id: product.id, quantity: 1 }], paymentMethod: 'stripe', courierPricingId: where.courierPricingIds[0], customerId: customer.id, addressId },
    });
    // Stand in for a Checkout session created at Stripe.
    await stripeApp.db.query('UPDATE payments SET provider_ref = $2 WHERE order_id = $1', [res.body.data.orderId, ref]);
    return res.body.data.orderId as number;
  }

  const event = (type: string, orderId: number, sessionId: string, paymentStatus = 'paid') =>
    JSON.stringify({
      id: `evt_${sessionId}`, object: 'event', type,
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus, metadata: { orderId: String(orderId) }, client_reference_id: String(orderId) } },
    });

  const send = (payload: string, signature?: string) =>
    call(stripeApp.app, {
      method: 'POST', url: `${API}/payment/stripe/webhook`, payload,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });

  const paymentStatus = async (orderId: number) =>
    (await stripeApp.db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [orderId])).rows[0].status;

  it('marks the payment paid on a correctly signed checkout.session.completed', async () => {
    const orderId = await pendingCardOrder('cs_test_paid');
    const payload = event('checkout.session.completed', orderId, 'cs_test_paid');
    const res = await send(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(res.status).toBe(200);
    expect(await paymentStatus(orderId)).toBe('paid');
  });

  it('releases the order on an expired session (stock back, payment failed), and ignores a stale session expiring', async () => {
    const orderId = await pendingCardOrder('cs_test_current');
    const stock = async () => Number((await stripeApp.db.query<{ stock: number }>(
      'SELECT p.stock FROM products p JOIN order_items i ON i.product_id = p.id WHERE i.order_id = $1', [orderId])).rows[0].stock);
    expect(await stock()).toBe(4);
    const staleExpiry = event('checkout.session.expired', orderId, 'cs_test_old', 'unpaid');
    await send(staleExpiry, Stripe.webhooks.generateTestHeaderString({ payload: staleExpiry, secret }));
    expect(await paymentStatus(orderId)).toBe('pending');
    const expired = event('checkout.session.expired', orderId, 'cs_test_current', 'unpaid');
    expect((await send(expired, Stripe.webhooks.generateTestHeaderString({ payload: expired, secret }))).status).toBe(200);
    expect(await paymentStatus(orderId)).toBe('failed');
    const { rows } = await stripeApp.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(rows[0].status).toBe('cancelled');
    expect(await stock()).toBe(5);
    // A late "completed" for the released order is not recorded as paid.
    const late = event('checkout.session.completed', orderId, 'cs_test_current');
    expect((await send(late, Stripe.webhooks.generateTestHeaderString({ payload: late, secret }))).status).toBe(200);
    expect(await paymentStatus(orderId)).toBe('failed');
  });

  it('counts money taken by an older session of the order, and stops the newer one', async () => {
    const orderId = await pendingCardOrder('cs_test_newer');
    const stopped: string[] = [];
    const mailer = { send: async () => true };
    const result = await settleCardPayment(stripeApp.db, mailer, orderId, 'cs_test_older', 'paid', async (ref) => { stopped.push(ref); });
    expect(result).toBe('paid');
    expect(stopped).toEqual(['cs_test_newer']);
    const { rows } = await stripeApp.db.query<{ status: string; ref: string; order_status: string }>(
      'SELECT p.status, p.provider_ref AS ref, o.status AS order_status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.id = $1', [orderId]);
    expect(rows[0]).toEqual({ status: 'paid', ref: 'cs_test_older', order_status: 'confirmed' });
    // The newer session paying as well is not a second payment of the order.
    expect(await settleCardPayment(stripeApp.db, mailer, orderId, 'cs_test_newer', 'paid')).toBe('already-paid');
  });

  it('ignores an order id outside the id range', async () => {
    const payload = event('checkout.session.completed', 2147483648, 'cs_test_huge');
    const res = await send(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true });
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
