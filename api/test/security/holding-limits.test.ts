// What one customer may hold in orders waiting to be shipped, whatever the payment method: a cap on
// the units of each product and on the number of waiting orders, so no account can take a
// product's whole stock with cash-on-delivery orders nobody collects. Also under parallel orders
// of one customer (PostgreSQL with TEST_DATABASE_URL: truly concurrent).
import type { CreateOrderResult } from '@storefront/shared/types';
import { changeOrderStatus } from '../../src/commerce/orders/order-status';
import { DEFAULT_HOLDING_LIMITS, HOLDING_MESSAGES } from '../../src/commerce/orders/holding-limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  call,
  createShopper,
  deliverableCity,
  type Deliverable,
  productSupply,
  type Shopper,
  stockOf,
} from '../commerce/commerce-test-kit';
import { envelopeProblem, reportCounts } from './security-kit';

let t: TestApp;
let place: Deliverable;
let cases = 0;
const TIMEOUT = 60_000;
// Small limits keep the tests short; the defaults are checked on their own below.
const LIMITS = { maxWaitingOrders: 4, maxWaitingUnitsPerProduct: 5 };

beforeAll(async () => {
  t = await createTestApp({ config: LIMITS });
  place = await deliverableCity(t.db);
}, TIMEOUT);
afterAll(async () => {
  reportCounts('hoarding cap', { cases });
  await t?.close();
});

const shopper = () => createShopper(t.db, place);
const product = productSupply(() => t.db, 40, 100);

async function order(
  s: Shopper,
  items: { id: number; quantity: number }[],
  paymentMethod: 'cod' | 'stripe' = 'cod',
  headers: Record<string, string> = {},
) {
  cases += 1;
  return call<CreateOrderResult>(t.app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: { ...s.headers, ...headers },
    payload: {
      items,
      paymentMethod,
      courierPricingId: place.courierPricingIds[0],
      customerId: s.id,
      addressId: s.addressId,
    },
  });
}

function expectRefused(answer: Awaited<ReturnType<typeof order>>, message: string) {
  expect({ status: answer.status, mess: answer.body.mess, problem: envelopeProblem(answer) }).toEqual({
    status: 409,
    mess: message,
    problem: null,
  });
}

