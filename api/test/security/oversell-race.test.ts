// The oversell race as a property: many shoppers at once ask for the last units of a few products
// (random quantities, baskets in random order, cash and card), while others cancel. Whatever the
// interleaving, stock never goes below zero and the units taken are exactly the units held by the
// orders that stand. Truly concurrent on PostgreSQL (TEST_DATABASE_URL); PGlite runs them in turn.
import fc from 'fast-check';
import type { CreateOrderResult } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  call,
  createShopper,
  deliverableCity,
  type Deliverable,
  productWithStock,
  type Shopper,
  stockOf,
} from '../commerce/commerce-test-kit';
import { envelopeProblem, reportCounts } from './security-kit';

let t: TestApp;
let place: Deliverable;
let cases = 0;
let requests = 0;
const TIMEOUT = 240_000;
const SHOPPERS = 12;
const RUNS = 6;

beforeAll(async () => {
  t = await createTestApp();
  place = await deliverableCity(t.db);
}, TIMEOUT);
afterAll(async () => {
  reportCounts('oversell race', { rounds: cases, 'concurrent requests': requests });
  await t?.close();
});

async function order(s: Shopper, items: { id: number; quantity: number }[], paymentMethod: 'cod' | 'stripe') {
  requests += 1;
  return call<CreateOrderResult>(t.app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: s.headers,
    payload: {
      items,
      paymentMethod,
      courierPricingId: place.courierPricingIds[0],
      customerId: s.id,
      addressId: s.addressId,
    },
  });
}

async function cancel(s: Shopper, orderId: number) {
  requests += 1;
  return call(t.app, { method: 'POST', url: `${API}/order/cancelOrder`, headers: s.headers, payload: { orderId } });
}

/** Units of the product held by orders that stand (not cancelled). */
async function heldUnits(productId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT coalesce(sum(i.qty), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE i.product_id = $1 AND o.status <> 'cancelled'`,
    [productId],
  );
  return rows[0].n;
}

const basket = fc.array(
  fc.record({ index: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }),
  {
    minLength: 1,
    maxLength: 3,
  },
);
const round = fc.record({
  stock: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }),
  baskets: fc.array(fc.record({ lines: basket, card: fc.boolean(), cancelAfter: fc.boolean() }), {
    minLength: SHOPPERS,
    maxLength: SHOPPERS,
  }),
});

test(
  'stock never goes below zero, and the units taken are the units the standing orders hold',
  async () => {
    await fc.assert(
      fc.asyncProperty(round, async ({ stock, baskets }) => {
        cases += 1;
        // The same three products each round (shrinking runs many), their stock set anew.
        const products = await Promise.all(stock.map((units, i) => productWithStock(t.db, units, 121 + i)));
        const heldBefore = await Promise.all(products.map((p) => heldUnits(p.id)));
        const shoppers = await Promise.all(baskets.map(() => createShopper(t.db, place)));
        const placed = await Promise.all(
          baskets.map((b, i) =>
            order(
              shoppers[i],
              b.lines.map((line) => ({ id: products[line.index].id, quantity: line.quantity })),
              b.card ? 'stripe' : 'cod',
            ),
          ),
        );
        for (const answer of placed) {
          expect([201, 409]).toContain(answer.status);
          if (answer.status === 409) expect(envelopeProblem(answer)).toBeNull();
        }
        // Some give their order back while the refused try again: the race goes on.
        await Promise.all(
          baskets.map((b, i) => {
            const answer = placed[i];
            if (answer.status === 201 && b.cancelAfter) return cancel(shoppers[i], answer.body.data.orderId);
            if (answer.status !== 201) {
              return order(
                shoppers[i],
                b.lines.map((line) => ({ id: products[line.index].id, quantity: line.quantity })),
                'cod',
              );
            }
            return Promise.resolve(null);
          }),
        );
        for (const [i, p] of products.entries()) {
          const left = await stockOf(t.db, p.id);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(stock[i] - left).toBe((await heldUnits(p.id)) - heldBefore[i]);
        }
      }),
      { numRuns: RUNS },
    );
  },
  TIMEOUT,
);
