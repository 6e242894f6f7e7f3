// /order/create with an Idempotency-Key: placing the same order again (after an answer that never
// arrived) answers with the order the key placed, never a second one; the key names only the
// caller's orders; the same key with another order is refused and writes nothing.
import type { CreateOrderResult, DevMail, Order } from '@storefront/shared/types';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  call,
  deliverableCity,
  type Deliverable,
  productSupply,
  stockOf,
  createShopper,
  type Shopper,
} from './commerce-test-kit';

let t: TestApp;
let place: Deliverable;

beforeAll(async () => {
  t = await createTestApp();
  place = await deliverableCity(t.db);
});
afterAll(async () => t?.close());

const shopper = () => createShopper(t.db, place);

const product = productSupply(() => t.db, 60, 20);

type Lines = { id: number; quantity: number }[];

const create = (s: Shopper, items: Lines, options: { key?: string | string[]; paymentMethod?: string } = {}) =>
  call<CreateOrderResult>(t.app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: { ...s.headers, ...(options.key === undefined ? {} : { 'idempotency-key': options.key }) },
    payload: {
      items,
      paymentMethod: options.paymentMethod ?? 'cod',
      courierPricingId: place.courierPricingIds[0],
      customerId: s.id,
      addressId: s.addressId,
    },
  });

async function ordersOf(s: Shopper): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [
    s.id,
  ]);
  return Number(rows[0].n);
}

async function mailsTo(s: Shopper): Promise<{ subject: string }[]> {
  return (await call<DevMail[]>(t.app, { method: 'GET', url: `${API}/dev/mails?to=${encodeURIComponent(s.email)}` }))
    .body.data;
}

