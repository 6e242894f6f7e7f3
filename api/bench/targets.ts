// The requests measured, from the scale issue. GET targets are plain URLs; order placement is a POST
// whose customer, product and Idempotency-Key change on every request (see orderRequests).
import type autocannon from 'autocannon';

export const API = '/api/api';

/** What a run of the order target needs: customers with live tokens and stocked products. */
export interface OrderFixture {
  customers: { id: number; token: string; addressId: number }[];
  courierPricingId: number;
  productIds: number[];
  /** Where this run starts in the customer rotation, so successive runs spread their orders. */
  offset: number;
}

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Set for order placement: the body and headers are built per request from it. */
  order?: OrderFixture;
}

export const HEALTH = 'health (ceiling)';

/** The targets in measuring order; health first so every other figure has its ceiling beside it. */
export function buildTargets(productSlug: string, order: OrderFixture): Target[] {
  const get = (name: string, path: string): Target => ({ name, method: 'GET', path });
  return [
    get(HEALTH, '/api/health'),
    get(
      'child listing: brand + price + onSale, sorted',
      `${API}/product/getProductsByChildCategorySlug?slug=android-phones&brand=samsung,infinix&minPrice=30000&maxPrice=300000&onSale=true&orderBy=priceDesc`,
    ),
    get('listing page 3, price ascending', `${API}/category/electronics?page=3&orderBy=priceAsc`),
    get('search "samsung"', `${API}/product/search?q=samsung`),
    get('search "samsung led"', `${API}/product/search?q=samsung%20led`),
    get('product detail', `${API}/product/getProductBySlug?slug=${encodeURIComponent(productSlug)}`),
    get('all categories', `${API}/category/allCategories`),
    { name: 'place order (cod)', method: 'POST', path: `${API}/order/create`, order },
  ];
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

/** autocannon's request list for a target: a counter in setupRequest for the order target. */
export function autocannonRequests(target: Target, keyPrefix: string): autocannon.RequestSpec[] {
  const { order } = target;
  if (!order) return [{ method: target.method, path: target.path }];
  let n = 0;
  return [
    {
      method: 'POST',
      path: target.path,
      setupRequest: (request) => ({ ...request, ...orderRequest(order, n++, keyPrefix) }),
    },
  ];
}
