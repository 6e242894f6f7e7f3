// When an order offers 'Return Items', and how a return's status reads on the order card.
import type { Order, ReturnRequest } from '@storefront/shared/types';
import { formatPrice } from '@storefront/shared/format';

const DAY_MS = 86_400_000;

/** A delivered order inside the return window (the API checks it again). */
export function canReturn(
  order: Pick<Order, 'status' | 'deliveryDate'>,
  windowDays: number,
  now = Date.now(),
): boolean {
  if (order.status !== 'delivered' || !order.deliveryDate) return false;
  const delivered = Date.parse(order.deliveryDate);
  return !Number.isNaN(delivered) && now <= delivered + windowDays * DAY_MS;
}

/** The status as the shopper reads it, in one line. */
export function returnStatusText(r: ReturnRequest): string {
  switch (r.status) {
    case 'requested':
      return 'Requested: print the label and send the items back';
    case 'approved':
      return 'Approved: waiting for the items to arrive';
    case 'received':
      return 'Received: your refund is being prepared';
    case 'refunded':
      return `Refunded ${formatPrice(r.refundAmount ?? 0)}${r.shippingRefunded ? ' (shipping included)' : ''}`;
    case 'rejected':
      return `Rejected: ${r.rejectionReason ?? 'no reason given'}`;
    default:
      return r.status;
  }
}

export const RETURN_STEPS = ['requested', 'approved', 'received', 'refunded'] as const;
