// Returns end to end through the API: what a delivered order offers, the checks of a request
// (quantities, reasons, photos, the refund destination, the policy's non-returnable categories),
// two requests racing for the same units, and the shop's steps through the admin route and the
// return:status command: stock back on 'received', the amount and the mail on 'refunded'.
import type { CreateOrderResult, DevMail, ReturnOptions, ReturnRequest } from '@storefront/shared/types';
import { buildApp } from '../../src/app';
import type { FastifyInstance } from 'fastify';
import { changeOrderStatus } from '../../src/commerce/orders/order-status';
import { runReturnStatus } from '../../src/cli/return-status';
import { DEMO_CUSTOMER } from '../../src/commerce/seed-customers';
import { createTestApp, type TestApp } from '../helpers/test-app';
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

const TOKEN = 'test-admin-token-returns-0123456789abcdefghijkl';
const IBAN = 'PK36SCBL0000001123456702';
/** The smallest PNG: its signature is all the API looks at, with the type and the size. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

let t: TestApp;
let admin: FastifyInstance;
let place: Deliverable;
const product = productSupply(() => t.db, 90, 20);

beforeAll(async () => {
  t = await createTestApp({ products: 120 });
  admin = await buildApp({ db: t.db, config: t.config, adminToken: TOKEN });
  await admin.ready();
  place = await deliverableCity(t.db);
});
afterAll(async () => {
  await admin?.close();
  await t?.close();
});

interface Delivered {
  shopper: Shopper;
  orderId: number;
  number: string;
  lines: { orderItemId: number; productId: number; price: number; qty: number }[];
  courierCost: number;
}

/** A shopper's order of `quantities` units of fresh products, delivered now. */
async function deliveredOrder(quantities: number[], paymentMethod: 'cod' | 'stripe' = 'cod'): Promise<Delivered> {
  const shopper = await createShopper(t.db, place);
  const products = [];
  while (products.length < quantities.length) products.push(await product());
  const res = await call<CreateOrderResult>(t.app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: shopper.headers,
    payload: {
      items: products.map((p, i) => ({ id: p.id, quantity: quantities[i] })),
      paymentMethod: 'cod',
      courierPricingId: place.courierPricingIds[0],
      customerId: shopper.id,
      addressId: shopper.addressId,
    },
  });
  expect(res.status).toBe(201);
  const orderId = res.body.data.orderId;
  for (const step of ['confirmed', 'processed', 'shipped', 'delivered'] as const) {
    await changeOrderStatus(t.db, { id: orderId }, step);
  }
  // A card order, as the test needs it: paid, delivered.
  if (paymentMethod === 'stripe')
    await t.db.query("UPDATE orders SET payment_method = 'stripe' WHERE id = $1", [orderId]);
  const { rows } = await t.db.query<{
    id: number;
    product_id: number;
    price: number;
    qty: number;
    courier_cost: number;
  }>(
    `SELECT i.id, i.product_id, i.price, i.qty, o.courier_cost FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.order_id = $1 ORDER BY i.id`,
    [orderId],
  );
  return {
    shopper,
    orderId,
    number: res.body.data.number,
    lines: rows.map((r) => ({
      orderItemId: r.id,
      productId: r.product_id,
      price: Number(r.price),
      qty: Number(r.qty),
    })),
    courierCost: Number(rows[0].courier_cost),
  };
}

const request = (order: Delivered, body: Record<string, unknown>) =>
  call<ReturnRequest>(t.app, {
    method: 'POST',
    url: `${API}/return/create`,
    headers: order.shopper.headers,
    payload: { orderId: order.orderId, ...body },
  });

const changedMind = (order: Delivered, qty = 1, line = 0) =>
  request(order, {
    items: [{ orderItemId: order.lines[line].orderItemId, qty }],
    reason: 'changed_mind',
    unused: true,
    refundTo: { method: 'wallet', account: '0300-1234567' },
  });

