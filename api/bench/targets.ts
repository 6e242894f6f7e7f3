// The requests measured, from the scale issue. GET targets are plain URLs; order placement is a POST
// whose customer, product and Idempotency-Key change on every request (see order-target.ts).
import type autocannon from 'autocannon';
import { ORDER_TARGET_NAME, orderRequests, type OrderFixture } from './order-target';

export const API = '/api/api';

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
    { name: ORDER_TARGET_NAME, method: 'POST', path: `${API}/order/create`, order },
  ];
}

/** autocannon's request list for a target (the order target's is built per request). */
export function autocannonRequests(target: Target, keyPrefix: string): autocannon.RequestSpec[] {
  if (target.order) return orderRequests(target.path, target.order, keyPrefix);
  return [{ method: target.method, path: target.path }];
}
