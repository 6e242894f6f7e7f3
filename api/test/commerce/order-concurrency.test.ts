// Orders placed at the same moment for the same products: the last units go to exactly as many
// orders as they serve (never more), baskets naming the same products in opposite orders all
// complete (no deadlock), and an order that cannot be served in full writes nothing. Against the
// tests' real database: PGlite by default, PostgreSQL with TEST_DATABASE_URL (truly concurrent).
import type { CreateOrderResult } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORDER_MESSAGES } from '../../src/commerce/orders/place-order';
import {
  API,
  call,
  createShopper,
  deliverableCity,
  type Deliverable,
  productSupply,
  type Shopper,
  stockOf,
} from './commerce-test-kit';

let t: TestApp;
let place: Deliverable;
let shoppers: Shopper[];
const SHOPPERS = 12;
const TIMEOUT = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  place = await deliverableCity(t.db);
  shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => createShopper(t.db, place)));
}, TIMEOUT);
afterAll(async () => t?.close());

const product = productSupply(() => t.db, 90, 100);

const order = (s: Shopper, items: { id: number; quantity: number }[]) =>
  call<CreateOrderResult>(t.app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: s.headers,
    payload: {
      items,
      paymentMethod: 'cod',
      courierPricingId: place.courierPricingIds[0],
      customerId: s.id,
      addressId: s.addressId,
    },
  });

/**
 * Units of the product held by this file's shoppers' orders that are not cancelled (the seed's
 * own orders, behind its reviews, name products too).
 */
async function orderedUnits(productId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT coalesce(sum(i.qty), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE i.product_id = $1 AND o.status <> 'cancelled' AND o.customer_id = ANY($2::int[])`,
    [productId, shoppers.map((s) => s.id)],
  );
  return rows[0].n;
}

test(
  'the last units go to as many concurrent orders as they serve, never more',
  async () => {
    const scarce = await product(5);
    const answers = await Promise.all(shoppers.map((s) => order(s, [{ id: scarce.id, quantity: 1 }])));
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(SHOPPERS - 5);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(ORDER_MESSAGES.outOfStock(scarce.name, 0));
    }
    expect(await stockOf(t.db, scarce.id)).toBe(0);
    expect(await orderedUnits(scarce.id)).toBe(5);
  },
  TIMEOUT,
);

test(
  'baskets naming the same products in opposite orders all complete, and stock matches their lines',
  async () => {
    const products = [await product(1000), await product(1000), await product(1000)];
    const baskets = shoppers.map((_, i) => {
      const lines = products.map((p, j) => ({ id: p.id, quantity: 1 + ((i + j) % 3) }));
      return i % 2 ? lines.reverse() : lines;
    });
    const answers = await Promise.all(shoppers.map((s, i) => order(s, baskets[i])));
    expect(answers.map((a) => a.status)).toEqual(shoppers.map(() => 201));
    for (const p of products) {
      const wanted = baskets
        .flat()
        .filter((l) => l.id === p.id)
        .reduce((sum, l) => sum + l.quantity, 0);
      expect(await orderedUnits(p.id)).toBe(wanted);
      expect(await stockOf(t.db, p.id)).toBe(1000 - wanted);
    }
  },
  TIMEOUT,
);

test(
  'an order one of whose lines cannot be served writes nothing and names that line',
  async () => {
    const plenty = await product(3);
    const short = await product(1);
    const { rows: before } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const answer = await order(shoppers[0], [
      { id: short.id, quantity: 2 },
      { id: plenty.id, quantity: 2 },
    ]);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(ORDER_MESSAGES.outOfStock(short.name, 1));
    expect(await stockOf(t.db, plenty.id)).toBe(3);
    expect(await stockOf(t.db, short.id)).toBe(1);
    const { rows: after } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(after[0].n).toBe(before[0].n);
  },
  TIMEOUT,
);