async function waitingOrders(customerId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE customer_id = $1 AND status IN ('pending', 'confirmed', 'processed')`,
    [customerId],
  );
  return rows[0].n;
}

describe('units of one product across waiting orders', () => {
  it('refuses what would take a customer past the cap, cash on delivery included, and takes no stock', async () => {
    const s = await shopper();
    const p = await product(100);
    expect((await order(s, [{ id: p.id, quantity: 2 }])).status).toBe(201);
    expect((await order(s, [{ id: p.id, quantity: 2 }], 'stripe')).status).toBe(201);
    expectRefused(await order(s, [{ id: p.id, quantity: 2 }]), HOLDING_MESSAGES.tooManyUnits(p.name, 5, 4));
    expect(HOLDING_MESSAGES.tooManyUnits(p.name, 5, 4)).toBe(
      `You can have at most 5 of ${p.name} in orders waiting to be shipped, and you already have 4. Please order 1 or fewer.`,
    );
    expect(await stockOf(t.db, p.id)).toBe(96);
    // Up to the cap is fine; then nothing more of it, while other products and customers go on.
    expect((await order(s, [{ id: p.id, quantity: 1 }])).status).toBe(201);
    expectRefused(await order(s, [{ id: p.id, quantity: 1 }]), HOLDING_MESSAGES.tooManyUnits(p.name, 5, 5));
    expect((await order(s, [{ id: (await product()).id, quantity: 1 }])).status).toBe(201);
    expect((await order(await shopper(), [{ id: p.id, quantity: 5 }])).status).toBe(201);
    expect(await stockOf(t.db, p.id)).toBe(90);
  });

  it('counts one order alone, and the same product sent on two lines as one', async () => {
    const s = await shopper();
    const p = await product(100);
    const message = HOLDING_MESSAGES.tooManyUnits(p.name, 5, 0);
    expect(message).toBe(`You can order at most 5 of ${p.name} at a time. Please lower the quantity.`);
    const alone = await order(s, [{ id: p.id, quantity: 6 }]);
    expectRefused(alone, message);
    expect(alone.body.errors).toEqual({ items: message });
    expectRefused(
      await order(s, [
        { id: p.id, quantity: 3 },
        { id: p.id, quantity: 3 },
      ]),
      message,
    );
    expect(await stockOf(t.db, p.id)).toBe(100);
  });

  it('frees the allowance once an order ships or is cancelled', async () => {
    const s = await shopper();
    const p = await product(100);
    const first = await order(s, [{ id: p.id, quantity: 5 }]);
    const second = await order(s, [{ id: p.id, quantity: 5 }], 'stripe');
    expect([first.status, second.status]).toEqual([201, 409]);
    for (const step of ['confirmed', 'processed', 'shipped'] as const) {
      await changeOrderStatus(t.db, { id: first.body.data.orderId }, step);
    }
    const third = await order(s, [{ id: p.id, quantity: 5 }]);
    expect(third.status).toBe(201);
    await changeOrderStatus(t.db, { id: third.body.data.orderId }, 'cancelled');
    expect((await order(s, [{ id: p.id, quantity: 5 }])).status).toBe(201);
  });
});

describe('orders waiting to be shipped', () => {
  it('refuses another order past the cap for every payment method; shipped orders no longer count', async () => {
    const s = await shopper();
    const placed: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await order(s, [{ id: (await product()).id, quantity: 1 }], i === 0 ? 'stripe' : 'cod');
      expect(res.status).toBe(201);
      placed.push(res.body.data.orderId);
    }
    const p = await product(100);
    for (const method of ['cod', 'stripe'] as const) {
      expectRefused(await order(s, [{ id: p.id, quantity: 1 }], method), HOLDING_MESSAGES.tooManyWaiting(4));
    }
    expect(HOLDING_MESSAGES.tooManyWaiting(4)).toBe(
      'You already have 4 orders waiting to be shipped. Please place another order once one of them has been shipped.',
    );
    expect(await stockOf(t.db, p.id)).toBe(100);
    await t.db.query(`UPDATE orders SET status = 'delivered' WHERE id = $1`, [placed[1]]);
    expect((await order(s, [{ id: p.id, quantity: 1 }])).status).toBe(201);
  });

  it('still answers a repeated request (same Idempotency-Key) with the order it placed', async () => {
    const s = await shopper();
    const p = await product(100);
    const key = { 'idempotency-key': `hold-${s.id}-key` };
    expect((await order(s, [{ id: p.id, quantity: 5 }], 'cod', key)).status).toBe(201);
    const again = await order(s, [{ id: p.id, quantity: 5 }], 'cod', key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('parallel orders of one customer', () => {
  it('cannot all slip under the units cap', async () => {
    const s = await shopper();
    const p = await product(100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => order(s, [{ id: p.id, quantity: 2 }])));
    // Two orders hold 4 of the 5 units allowed; a third would hold 6.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expectRefused(refused, HOLDING_MESSAGES.tooManyUnits(p.name, 5, 4));
    }
    expect(await stockOf(t.db, p.id)).toBe(96);
  });

  it('cannot all slip under the orders cap', async () => {
    const s = await shopper();
    const products = await Promise.all(Array.from({ length: 8 }, () => product(10)));
    const answers = await Promise.all(
      products.map((p, i) => order(s, [{ id: p.id, quantity: 1 }], i % 2 ? 'cod' : 'stripe')),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.status).toBe(409);
    expect(await waitingOrders(s.id)).toBe(4);
  });
});

describe('the defaults', () => {
  it('let a household order as usual: 10 orders waiting, 10 units of a product', () => {
    expect(DEFAULT_HOLDING_LIMITS).toEqual({ maxWaitingOrders: 10, maxWaitingUnitsPerProduct: 10 });
  });
});