const adminPost = (payload: object, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  admin.inject({ method: 'POST', url: '/admin/return-status', remoteAddress: '127.0.0.1', headers, payload });

async function mailsTo(email: string): Promise<DevMail[]> {
  const res = await call<DevMail[]>(t.app, { method: 'GET', url: `${API}/dev/mails?to=${encodeURIComponent(email)}` });
  return res.body.data;
}

describe('what a delivered order offers', () => {
  it('lists its lines with what is left to return, and when the window closes', async () => {
    const order = await deliveredOrder([3, 1]);
    const res = await call<ReturnOptions>(t.app, {
      method: 'GET',
      url: `${API}/return/options?orderId=${order.orderId}`,
      headers: order.shopper.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderNumber: order.number, paymentMethod: 'cod' });
    expect(res.body.data.lines.map((l) => [l.qty, l.returnableQty, l.nonReturnable])).toEqual([
      [3, 3, null],
      [1, 1, null],
    ]);
    const days = (Date.parse(res.body.data.returnableUntil) - Date.parse(res.body.data.deliveredAt)) / 86_400_000;
    expect(days).toBe(t.config.policies.returnWindowDays);
  });

  it('refuses an order not delivered, past the window, or of another customer', async () => {
    const order = await deliveredOrder([1]);
    const other = await createShopper(t.db, place);
    const options = (headers: Shopper['headers']) =>
      call(t.app, { method: 'GET', url: `${API}/return/options?orderId=${order.orderId}`, headers });
    expect((await options(other.headers)).status).toBe(404);

    await t.db.query("UPDATE orders SET delivery_date = now() - interval '4 days' WHERE id = $1", [order.orderId]);
    const closed = await options(order.shopper.headers);
    expect(closed.status).toBe(409);
    expect(closed.body.mess).toBe(
      `The return window for order ${order.number} has closed: returns are accepted within 3 days of delivery.`,
    );
    expect((await changedMind(order)).status).toBe(409);

    await t.db.query("UPDATE orders SET status = 'shipped' WHERE id = $1", [order.orderId]);
    expect((await options(order.shopper.headers)).body.mess).toMatch(/has not been delivered yet/);
    expect(
      (await call(t.app, { method: 'GET', url: `${API}/return/options?orderId=abc`, headers: order.shopper.headers }))
        .status,
    ).toBe(400);
    expect((await call(t.app, { method: 'GET', url: `${API}/return/options?orderId=${order.orderId}` })).status).toBe(
      401,
    );
  });
});

describe('a return request', () => {
  it('gets a number, a status, a mail with the instructions and the label link', async () => {
    const order = await deliveredOrder([2]);
    const res = await changedMind(order, 2);
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({
      orderNumber: order.number,
      status: 'requested',
      reason: 'changed_mind',
      refundTo: { method: 'wallet', account: '03001234567' },
      itemsTotal: order.lines[0].price * 2,
      refundAmount: null,
    });
    expect(created.number).toMatch(/^RT-\d{4}-\d{6}$/);

    const [mail] = await mailsTo(order.shopper.email);
    expect(mail.subject).toBe(`Return ${created.number} requested for order ${order.number}`);
    expect(mail.text).toContain(`/account/orders?label=${created.number}`);
    expect(mail.text).toContain('Drop the parcel off at the courier.');
    expect(mail.text).toContain('the original shipping charge is non-refundable');

    const list = await call<ReturnRequest[]>(t.app, {
      method: 'GET',
      url: `${API}/return/list`,
      headers: order.shopper.headers,
    });
    expect(list.body.data.map((r) => r.number)).toEqual([created.number]);
    const one = await call<ReturnRequest>(t.app, {
      method: 'GET',
      url: `${API}/return/${created.number.toLowerCase()}`,
      headers: order.shopper.headers,
    });
    expect(one.body.data.number).toBe(created.number);
    const stranger = await createShopper(t.db, place);
    expect(
      (await call(t.app, { method: 'GET', url: `${API}/return/${created.number}`, headers: stranger.headers })).status,
    ).toBe(404);
  });

  it.each([
    [{ items: [] }, 'Choose at least one item to return'],
    [{ items: [{ orderItemId: 1, qty: 0 }] }, 'Quantity to return must be at least 1'],
    [{ reason: 'bored' }, 'Choose why you are returning the items'],
    [
      { refundTo: { method: 'bank', account: 'PK00ABCD1234' } },
      'Enter a valid Pakistani IBAN: PK, 2 digits, 4 letters and 16 digits (24 characters)',
    ],
    [
      { refundTo: { method: 'bank', account: 'PK37SCBL0000001123456702' } },
      'Enter a valid Pakistani IBAN: PK, 2 digits, 4 letters and 16 digits (24 characters)',
    ],
    [{ refundTo: { method: 'wallet', account: '0300123' } }, 'Enter a valid mobile wallet number. Format: 03XXXXXXXXX'],
    [{ refundTo: undefined }, 'Tell us where to send the refund: a bank account (IBAN) or a mobile wallet number'],
    [{ unused: false }, 'Please confirm the items are unused and in their original packaging'],
    [{ reason: 'damaged', photos: [] }, 'Please add at least one photo of the damage or defect'],
    [{ reason: 'damaged', photos: [{ type: 'image/gif', data: PNG }] }, 'Photos must be JPEG, PNG or WebP images'],
    [{ reason: 'damaged', photos: [{ type: 'image/jpeg', data: PNG }] }, 'Photos must be JPEG, PNG or WebP images'],
    [
      {
        reason: 'damaged',
        photos: [{ type: 'image/png', data: Buffer.alloc(2 * 1024 * 1024 + 1).toString('base64') }],
      },
      'Each photo must be at most 2 MB',
    ],
    [{ reason: 'damaged', photos: Array(4).fill({ type: 'image/png', data: PNG }) }, 'Add at most 3 photos'],
  ])('refuses %p with a clear 400', async (change, message) => {
    const order = await deliveredOrder([1]);
    const res = await request(order, {
      items: [{ orderItemId: order.lines[0].orderItemId, qty: 1 }],
      reason: 'changed_mind',
      unused: true,
      refundTo: { method: 'bank', account: IBAN },
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.mess).toBe(message);
  });

  it('takes no more than bought, minus what other returns already take', async () => {
    const order = await deliveredOrder([3]);
    expect((await changedMind(order, 4)).body.mess).toMatch(/^You can return at most 3 of /);
    expect((await changedMind(order, 2)).status).toBe(201);
    const again = await changedMind(order, 2);
    expect(again.status).toBe(409);
    expect(again.body.mess).toMatch(/^You can return at most 1 of /);
    expect((await changedMind(order, 1)).status).toBe(201);
    expect((await changedMind(order, 1)).body.mess).toMatch(/is already being returned in full$/);
    const foreign = await request(order, {
      items: [{ orderItemId: 999999, qty: 1 }],
      reason: 'wrong_item',
      refundTo: { method: 'bank', account: IBAN },
    });
    expect(foreign.body.mess).toBe('One of the chosen items is not part of this order');
  });

  it('lets exactly one of two requests racing for the same units through', async () => {
    const order = await deliveredOrder([2]);
    const results = await Promise.all([changedMind(order, 2), changedMind(order, 2)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT coalesce(sum(ri.qty), 0)::int AS n FROM return_items ri WHERE ri.order_item_id = $1`,
      [order.lines[0].orderItemId],
    );
    expect(rows[0].n).toBe(2);
  });

  it("refuses the policy's non-returnable categories in its words; personal care only for the shop's error", async () => {
    const order = await deliveredOrder([1, 1]);
    await t.db.query(
      `INSERT INTO categories (name, slug, level) VALUES ('Gift Cards', 'gift-cards', 1) ON CONFLICT DO NOTHING`,
    );
    await t.db.query(
      `UPDATE products SET category_id = (SELECT id FROM categories WHERE slug = 'gift-cards' AND level = 1) WHERE id = $1`,
      [order.lines[0].productId],
    );
    const gift = await changedMind(order, 1, 0);
    expect(gift.status).toBe(409);
    expect(gift.body.mess).toBe('Gift cards are non-returnable.');
    await t.db.query(
      `UPDATE products SET category_id = (SELECT c.id FROM categories c JOIN categories s ON s.id = c.parent_id
         JOIN categories top ON top.id = s.parent_id WHERE top.slug = 'beauty-and-personal-care' LIMIT 1) WHERE id = $1`,
      [order.lines[1].productId],
    );
    const options = await call<ReturnOptions>(t.app, {
      method: 'GET',
      url: `${API}/return/options?orderId=${order.orderId}`,
      headers: order.shopper.headers,
    });
    expect(options.body.data.lines[0].nonReturnable).toBe('Gift cards are non-returnable.');
    expect(options.body.data.lines[1].onlyShopError).toMatch(
      /^Opened or used personal care items are non-returnable\./,
    );
    expect((await changedMind(order, 1, 1)).body.mess).toMatch(
      /^Opened or used personal care items are non-returnable\./,
    );
    const damaged = await request(order, {
      items: [{ orderItemId: order.lines[1].orderItemId, qty: 1 }],
      reason: 'damaged',
      photos: [{ type: 'image/png', data: `data:image/png;base64,${PNG}` }],
      refundTo: { method: 'bank', account: 'pk36 scbl 0000 0011 2345 6702' },
    });
    expect(damaged.status).toBe(201);
    expect(damaged.body.data).toMatchObject({ photoCount: 1, refundTo: { method: 'bank', account: IBAN } });
  });

  it('needs no refund destination for a card order: the refund goes back to the card', async () => {
    const order = await deliveredOrder([1], 'stripe');
    const res = await request(order, {
      items: [{ orderItemId: order.lines[0].orderItemId, qty: 1 }],
      reason: 'wrong_item',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.refundTo).toBeNull();
  });
});

describe("the shop's steps", () => {
  it('answers only the local command with the token', async () => {
    expect((await adminPost({ number: 'RT-1', status: 'approved' }, {})).statusCode).toBe(401);
    expect(
      (await adminPost({ number: 'RT-1', status: 'approved' }, { authorization: 'Bearer wrong' })).statusCode,
    ).toBe(401);
    const proxied = await admin.inject({
      method: 'POST',
      url: '/admin/return-status',
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
      payload: { number: 'RT-1', status: 'approved' },
    });
    expect(proxied.statusCode).toBe(403);
    const remote = await admin.inject({
      method: 'POST',
      url: '/admin/return-status',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { number: 'RT-1', status: 'approved' },
    });
    expect(remote.statusCode).toBe(403);
    // The shop's own app, built without a token, has no such route.
    expect(
      (await t.app.inject({ method: 'POST', url: '/admin/return-status', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(404);
    expect((await adminPost({ number: 'RT-0000-999999', status: 'approved' })).statusCode).toBe(404);
    expect((await adminPost({ number: 'RT-0000-999999', status: 'lost' })).statusCode).toBe(400);
  });

  it('approved → received puts the units back → refunded records the lines, not the shipping, and mails', async () => {
    const order = await deliveredOrder([3]);
    const created = (await changedMind(order, 2)).body.data;
    const before = await stockOf(t.db, order.lines[0].productId);
    expect((await adminPost({ number: created.number, status: 'received' })).statusCode).toBe(409);
    expect((await adminPost({ number: created.number, status: 'approved' })).statusCode).toBe(200);
    const received = await adminPost({ number: created.number, status: 'received' });
    expect(received.json<{ mess: string }>().mess).toBe(
      `Return ${created.number} (order ${order.number}): approved → received (stock restored)`,
    );
    expect(await stockOf(t.db, order.lines[0].productId)).toBe(before + 2);
    const refunded = await adminPost({ number: created.number, status: 'refunded' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<{ data: { refundAmount: number; shippingRefunded: boolean } }>().data).toEqual(
      expect.objectContaining({ refundAmount: order.lines[0].price * 2, shippingRefunded: false }),
    );
    const mails = await mailsTo(order.shopper.email);
    const amount = `Rs ${(order.lines[0].price * 2).toLocaleString('en-PK')}`;
    expect(mails.map((m) => m.subject)).toContain(`Refund of ${amount} for return ${created.number}`);
    const list = await call<ReturnRequest[]>(t.app, {
      method: 'GET',
      url: `${API}/return/list`,
      headers: order.shopper.headers,
    });
    expect(list.body.data[0]).toMatchObject({ status: 'refunded', refundAmount: order.lines[0].price * 2 });
  });

  it('refunds the shipping too when the shop was at fault, once per order', async () => {
    const order = await deliveredOrder([1, 1]);
    const wrong = (line: number) =>
      request(order, {
        items: [{ orderItemId: order.lines[line].orderItemId, qty: 1 }],
        reason: 'wrong_item',
        refundTo: { method: 'bank', account: IBAN },
      });
    const first = (await wrong(0)).body.data;
    const second = (await wrong(1)).body.data;
    for (const r of [first, second]) {
      for (const status of ['approved', 'received', 'refunded']) {
        expect((await adminPost({ number: r.number, status })).statusCode).toBe(200);
      }
    }
    const list = await call<ReturnRequest[]>(t.app, {
      method: 'GET',
      url: `${API}/return/list`,
      headers: order.shopper.headers,
    });
    const byNumber = Object.fromEntries(list.body.data.map((r) => [r.number, r]));
    expect(byNumber[first.number]).toMatchObject({
      shippingRefunded: true,
      refundAmount: order.lines[0].price + order.courierCost,
    });
    expect(byNumber[second.number]).toMatchObject({ shippingRefunded: false, refundAmount: order.lines[1].price });
  });

  it('rejects with a reason the shopper reads; the units can be asked for again', async () => {
    const order = await deliveredOrder([1]);
    const created = (await changedMind(order, 1)).body.data;
    expect((await adminPost({ number: created.number, status: 'rejected' })).statusCode).toBe(400);
    expect(
      (await adminPost({ number: created.number, status: 'rejected', reason: 'The seal is broken' })).statusCode,
    ).toBe(200);
    const mails = await mailsTo(order.shopper.email);
    expect(mails[0].subject).toBe(`Return ${created.number} could not be accepted`);
    expect(mails[0].text).toContain('Reason: The seal is broken');
    expect((await changedMind(order, 1)).status).toBe(201);
  });

  it('return:status makes the change straight in the database when it can open it', async () => {
    const order = await deliveredOrder([1]);
    const created = (await changedMind(order, 1)).body.data;
    const lines: string[] = [];
    const run = (args: string[]) =>
      runReturnStatus(args, {
        out: (l) => lines.push(l),
        config: { ...t.config },
        // The test's database stays open for the other tests: closing it here is a no-op.
        open: () =>
          Promise.resolve(Object.assign(Object.create(t.db) as typeof t.db, { close: () => Promise.resolve() })),
      });
    expect(await run([created.number.toLowerCase(), 'Approved'])).toBe(0);
    expect(lines.pop()).toBe(`Return ${created.number} (order ${order.number}): requested → approved`);
    expect(await run([created.number, 'refunded'])).toBe(1);
    expect(lines.pop()).toBe(
      `Return ${created.number} is approved; it can only move to received or rejected, not refunded`,
    );
    expect(await run([created.number, 'gone'])).toBe(2);
    expect(await run([])).toBe(2);
  });
});

describe('the demo customer', () => {
  it('has an order delivered inside the return window', async () => {
    const login = await call<{ token: string }>(t.app, {
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const headers = { authorization: `Bearer ${login.body.data.token}` };
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT o.id FROM orders o JOIN users u ON u.id = o.customer_id WHERE u.email = $1 AND o.status = 'delivered' ORDER BY o.delivery_date DESC LIMIT 1`,
      [DEMO_CUSTOMER.email],
    );
    const res = await call<ReturnOptions>(t.app, {
      method: 'GET',
      url: `${API}/return/options?orderId=${rows[0].id}`,
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.lines.every((l) => l.returnableQty > 0)).toBe(true);
  });
});
