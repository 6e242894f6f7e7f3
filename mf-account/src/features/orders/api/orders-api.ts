import { api, unwrap } from '@storefront/shared/api';
import { ownAccountCall } from '@storefront/shared/session';
import type { Order } from '@storefront/shared/types';

/** Names the logged-in customer: `ownAccountCall` ends a session the API says is not theirs. */
export async function fetchOrders(customerId: number, signal?: AbortSignal): Promise<Order[]> {
  const orders = await ownAccountCall(
    unwrap<Order[]>(api.get('/order/getOrdersByCustomer', { params: { customerId }, signal })),
  );
  return Array.isArray(orders) ? orders : [];
}

/** A fresh card-payment link for an unpaid order; null when the server gave none. */
export async function retryStripePayment(orderId: number): Promise<string | null> {
  const data = await unwrap<{ url?: string | null } | null>(api.post('/order/retryStripePayment', { orderId }));
  return typeof data?.url === 'string' && data.url.trim() !== '' ? data.url : null;
}
