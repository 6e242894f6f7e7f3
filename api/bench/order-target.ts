// The order-placement target: a POST whose customer, lines and Idempotency-Key change on every
// request. Kept apart from the GET targets, which are plain URLs.
import type autocannon from 'autocannon';

export const ORDER_TARGET_NAME = 'place order (cod)';

/** What a run of the order target needs: customers with live tokens and stocked products. */
export interface OrderFixture {
  customers: { id: number; token: string; addressId: number }[];
  courierPricingId: number;
  productIds: number[];
  /** Where this run starts in the customer rotation, so successive runs spread their orders. */
  offset: number;
}

/**
 * The n-th order request: customers and products in rotation (one order per customer per lap,
 * far under the per-customer limit), a fresh Idempotency-Key each time.
 */
export function orderRequest(fixture: OrderFixture, n: number, keyPrefix: string) {
  const customer = fixture.customers[(fixture.offset + n) % fixture.customers.length];
  const productId = fixture.productIds[n % fixture.productIds.length];
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
      items: [{ id: productId, quantity: 1 }],
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
