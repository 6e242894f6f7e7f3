// The order-placement target, the scenario: 32 shoppers ordering the same few popular
// products at once, cash on delivery, so every order contends for the same product rows. Each
// request is a POST whose customer, lines and Idempotency-Key change; after the run the orders'
// lines are checked against the stock they took (see database.ts checkOrders).
import type autocannon from 'autocannon';

export const ORDER_TARGET_NAME = 'place order (cod)';

/** How many products every order draws its lines from: few, so their rows are contended. */
export const POPULAR_PRODUCTS = 5;

/** What a run of the order target needs: customers with live tokens and stocked products. */
export interface OrderFixture {
  customers: { id: number; token: string; addressId: number }[];
  courierPricingId: number;
  /** the popular products, ascending */
  productIds: number[];
  /** Where this run starts in the customer rotation, so successive runs spread their orders. */
  offset: number;
  /** What the checks after the run compare with (see database.ts). */
  mark: OrderMark;
}

/** The state before the first order: orders after sinceOrderId must account for all stock taken. */
export interface OrderMark {
  sinceOrderId: number;
  /** stock of each of productIds, in the same order */
  stock: number[];
  /** the server's deadlock count (pg_stat_database); null on PGlite, which has one connection */
  deadlocks: number | null;
}

/**
 * The lines of the n-th order: 1 to 3 distinct popular products, 1 or 2 of each, listed in no
 * particular order (the API must lock them in its own order).
 */
export function orderLines(productIds: number[], n: number): { id: number; quantity: number }[] {
  const count = 1 + (n % 3);
  // Steps of 2 over 5 products never meet the same one twice within 3 lines.
  return Array.from({ length: count }, (_, j) => ({
    id: productIds[(n + 2 * j) % productIds.length],
    quantity: 1 + ((n + j) % 2),
  }));
}

/**
 * The n-th order request: customers in rotation (one order per customer per lap, far under the
 * per-customer limit), a fresh Idempotency-Key each time.
 */
export function orderRequest(fixture: OrderFixture, n: number, keyPrefix: string) {
  const customer = fixture.customers[(fixture.offset + n) % fixture.customers.length];
  return {
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': `${keyPrefix}-${n}`,
    },
    body: JSON.stringify({
      customerId: customer.id,
      addressId: customer.addressId,
      courierPricingId: fixture.courierPricingId,
      paymentMethod: 'cod',
      items: orderLines(fixture.productIds, n),
    }),
  };
}

/** autocannon's request list for the order target: a counter in setupRequest. */
export function orderRequests(path: string, fixture: OrderFixture, keyPrefix: string): autocannon.RequestSpec[] {
  let n = 0;
  return [
    {
      method: 'POST',
      path,
      setupRequest: (request) => ({ ...request, ...orderRequest(fixture, n++, keyPrefix) }),
    },
  ];
}
