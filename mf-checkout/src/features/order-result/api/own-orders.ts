import { api, unwrap } from '@storefront/shared/api';
import { ownAccountCall } from '@storefront/shared/session';
import type { Order } from '@storefront/shared/types';

/**
 * Whether the logged-in customer's own orders include this number. The result pages take the number
 * from the address, which anyone can edit: only an order of the caller's may be named there.
 * It names the logged-in customer: `ownAccountCall` ends a session the API says is not theirs.
 */
export async function isOwnOrder(customerId: number, orderNumber: string, signal?: AbortSignal): Promise<boolean> {
  const orders = await ownAccountCall(unwrap<Order[]>(api.get('/order/getOrdersByCustomer', { params: { customerId }, signal })));
  return Array.isArray(orders) && orders.some((order) => order.number === orderNumber);
}
