// When an order offers 'Return Items', and how a return's status reads on the order card.
import type { Order, ReturnRequest } from '@storefront/shared/types';
import { formatPrice } from '@storefront/shared/format';
import { translate, type Translate } from '../../../i18n';

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

/** The status as the shopper reads it, in one line (the shop's reason for a rejection as it wrote it). */
export function returnStatusText(r: ReturnRequest, t: Translate = translate): string {
  switch (r.status) {
    case 'requested':
    case 'approved':
    case 'received':
      return t(`returns.status.${r.status}`);
    case 'refunded':
      return t(r.shippingRefunded ? 'returns.status.refundedWithShipping' : 'returns.status.refunded', {
        amount: formatPrice(r.refundAmount ?? 0),
      });
    case 'rejected':
      return r.rejectionReason
        ? t('returns.status.rejected', { reason: r.rejectionReason })
        : t('returns.status.rejectedNoReason');
    default:
      return r.status;
  }
}

/** A return's items in one line: 'Basmati Rice 5kg × 1, Tea 1kg × 2'. */
export function returnItemsText(r: Pick<ReturnRequest, 'items'>, t: Translate = translate): string {
  return r.items.map((i) => t('returns.item', { name: i.name, qty: i.qty })).join(t('returns.itemSeparator'));
}

export const RETURN_STEPS = ['requested', 'approved', 'received', 'refunded'] as const;
