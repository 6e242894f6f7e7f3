// JazzCash and Easypaisa: placing, the test gateway (account number, Approve, Reject), retrying,
// the release of unpaid orders and the cap, and, with merchant keys, the signed requests and the
// notifications (a forged or replayed one is refused).
import type { CreateOrderResult, Order, RetryPaymentResponse } from '@storefront/shared/types';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@storefront/shared/validation';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { releaseUnpaidCardOrders } from '../../src/commerce/orders/release-unpaid';
import { ORDER_MESSAGES } from '../../src/commerce/orders/place-order';
import { PAYMENT_MESSAGES } from '../../src/commerce/checkout/checkout';
import { jazzcashSecureHash, jazzcashDateTime, toJazzCashAmount } from '../../src/commerce/checkout/jazzcash';
import { easypaisaHashedRequest, easypaisaAmountMatches } from '../../src/commerce/checkout/easypaisa';
import { NOTIFICATION_MESSAGES } from '../../src/commerce/checkout/wallet-routes';
import {
  API,
  call,
  createShopper,
  deliverableCity,
  productSupply,
  stockOf,
  type Deliverable,
  type Shopper,
} from './commerce-test-kit';

const ORIGIN = 'http://shop.example.pk';

async function placeWith(app: FastifyInstance, s: Shopper, place: Deliverable, productId: number, method: string) {
  return call<CreateOrderResult>(app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: s.headers,
    payload: {
      items: [{ id: productId, quantity: 1 }],
      paymentMethod: method,
      courierPricingId: place.courierPricingIds[0],
      customerId: s.id,
      addressId: s.addressId,
    },
  });
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return { path: u.pathname, ref: u.searchParams.get('ref') ?? '' };
};

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function orderOf(app: FastifyInstance, s: Shopper, orderId: number): Promise<Order> {
  const res = await call<Order[]>(app, {
    method: 'GET',
    url: `${API}/order/getOrdersByCustomer?customerId=${s.id}`,
    headers: s.headers,
  });
  return res.body.data.find((o) => o.id === orderId)!;
}

describe('signature builders', () => {
  it('signs a JazzCash request as its documents say: HMAC-SHA256 of salt & sorted values, keyed by the salt', () => {
    const fields = { pp_Version: '1.1', pp_Amount: '100000', pp_TxnRefNo: 'T1', pp_SubMerchantID: '', ppmpf_1: 'x' };
    // pp_Amount, pp_TxnRefNo, pp_Version, ppmpf_1 in name order, the empty one left out
    const expected = createHmac('sha256', 'salt123').update('salt123&100000&T1&1.1&x').digest('hex').toUpperCase();
    expect(jazzcashSecureHash(fields, 'salt123')).toBe(expected);
    expect(toJazzCashAmount(1250)).toBe('125000');
    expect(jazzcashDateTime(Date.parse('2025-01-31T20:30:05Z'))).toBe('20250201013005');
  });

  it('encrypts an Easypaisa request with AES-128-ECB under the hash key, fields sorted by name', () => {
    const key = '0123456789ABCDEF';
    const hashed = easypaisaHashedRequest({ storeId: '43', amount: '10.0', orderRefNum: 'O1TAB', emailAddr: '' }, key);
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(hashed, 'base64')), decipher.final()]).toString();
    expect(plain).toBe('amount=10.0&orderRefNum=O1TAB&storeId=43');
    expect(easypaisaAmountMatches('1250.0', 1250)).toBe(true);
    expect(easypaisaAmountMatches('1250.5', 1250)).toBe(false);
  });
});

