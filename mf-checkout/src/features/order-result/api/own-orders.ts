import { api, unwrap } from '@storefront/shared/api';
import { ownAccountCall } from '@storefront/shared/session';
import type { Order } from '@storefront/shared/types';

/**
 * The logged-in customer's order of this number, or null when none of theirs has it. The result
 * pages take the number from the address, which anyone can edit: only an order of the caller's may
 * be named there, and only as it really stands.
 * It names the logged-in customer: `ownAccountCall` ends a session the API says is not theirs.
 */
export async function findOwnOrder(
  customerId: number,
  orderNumber: string,
  signal?: AbortSignal,
): Promise<Order | null> {
  const orders = await ownAccountCall(
    unwrap<Order[]>(api.get('/order/getOrdersByCustomer', { params: { customerId }, signal })),
  );
  return (Array.isArray(orders) && orders.find((order) => order.number === orderNumber)) || null;
}