describe('placing the same order again under its Idempotency-Key', () => {
  it('answers a cash order with the order the key placed: stock taken and mail sent once', async () => {
    const s = await shopper();
    const p = await product(10);
    const key = randomUUID();
    const first = await create(s, [{ id: p.id, quantity: 2 }], { key });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await create(s, [{ id: p.id, quantity: 2 }], { key });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual({
      success: true,
      mess: 'Your order has been placed successfully',
      data: {
        orderId: first.body.data.orderId,
        number: first.body.data.number,
        paymentMethod: 'cod',
        redirectUrl: null,
      },
    });
    expect(await ordersOf(s)).toBe(1);
    expect(await stockOf(t.db, p.id)).toBe(8);
    expect((await mailsTo(s)).filter((m) => m.subject.includes(first.body.data.number))).toHaveLength(1);
  });

  it('reads the same basket in another line order, or split over two lines, as the same order', async () => {
    const s = await shopper();
    const [a, b] = [await product(), await product()];
    const key = randomUUID();
    const first = await create(
      s,
      [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
      ],
      { key },
    );
    expect(first.status).toBe(201);
    const again = await create(
      s,
      [
        { id: b.id, quantity: 1 },
        { id: a.id, quantity: 1 },
        { id: a.id, quantity: 1 },
      ],
      { key },
    );
    expect(again.status).toBe(200);
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
    expect(await ordersOf(s)).toBe(1);
  });

  it('refuses the key with a different order (409), writing nothing', async () => {
    const s = await shopper();
    const p = await product(10);
    const key = randomUUID();
    expect((await create(s, [{ id: p.id, quantity: 1 }], { key })).status).toBe(201);
    for (const change of [
      { items: [{ id: p.id, quantity: 3 }] },
      { items: [{ id: p.id, quantity: 1 }], paymentMethod: 'stripe' },
    ]) {
      const other = await create(s, change.items, { key, paymentMethod: change.paymentMethod });
      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({
        success: false,
        mess: 'This Idempotency-Key was already used for a different order. Please place your order again.',
      });
    }
    expect(await ordersOf(s)).toBe(1);
    expect(await stockOf(t.db, p.id)).toBe(9);
  });

  it("is the caller's own: another customer's order under the same key is placed as their own", async () => {
    const [s1, s2] = [await shopper(), await shopper()];
    const p = await product(10);
    const key = randomUUID();
    const first = await create(s1, [{ id: p.id, quantity: 1 }], { key });
    const second = await create(s2, [{ id: p.id, quantity: 1 }], { key });
    expect(second.status).toBe(201);
    expect(second.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(await stockOf(t.db, p.id)).toBe(8);
  });

  it('without a key, the same order sent twice is placed twice (as before keys existed)', async () => {
    const s = await shopper();
    const p = await product(10);
    expect((await create(s, [{ id: p.id, quantity: 1 }])).status).toBe(201);
    expect((await create(s, [{ id: p.id, quantity: 1 }])).status).toBe(201);
    expect(await ordersOf(s)).toBe(2);
  });

  it('gives an unpaid card order a fresh payment page, and once it is paid says where to find it', async () => {
    const s = await shopper();
    const p = await product(10);
    const key = randomUUID();
    const first = await create(s, [{ id: p.id, quantity: 1 }], { key, paymentMethod: 'stripe' });
    expect(first.status).toBe(201);
    expect(first.body.data.redirectUrl).toEqual(expect.any(String));

    const again = await create(s, [{ id: p.id, quantity: 1 }], { key, paymentMethod: 'stripe' });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toMatchObject({
      orderId: first.body.data.orderId,
      paymentMethod: 'stripe',
      redirectUrl: expect.any(String) as string,
    });
    expect(again.body.data.redirectUrl).not.toBe(first.body.data.redirectUrl);
    expect(await ordersOf(s)).toBe(1);
    expect(await stockOf(t.db, p.id)).toBe(9);

    await t.db.query(`UPDATE payments SET status = 'paid' WHERE order_id = $1`, [first.body.data.orderId]);
    const paid = await create(s, [{ id: p.id, quantity: 1 }], { key, paymentMethod: 'stripe' });
    expect(paid.status).toBe(409);
    expect(paid.headers['idempotent-replayed']).toBeUndefined();
    expect(paid.body.mess).toBe(
      `Your order ${first.body.data.number} has already been placed: you can find it in My Orders.`,
    );
    expect(await ordersOf(s)).toBe(1);
  });

  // On PostgreSQL these race for real; a repeat must find the first order, not be refused by it.
  it('parallel requests with one key for all the stock place one order and all answer with it', async () => {
    const s = await shopper();
    const p = await product(3);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(s, [{ id: p.id, quantity: 3 }], { key })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1);
    expect(await ordersOf(s)).toBe(1);
    expect(await stockOf(t.db, p.id)).toBe(0);
  });

  it('parallel card repeats are not refused by the unpaid-orders cap their own first order reaches', async () => {
    const s = await shopper();
    const p = await product(10);
    for (let i = 0; i < 2; i += 1)
      expect((await create(s, [{ id: p.id, quantity: 1 }], { paymentMethod: 'stripe' })).status).toBe(201);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create(s, [{ id: p.id, quantity: 1 }], { key, paymentMethod: 'stripe' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1);
    expect(await ordersOf(s)).toBe(3);
  });

  it('a cash order cancelled meanwhile is not reported as placed again', async () => {
    const s = await shopper();
    const p = await product(10);
    const key = randomUUID();
    const first = await create(s, [{ id: p.id, quantity: 1 }], { key });
    await call<Order | null>(t.app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: s.headers,
      payload: { orderId: first.body.data.orderId },
    });
    const again = await create(s, [{ id: p.id, quantity: 1 }], { key });
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.mess).toBe(
      `Your order ${first.body.data.number} has already been placed: you can find it in My Orders.`,
    );
    expect(await stockOf(t.db, p.id)).toBe(10);
  });

  it.each([
    ['too short', 'abc'],
    ['with spaces', 'an order key'],
    ['too long', 'k'.repeat(101)],
    ['sent twice', ['first-key-123', 'second-key-456']],
  ])('refuses a key %s (400), writing nothing', async (_label, key) => {
    const s = await shopper();
    const p = await product(10);
    const res = await create(s, [{ id: p.id, quantity: 1 }], { key });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      mess: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores',
    });
    expect(await ordersOf(s)).toBe(0);
    expect(await stockOf(t.db, p.id)).toBe(10);
  });
});