describe.each(['jazzcash', 'easypaisa'] as const)('%s through the local test gateway', (method) => {
  const label = method === 'jazzcash' ? 'JazzCash' : 'Easypaisa';
  let t: TestApp;
  let place: Deliverable;
  const products = productSupply(() => t.db, 40, 5);
  beforeAll(async () => {
    t = await createTestApp({ config: { publicOrigin: ORIGIN } });
    place = await deliverableCity(t.db);
  });
  afterAll(async () => t.close());

  async function walletOrder() {
    const s = await createShopper(t.db, place);
    const product = await products();
    const res = await placeWith(t.app, s, place, product.id, method);
    expect(res.status).toBe(201);
    const data = res.body.data as CreateOrderResult & { redirectUrl: string };
    return { s, product, order: data };
  }

  it('places the order, records the wallet and sends the shopper to the gateway page', async () => {
    const { s, order } = await walletOrder();
    expect(order.paymentMethod).toBe(method);
    expect(order.redirectUrl).toMatch(
      new RegExp(`^${ORIGIN}/api/api/payment/wallet/${method}/${order.orderId}\\?ref=O`),
    );
    const stored = await orderOf(t.app, s, order.orderId);
    expect(stored.paymentMethod).toBe(method);
    expect(stored.payment).toEqual({ method, status: 'pending' });
    const { path, ref } = pathOf(order.redirectUrl);
    const page = await call(t.app, { method: 'GET', url: `${path}?ref=${ref}` });
    expect(page.status).toBe(200);
    expect(page.raw.body).toContain(`${label} mobile account number`);
    expect(page.raw.body).toContain('>Approve<');
    expect(page.raw.body).toContain('>Reject<');
  });

  it('asks again, saying why, for a mobile account number that is not 03XXXXXXXXX', async () => {
    const { s, order } = await walletOrder();
    const { path, ref } = pathOf(order.redirectUrl);
    for (const account of ['', '0300123', '04001234567', '<script>']) {
      const res = await call(t.app, { method: 'POST', url: `${path}/approve`, ...form({ ref, account }) });
      expect(res.status).toBe(400);
      expect(res.raw.body).toContain(account === '' ? MESSAGES.walletAccountRequired : MESSAGES.walletAccountInvalid);
      expect(res.raw.body).toContain('aria-invalid="true"');
      expect(res.raw.body).not.toContain('<script>');
    }
    expect((await orderOf(t.app, s, order.orderId)).payment.status).toBe('pending');
  });

  it('Approve with a valid number marks the order paid and confirmed', async () => {
    const { s, order } = await walletOrder();
    const { path, ref } = pathOf(order.redirectUrl);
    const res = await call(t.app, {
      method: 'POST',
      url: `${path}/approve`,
      ...form({ ref, account: '0300-1234567' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${ORIGIN}/order-success?order=${order.number}`);
    const stored = await orderOf(t.app, s, order.orderId);
    expect(stored.status).toBe('confirmed');
    expect(stored.payment).toEqual({ method, status: 'paid' });
  });

  it('Reject fails the payment; a retry from My Orders starts a new attempt that can be approved', async () => {
    const { s, order, product } = await walletOrder();
    const first = pathOf(order.redirectUrl);
    const rejected = await call(t.app, { method: 'POST', url: `${first.path}/reject`, ...form({ ref: first.ref }) });
    expect(rejected.headers.location).toBe(`${ORIGIN}/order-fail?order=${order.number}`);
    expect((await orderOf(t.app, s, order.orderId)).payment.status).toBe('failed');
    expect(await stockOf(t.db, product.id)).toBe(4);

    const retry = await call<RetryPaymentResponse>(t.app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: s.headers,
      payload: { orderId: order.orderId },
    });
    expect(retry.status).toBe(200);
    const second = pathOf(retry.body.data.url);
    expect(second.ref).not.toBe(first.ref);
    // The old link no longer works.
    const old = await call(t.app, {
      method: 'POST',
      url: `${first.path}/approve`,
      ...form({ ref: first.ref, account: '03001234567' }),
    });
    expect(old.status).toBe(404);
    const paid = await call(t.app, {
      method: 'POST',
      url: `${second.path}/approve`,
      ...form({ ref: second.ref, account: '03001234567' }),
    });
    expect(paid.headers.location).toBe(`${ORIGIN}/order-success?order=${order.number}`);
    expect((await orderOf(t.app, s, order.orderId)).payment.status).toBe('paid');
  });

  it('releases an unpaid wallet order after the payment timeout, stock back', async () => {
    const { s, order, product } = await walletOrder();
    await t.db.query(`UPDATE payments SET updated_at = now() - interval '2 hours' WHERE order_id = $1`, [
      order.orderId,
    ]);
    const released = await releaseUnpaidCardOrders(t.db, { timeoutMinutes: 30 });
    expect(released.map((o) => [o.id, o.paymentMethod])).toContainEqual([order.orderId, method]);
    const stored = await orderOf(t.app, s, order.orderId);
    expect(stored.status).toBe('cancelled');
    expect(stored.payment.status).toBe('cancelled');
    expect(await stockOf(t.db, product.id)).toBe(5);
    const { path, ref } = pathOf(order.redirectUrl);
    const late = await call(t.app, {
      method: 'POST',
      url: `${path}/approve`,
      ...form({ ref, account: '03001234567' }),
    });
    expect(late.headers.location).toBe(`${ORIGIN}/order-fail?reason=order-cancelled&order=${order.number}`);
  });

  it('counts wallet and card orders waiting for payment against one cap', async () => {
    const s = await createShopper(t.db, place);
    for (const m of [method, 'stripe', method]) {
      expect((await placeWith(t.app, s, place, (await products()).id, m)).status).toBe(201);
    }
    const refused = await placeWith(t.app, s, place, (await products()).id, method);
    expect(refused.status).toBe(409);
    expect(refused.body.mess).toBe(ORDER_MESSAGES.tooManyUnpaid(3));
    // Cash on delivery is not capped by it.
    expect((await placeWith(t.app, s, place, (await products()).id, 'cod')).status).toBe(201);
  });
});

describe('without merchant keys and without the test gateway', () => {
  it('refuses a wallet order, naming the wallet, and places nothing', async () => {
    const t = await createTestApp({ config: { publicOrigin: ORIGIN, paymentTestGateway: false } });
    try {
      const place = await deliverableCity(t.db);
      const s = await createShopper(t.db, place);
      const res = await placeWith(t.app, s, place, (await productSupply(() => t.db, 60, 5)()).id, 'jazzcash');
      expect(res.status).toBe(400);
      expect(res.body.mess).toBe(PAYMENT_MESSAGES.walletUnavailable('jazzcash'));
      expect(res.body.mess).toContain('JazzCash');
      const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [
        s.id,
      ]);
      expect(Number(count.rows[0].n)).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('JazzCash hosted checkout (merchant keys set)', () => {
  const keys = {
    merchantId: 'MC12345',
    password: 'pw0123456',
    integritySalt: 'salt0123ab',
    baseUrl: 'https://sandbox.jazzcash.com.pk',
  };
  let t: TestApp;
  let place: Deliverable;
  const products = productSupply(() => t.db, 80, 5);
  beforeAll(async () => {
    t = await createTestApp({ config: { publicOrigin: ORIGIN, jazzcash: keys } });
    place = await deliverableCity(t.db);
  });
  afterAll(async () => t.close());

  async function jazzOrder() {
    const s = await createShopper(t.db, place);
    const res = await placeWith(t.app, s, place, (await products()).id, 'jazzcash');
    expect(res.status).toBe(201);
    const order = res.body.data as CreateOrderResult & { redirectUrl: string };
    const grandTotal = (await orderOf(t.app, s, order.orderId)).grandTotal;
    return { s, order, grandTotal, ref: pathOf(order.redirectUrl).ref };
  }

  /** A notification as JazzCash signs it. */
  function notification(fields: Record<string, string>, salt = keys.integritySalt) {
    return { ...fields, pp_SecureHash: jazzcashSecureHash(fields, salt) };
  }
  const paidFields = (ref: string, number: string, total: number, code = '000') => ({
    pp_Version: '1.1',
    pp_TxnType: 'MWALLET',
    pp_MerchantID: keys.merchantId,
    pp_TxnRefNo: ref,
    pp_Amount: toJazzCashAmount(total),
    pp_TxnCurrency: 'PKR',
    pp_BillReference: number,
    pp_ResponseCode: code,
    pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
  });

  it('serves the signed form to JazzCash, with the return URL', async () => {
    const { order, grandTotal, ref } = await jazzOrder();
    expect(order.redirectUrl).toContain(`/api/api/payment/jazzcash/checkout/${order.orderId}?ref=`);
    const page = await call(t.app, { method: 'GET', url: pathOf(order.redirectUrl).path + `?ref=${ref}` });
    expect(page.status).toBe(200);
    const body = page.raw.body;
    expect(body).toContain(
      'action="https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/"',
    );
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(body)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
    );
    expect(field('pp_TxnRefNo')).toBe(ref);
    expect(field('pp_Amount')).toBe(String(grandTotal * 100));
    expect(field('pp_BillReference')).toBe(order.number);
    expect(fields.pp_ReturnURL).toBe(`${ORIGIN}/api/api/payment/jazzcash/return`);
    expect(fields.pp_SecureHash).toBe(jazzcashSecureHash(fields, keys.integritySalt));
    expect(body).toContain('Continue to JazzCash');
  });

  it('marks the order paid on a verified notification, and refuses the same notification again', async () => {
    const { s, order, grandTotal, ref } = await jazzOrder();
    const payload = notification(paidFields(ref, order.number, grandTotal));
    const res = await call(t.app, { method: 'POST', url: `${API}/payment/jazzcash/notify`, payload });
    expect(res.status).toBe(200);
    expect((res.body as unknown as Record<string, string>).pp_ResponseCode).toBe('000');
    expect(await orderOf(t.app, s, order.orderId)).toMatchObject({
      status: 'confirmed',
      payment: { method: 'jazzcash', status: 'paid' },
    });

    const replay = await call(t.app, { method: 'POST', url: `${API}/payment/jazzcash/notify`, payload });
    expect(replay.status).toBe(409);
    expect(replay.body.mess).toBe(NOTIFICATION_MESSAGES.replayed);
  });

  it('refuses a replayed failure: it cannot undo or fail a later attempt', async () => {
    const { s, order, grandTotal, ref } = await jazzOrder();
    const failed = notification(paidFields(ref, order.number, grandTotal, '199'));
    expect((await call(t.app, { method: 'POST', url: `${API}/payment/jazzcash/notify`, payload: failed })).status).toBe(
      200,
    );
    expect((await orderOf(t.app, s, order.orderId)).payment.status).toBe('failed');
    const retry = await call<RetryPaymentResponse>(t.app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers: s.headers,
      payload: { orderId: order.orderId },
    });
    expect(retry.status).toBe(200);
    expect((await call(t.app, { method: 'POST', url: `${API}/payment/jazzcash/notify`, payload: failed })).status).toBe(
      409,
    );
    expect((await orderOf(t.app, s, order.orderId)).payment.status).toBe('pending');
  });

  it('refuses forged notifications and leaves the order unpaid', async () => {
    const { s, order, grandTotal, ref } = await jazzOrder();
    const good = paidFields(ref, order.number, grandTotal);
    const forgeries = [
      { ...good, pp_SecureHash: 'A'.repeat(64) }, // no valid signature
      notification(good, 'another-salt'), // signed with another key
      { ...notification(good), pp_Amount: '100' }, // changed after signing
      notification({ ...good, pp_Amount: '100' }), // signed, but not the order's amount
      notification({ ...good, pp_BillReference: 'SF-OTHER' }), // another order's reference
      notification({ ...good, pp_TxnRefNo: `O${order.orderId}TNOTANATTEMPT1` }), // not an attempt of ours
      notification({ ...good, pp_MerchantID: 'MC99999' }), // another merchant
      {},
    ];
    for (const payload of forgeries) {
      const res = await call(t.app, { method: 'POST', url: `${API}/payment/jazzcash/notify`, payload });
      expect(res.status).toBe(400);
      expect(res.body.mess).toBe(NOTIFICATION_MESSAGES.forged);
    }
    expect((await orderOf(t.app, s, order.orderId)).payment.status).toBe('pending');
  });

  it('settles from the signed return too, then shows the result page', async () => {
    const { s, order, grandTotal, ref } = await jazzOrder();
    const fields = notification(paidFields(ref, order.number, grandTotal));
    const res = await call(t.app, { method: 'POST', url: `${API}/payment/jazzcash/return`, ...form(fields) });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${ORIGIN}/order-success?order=${order.number}`);
    expect((await orderOf(t.app, s, order.orderId)).payment.status).toBe('paid');
    // The notification that follows is the same transaction: refused, nothing changes.
    const ipn = await call(t.app, { method: 'POST', url: `${API}/payment/jazzcash/notify`, payload: fields });
    expect(ipn.status).toBe(409);
  });
});

describe('Easypaisa hosted checkout (merchant keys set)', () => {
  let t: TestApp;
  let place: Deliverable;
  let easypay: Server;
  let easypayOrigin = '';
  /** What the stand-in Easypay answers for a transaction's details, by path. */
  const transactions = new Map<string, object>();
  const products = productSupply(() => t.db, 100, 5);
  const keys = { storeId: '4321', hashKey: '0123456789ABCDEF' };

  beforeAll(async () => {
    easypay = createServer((req, res) => {
      const found = transactions.get(req.url ?? '');
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(found ?? {}));
    });
    await new Promise<void>((resolve) => easypay.listen(0, '127.0.0.1', resolve));
    easypayOrigin = `http://127.0.0.1:${(easypay.address() as AddressInfo).port}`;
    t = await createTestApp({ config: { publicOrigin: ORIGIN, easypaisa: { ...keys, baseUrl: easypayOrigin } } });
    place = await deliverableCity(t.db);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => easypay.close(resolve));
  });

  async function easyOrder() {
    const s = await createShopper(t.db, place);
    const res = await placeWith(t.app, s, place, (await products()).id, 'easypaisa');
    expect(res.status).toBe(201);
    const order = res.body.data as CreateOrderResult & { redirectUrl: string };
    const grandTotal = (await orderOf(t.app, s, order.orderId)).grandTotal;
    return { s, order, grandTotal, ref: pathOf(order.redirectUrl).ref };
  }
  const notify = (url: string) =>
    call(t.app, { method: 'GET', url: `${API}/payment/easypaisa/notify?url=${encodeURIComponent(url)}` });

  it('serves the encrypted request to Easypay, with the postBackURL', async () => {
    const { order, ref } = await easyOrder();
    const page = await call(t.app, { method: 'GET', url: `${pathOf(order.redirectUrl).path}?ref=${ref}` });
    expect(page.status).toBe(200);
    expect(page.raw.body).toContain(`action="${easypayOrigin}/easypay/Index.jsf"`);
    const fields = Object.fromEntries(
      [...page.raw.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
    );
    expect(fields.orderRefNum).toBe(ref);
    expect(fields.postBackURL).toBe(`${ORIGIN}/api/api/payment/easypaisa/return`);
    expect(fields.merchantHashedReq).toBe(easypaisaHashedRequest(fields, keys.hashKey));
  });

  it('marks the order paid from the details Easypay gives, and refuses the notification again', async () => {
    const { s, order, grandTotal, ref } = await easyOrder();
    transactions.set(`/ipn/${ref}`, {
      order_id: ref,
      store_id: keys.storeId,
      transaction_status: 'PAID',
      transaction_amount: `${grandTotal}.0`,
      transaction_id: '123456',
    });
    const res = await notify(`${easypayOrigin}/ipn/${ref}`);
    expect(res.status).toBe(200);
    expect(await orderOf(t.app, s, order.orderId)).toMatchObject({
      status: 'confirmed',
      payment: { method: 'easypaisa', status: 'paid' },
    });
    const replay = await notify(`${easypayOrigin}/ipn/${ref}`);
    expect(replay.status).toBe(409);
    expect(replay.body.mess).toBe(NOTIFICATION_MESSAGES.replayed);
    // The browser's return shows the order as it stands.
    const back = await call(t.app, {
      method: 'GET',
      url: `${API}/payment/easypaisa/return?status=0000&orderRefNumber=${ref}`,
    });
    expect(back.headers.location).toBe(`${ORIGIN}/order-success?order=${order.number}`);
  });

  it('refuses forged notifications: details from elsewhere, another store, another amount', async () => {
    const { s, order, grandTotal, ref } = await easyOrder();
    const paid = {
      order_id: ref,
      store_id: keys.storeId,
      transaction_status: 'PAID',
      transaction_amount: `${grandTotal}.0`,
    };
    transactions.set(`/other-store/${ref}`, { ...paid, store_id: '9999' });
    transactions.set(`/other-amount/${ref}`, { ...paid, transaction_amount: '1.0' });
    transactions.set(`/not-ours/${ref}`, { ...paid, order_id: `O${order.orderId}TFORGED12345` });
    for (const url of [
      `https://attacker.example/ipn/${ref}`,
      `${easypayOrigin}/other-store/${ref}`,
      `${easypayOrigin}/other-amount/${ref}`,
      `${easypayOrigin}/not-ours/${ref}`,
    ]) {
      const res = await notify(url);
      expect(res.status).toBe(400);
      expect(res.body.mess).toBe(NOTIFICATION_MESSAGES.forged);
    }
    // The unsigned browser return never marks anything paid.
    const back = await call(t.app, {
      method: 'GET',
      url: `${API}/payment/easypaisa/return?status=0000&orderRefNumber=${ref}`,
    });
    expect(back.headers.location).toBe(`${ORIGIN}/order-fail?order=${order.number}`);
    expect((await orderOf(t.app, s, order.orderId)).payment.status).toBe('pending');
  });
});
