// Order status rules: an order moves one step at a time along
// pending → confirmed → processed → shipped → delivered, or is cancelled before it ships.
// Cancelling gives the stock back in the same transaction.
import type { Database, Queryable } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import type { OrderStatus } from '@storefront/shared/types';

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processed', 'shipped', 'delivered', 'cancelled'];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processed', 'cancelled'],
  processed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Customers may cancel only before the shop starts processing. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

export function transitionError(number: string, from: OrderStatus, to: OrderStatus): string | null {
  if (NEXT[from].includes(to)) return null;
  const options = NEXT[from];
  return options.length === 0
    ? `Order ${number} is ${from} and cannot change any more`
    : `Order ${number} is ${from}; it can only move to ${options.join(' or ')}, not ${to}`;
}

async function restoreStock(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE products p SET stock = p.stock + i.qty
     FROM (SELECT product_id, sum(qty)::int AS qty FROM order_items WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id) i
     WHERE p.id = i.product_id`,
    [orderId],
  );
}

export interface StatusChange {
  id: number;
  number: string;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * Moves an order (by id or number) to `to`, locking its row so two changes cannot race.
 * `allowedFrom` narrows where a cancel may start (customers: pending/confirmed only).
 */
export async function changeOrderStatus(
  db: Database,
  ref: { id: number } | { number: string },
  to: OrderStatus,
  options: { allowedFrom?: readonly OrderStatus[]; refusePaid?: boolean } = {},
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const byId = 'id' in ref;
    const { rows } = await tx.query<{ id: number; number: string; status: OrderStatus; method: string; payment_status: string | null }>(
      `SELECT o.id, o.number, o.status, o.payment_method AS method, p.status AS payment_status
       FROM orders o LEFT JOIN payments p ON p.order_id = o.id
       WHERE ${byId ? 'o.id = $1' : 'o.number = $1'} FOR UPDATE OF o`,
      [byId ? ref.id : ref.number],
    );
    const order = rows[0];
    if (!order) throw notFound(byId ? 'Order not found' : `Order ${ref.number} not found`);
    if (options.allowedFrom && !options.allowedFrom.includes(order.status)) {
      throw conflict(`Order ${order.number} is ${order.status} and can no longer be cancelled`);
    }
    const refused = transitionError(order.number, order.status, to);
    if (refused) throw conflict(refused);
    if (to === 'cancelled' && options.refusePaid && order.payment_status === 'paid') {
      throw conflict(`Order ${order.number} has already been paid. Please contact support to cancel it.`);
    }

    await tx.query(
      `UPDATE orders SET status = $2, updated_at = now(), delivery_date = CASE WHEN $2::text = 'delivered' THEN now() ELSE delivery_date END
       WHERE id = $1`,
      [order.id, to],
    );
    if (to === 'cancelled') {
      await restoreStock(tx, order.id);
      // A paid card order being cancelled by the shop is owed its money back.
      await tx.query(`UPDATE payments SET status = 'refunded', updated_at = now() WHERE order_id = $1 AND status = 'paid'`, [order.id]);
    }
    if (to === 'delivered' && order.method === 'cod') {
      // Cash is collected at the door.
      await tx.query(`UPDATE payments SET status = 'paid', updated_at = now() WHERE order_id = $1`, [order.id]);
    }
    return { id: order.id, number: order.number, from: order.status, to };
  });
}
