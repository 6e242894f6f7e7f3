// How an order's payment and status read to the customer, and which actions it offers.
import { isOnlinePayment, PAYMENT_METHODS } from '@storefront/shared/config';
import type { Order } from '@storefront/shared/types';
import { translate, type Translate } from '../../../i18n';

/** The payment status as returned, else (older orders without a payment row) the order status. */
export function paymentStatusOf(order: Pick<Order, 'payment' | 'status'>): string {
  return order.payment?.status || order.status;
}

/** 'processed' → 'Processed': a status the API sends as a code, in the page's language. */
export function statusLabel(status: string, t: Translate = translate): string {
  if (!status) return '';
  // A code this build does not know (a newer API) reads as the code itself, capitalised.
  return t(`orders.status.${status}`, { defaultValue: status.charAt(0).toUpperCase() + status.slice(1) });
}

export function paymentMethodLabel(method: string, t: Translate = translate): string {
  const known = PAYMENT_METHODS.find((m) => m.value === method);
  return known ? t(`orders.paymentMethods.${method}`, { defaultValue: known.label }) : statusLabel(method, t);
}

/**
 * Card and wallet (JazzCash, Easypaisa) orders whose payment has not gone through can be paid
 * again (not once cancelled or refunded).
 */
export function canRetryPayment(order: Pick<Order, 'paymentMethod' | 'payment' | 'status'>): boolean {
  const method = order.payment?.method || order.paymentMethod;
  if (!isOnlinePayment(method) || order.status === 'cancelled') return false;
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

/**
 * The badge beside the tracking bar: the bar's current step, in its words, so the two never
 * disagree. A pending order is still waiting for that first step.
 */
export function orderBadgeLabel(
  order: Pick<Order, 'status' | 'paymentMethod' | 'payment'>,
  t: Translate = translate,
): string {
  switch (order.status) {
    case 'pending':
      return t(canRetryPayment(order) ? 'orders.badge.awaitingPayment' : 'orders.badge.awaitingConfirmation');
    case 'confirmed':
      return t('orders.steps.confirmed');
    case 'processed':
      return t('orders.steps.processing');
    default:
      return statusLabel(order.status, t);
  }
}

/** The payment's status in words: cash on delivery is paid at the door. */
export function paymentStatusLabel(
  order: Pick<Order, 'payment' | 'paymentMethod' | 'status'>,
  t: Translate = translate,
): string {
  const method = order.payment?.method || order.paymentMethod;
  const status = paymentStatusOf(order);
  if (method === 'cod' && status === 'pending') return t('orders.dueOnDelivery');
  return statusLabel(status, t);
}
