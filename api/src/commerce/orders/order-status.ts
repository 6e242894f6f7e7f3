// Order status rules: an order moves one step at a time along
// pending → confirmed → processed → shipped → delivered, or is cancelled before it ships.
// Cancelling gives the stock back in the same transaction.
import type { Database, Queryable } from '../../db/types';
import { conflict, echoed, notFound } from '../../http/errors';
import type { OrderStatus } from '@storefront/shared/types';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'processed',
  'shipped',
  'delivered',
  'cancelled',
];

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

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

export function transitionError(number: string, from: OrderStatus, to: OrderStatus): string | null {
  if (NEXT[from].includes(to)) return null;
  const options = NEXT[from];
  return options.length === 0
    ? `Order ${number} is ${from} and cannot change any more`
    : `Order ${number} is ${from}; it can only move to ${options.join(' or ')}, not ${to}`;
}

export interface LockedOrder {
  id: number;
  number: string;
  status: OrderStatus;
  paymentMethod: string;
  paymentStatus: string | null;
  providerRef: string | null;
}

/**
 * Locks an order row, then its payment row, in that order. Every path that changes an order or
 * its payment (cancel, status moves, settling a card payment, releasing an unpaid one, starting a
 * new attempt) takes the two locks this way, so they wait for each other instead of deadlocking,
 * and each sees the other's committed result.
 */
export async function lockOrder(tx: Queryable, ref: { id: number } | { number: string }): Promise<LockedOrder | null> {
  const byId = 'id' in ref;
  const { rows } = await tx.query<{ id: number; number: string; status: OrderStatus; payment_method: string }>(
    `SELECT id, number, status, payment_method FROM orders WHERE ${byId ? 'id = $1' : 'number = $1'} FOR UPDATE`,
    [byId ? ref.id : ref.number],
  );
  const order = rows[0];
  if (!order) return null;
  const payment = await tx.query<{ status: string; provider_ref: string | null }>(
    'SELECT status, provider_ref FROM payments WHERE order_id = $1 FOR UPDATE',
    [order.id],
  );
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentMethod: order.payment_method,
    paymentStatus: payment.rows[0]?.status ?? null,
    providerRef: payment.rows[0]?.provider_ref ?? null,
  };
}

/**
 * The payment status an order ends with when it is cancelled, however that happens (the shopper,
 * the shop, the unpaid-order sweep, an expired Stripe session): money taken is owed back
 * ('refunded'); a payment never made, whether still awaited or declined, is 'cancelled', as
 * migration 004 decided (nothing is due any more).
 */
export async function closePaymentOfCancelledOrder(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE payments SET updated_at = now(),
       status = CASE WHEN status IN ('paid', 'refunded') THEN 'refunded' ELSE 'cancelled' END
     WHERE order_id = $1`,
    [orderId],
  );
}

/**
 * Why an order may not move to `to` because of its payment, or null. A card order is confirmed by
 * its payment (see settleCardPayment): confirming it unpaid would take it out of the unpaid-order
 * sweep and out of reach of a payment. Cash orders are paid at the door, so they move unpaid.
 */
export function paymentRefusal(
  order: Pick<LockedOrder, 'number' | 'status' | 'paymentMethod' | 'paymentStatus'>,
  to: OrderStatus,
): string | null {
  if (to === 'confirmed' && order.paymentMethod === 'stripe' && order.paymentStatus !== 'paid') {
    return `Order ${order.number} is paid by card and has not been paid yet: card orders are confirmed when their payment arrives, not by hand`;
  }
  return null;
}

export async function restoreStock(tx: Queryable, orderId: number): Promise<void> {
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
  /** A paid order was cancelled: its payment is marked refunded, and someone must make the refund. */
  refundDue: boolean;
}

/** One line for people: "Order SF-2611-000123: pending → confirmed". */
export const describeChange = (change: StatusChange): string => {
  const notes = [
    change.to === 'cancelled' ? 'stock restored' : '',
    change.refundDue ? 'its payment is marked refunded: refund it at the payment provider' : '',
  ].filter(Boolean);
  return `Order ${change.number}: ${change.from} → ${change.to}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
};

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
    const order = await lockOrder(tx, byId ? { id: ref.id } : { number: ref.number });
    if (!order) throw notFound(byId ? 'Order not found' : `Order ${echoed(ref.number)} not found`);
    if (options.allowedFrom && !options.allowedFrom.includes(order.status)) {
      throw conflict(`Order ${order.number} is ${order.status} and can no longer be cancelled`);
    }
    const refused = transitionError(order.number, order.status, to) ?? paymentRefusal(order, to);
    if (refused) throw conflict(refused);
    if (to === 'cancelled' && options.refusePaid && order.paymentStatus === 'paid') {
      throw conflict(`Order ${order.number} has already been paid. Please contact support to cancel it.`);
    }

    await tx.query(
      `UPDATE orders SET status = $2, updated_at = now(), delivery_date = CASE WHEN $2::text = 'delivered' THEN now() ELSE delivery_date END
       WHERE id = $1`,
      [order.id, to],
    );
    if (to === 'cancelled') {
      await restoreStock(tx, order.id);
      await closePaymentOfCancelledOrder(tx, order.id);
    }
    if (to === 'delivered' && order.paymentMethod === 'cod') {
      // Cash is collected at the door.
      await tx.query(`UPDATE payments SET status = 'paid', updated_at = now() WHERE order_id = $1`, [order.id]);
    }
    return {
      id: order.id,
      number: order.number,
      from: order.status,
      to,
      refundDue: to === 'cancelled' && order.paymentStatus === 'paid',
    };
  });
}
