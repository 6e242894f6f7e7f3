// Order status rules: an order moves one step at a time along
// pending → confirmed → processed → shipped → delivered, or is cancelled before it ships.
// Cancelling gives the stock back in the same transaction.
import { isOnlinePayment } from '@storefront/shared/config';
import type { DayRange, OrderStatus } from '@storefront/shared/types';
import type { Database, Queryable } from '../../db/types';
import { echoed } from '../../http/errors';
import { missing, refusedNow } from '../domain-errors';
import { closePaymentOfCancelledOrder, lockPayment, markPaid } from './payments-repository';
import { lockOrderRow, restoreStock, setOrderStatus, type StoredOrder } from './orders-repository';
import { isPakistanHoliday } from './pakistan-holidays';

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
  const order = await lockOrderRow(tx, ref);
  if (!order) return null;
  const payment = await lockPayment(tx, order.id);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentMethod: order.payment_method,
    paymentStatus: payment?.status ?? null,
    providerRef: payment?.provider_ref ?? null,
  };
}

/** Cancels a locked order: stock back, its payment closed (see closePaymentOfCancelledOrder). */
export async function cancelLockedOrder(tx: Queryable, orderId: number): Promise<void> {
  await setOrderStatus(tx, orderId, 'cancelled');
  await restoreStock(tx, orderId);
  await closePaymentOfCancelledOrder(tx, orderId);
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
  if (to === 'confirmed' && isOnlinePayment(order.paymentMethod) && order.paymentStatus !== 'paid') {
    return `Order ${order.number} is paid by card and has not been paid yet: card orders are confirmed when their payment arrives, not by hand`;
  }
  return null;
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
    if (!order) throw missing(byId ? 'Order not found' : `Order ${echoed(ref.number)} not found`);
    if (options.allowedFrom && !options.allowedFrom.includes(order.status)) {
      throw refusedNow(`Order ${order.number} is ${order.status} and can no longer be cancelled`);
    }
    const refused = transitionError(order.number, order.status, to) ?? paymentRefusal(order, to);
    if (refused) throw refusedNow(refused);
    if (to === 'cancelled' && options.refusePaid && order.paymentStatus === 'paid') {
      throw refusedNow(`Order ${order.number} has already been paid. Please contact support to cancel it.`);
    }

    if (to === 'cancelled') {
      await cancelLockedOrder(tx, order.id);
    } else {
      await setOrderStatus(tx, order.id, to);
    }
    // Cash is collected at the door.
    if (to === 'delivered' && order.paymentMethod === 'cod') await markPaid(tx, order.id);
    return {
      id: order.id,
      number: order.number,
      from: order.status,
      to,
      refundDue: to === 'cancelled' && order.paymentStatus === 'paid',
    };
  });
}

// ---- the delivery promise -------------------------------------------------------------------

/** The spec's promise, 3-5 business days: config's DELIVERY_DAYS default, for callers given none. */
export const DEFAULT_DELIVERY_DAYS: DayRange = { min: 3, max: 5 };

const DAY_MS = 86_400_000;
/** Pakistan keeps UTC+5 all year (no daylight saving). */
const PAKISTAN_OFFSET_MS = 5 * 3_600_000;

/** Sundays and public holidays: couriers do not deliver. */
function isBusinessDay(dayStartUtc: number): boolean {
  const day = new Date(dayStartUtc);
  return day.getUTCDay() !== 0 && !isPakistanHoliday(day.toISOString().slice(0, 10));
}

/**
 * The day `businessDays` business days after `placedAt`, counted in Pakistan time and skipping
 * Sundays and Pakistan's public holidays: 18:00 Pakistan time that day, so it reads as that date
 * everywhere in Pakistan.
 */
export function expectedDeliveryDate(placedAt: Date, businessDays: number): Date {
  const local = new Date(placedAt.getTime() + PAKISTAN_OFFSET_MS);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  for (let left = businessDays; left > 0;) {
    day += DAY_MS;
    if (isBusinessDay(day)) left -= 1;
  }
  return new Date(day + 18 * 3_600_000 - PAKISTAN_OFFSET_MS);
}

/**
 * The order as the shopper reads it: a delivered order keeps the day it was delivered (the only
 * date an order row stores); one on its way shows the last day of the delivery promise (the success
 * page's and the mail's "3-5 business days"), worked out here from the time it was placed, so the
 * page and the confirmation mail read the same day; a cancelled one has none.
 */
export function withDeliveryPromise<T extends Pick<StoredOrder, 'status' | 'createdAt' | 'deliveryDate'>>(
  order: T,
  deliveryDays: DayRange,
): T {
  if (order.status === 'delivered') return order;
  if (order.status === 'cancelled') return { ...order, deliveryDate: null };
  return { ...order, deliveryDate: expectedDeliveryDate(new Date(order.createdAt), deliveryDays.max).toISOString() };
}
