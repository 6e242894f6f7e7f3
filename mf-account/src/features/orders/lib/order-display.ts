// How an order's payment and status read to the customer, and which actions it offers.
import { PAYMENT_METHODS } from '@storefront/shared/config';
import type { Order } from '@storefront/shared/types';

/** The payment status as returned, else (older orders without a payment row) the order status. */
export function paymentStatusOf(order: Pick<Order, 'payment' | 'status'>): string {
  return order.payment?.status || order.status;
}

/** 'processed' → 'Processed'. */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : '';
}

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHODS.find((m) => m.value === method)?.label ?? statusLabel(method);
}

/** Card orders whose payment has not gone through can be paid again (not once cancelled or refunded). */
export function canRetryPayment(order: Pick<Order, 'paymentMethod' | 'payment' | 'status'>): boolean {
  const method = order.payment?.method || order.paymentMethod;
  if (method !== 'stripe' || order.status === 'cancelled') return false;
  const status = paymentStatusOf(order);
  return status !== 'paid' && status !== 'refunded';
}

/** Cancellation is by phone and only makes sense before the parcel leaves. */
export function canRequestCancel(order: Pick<Order, 'status'>): boolean {
  return order.status === 'pending' || order.status === 'confirmed' || order.status === 'processed';
}

/** Newest first, whatever order the API sent (unreadable dates go last). */
export function newestFirst(orders: Order[]): Order[] {
  const time = (o: Order) => {
    const t = Date.parse(o.createdAt);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...orders].sort((a, b) => time(b) - time(a));
}
