import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from '@storefront/shared/router';
import { selectUser } from '@storefront/shared/session';
import { useAppSelector } from '@storefront/shared/store';
import type { Order } from '@storefront/shared/types';
import { findOwnOrder } from '../api/own-orders';

/**
 * The query parameter naming the order on /order-success and /order-fail, e.g.
 * /order-success?order=SF-2611-000012. The card gateway sends the shopper back with a redirect (a
 * fresh page load, so no router state): its Pay and Decline return URLs (api/src/commerce/payments,
 * `resultPage` and Stripe's success_url / cancel_url) carry the order number here.
 */
export const ORDER_QUERY_PARAM = 'order';

/**
 * An order number as the API makes them ('SF-2611-000012'): letters, digits and dashes. Anything
 * else in a hand-edited address is ignored rather than shown on the page as if it were an order.
 */
const ORDER_NUMBER_SHAPE = /^[A-Z0-9][A-Z0-9-]{0,39}$/i;

function orderNumberFrom(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return ORDER_NUMBER_SHAPE.test(trimmed) ? trimmed : null;
}

/**
 * The order the page is about: the number checkout passes in the router state, else the `order`
 * query parameter (after the card gateway); null when the page was opened without one.
 */
export function useOrderNumber(): string | null {
  const state: unknown = useLocation().state;
  const [params] = useSearchParams();
  return (
    orderNumberFrom((state as { orderNumber?: unknown } | null)?.orderNumber) ??
    orderNumberFrom(params.get(ORDER_QUERY_PARAM))
  );
}

/** What /order-success may say of an order: it stands (cash on delivery, or a card payment not refused). */
export const orderWentThrough = (order: Order): boolean =>
  order.status !== 'cancelled' && order.payment.status !== 'failed' && order.payment.status !== 'cancelled';

/** What /order-fail may say of an order: its card payment has not gone through, or it ended unpaid. */
export const orderPaymentFailed = (order: Order): boolean =>
  order.status === 'cancelled' || (order.paymentMethod !== 'cod' && order.payment.status !== 'paid');

/**
 * The order the page may name: the one `useOrderNumber` reads, once the logged-in customer's own
 * orders are known to include it in a state the page's words fit (`fits`): a bookmarked or edited
 * address never has /order-success thank for a declined order, or /order-fail speak of a paid one.
 * Null while that is checked and when the check fails, so the page shows its generic text and
 * never flashes (or names) someone else's order. The order is as the server has it (its totals).
 */
export function useOwnOrder(fits: (order: Order) => boolean): Order | null {
  const candidate = useOrderNumber();
  const customerId = useAppSelector(selectUser)?.id;
  const [confirmed, setConfirmed] = useState<{ customerId: number; order: Order } | null>(null);

  useEffect(() => {
    if (!candidate || customerId === undefined) return undefined;
    const controller = new AbortController();
    findOwnOrder(customerId, candidate, controller.signal).then(
      (order) => {
        if (order && fits(order)) setConfirmed({ customerId, order });
      },
      // A failed check leaves the generic text; a session that ended has already said so itself.
      () => undefined,
    );
    return () => controller.abort();
  }, [candidate, customerId, fits]);

  return confirmed && confirmed.order.number === candidate && confirmed.customerId === customerId
    ? confirmed.order
    : null;
}

/** False only when checkout says its order call came back without success: no order exists. */
export function useOrderPlaced(): boolean {
  const state: unknown = useLocation().state;
  return (state as { orderPlaced?: unknown } | null)?.orderPlaced !== false;
}

/** The payment gateway lands here with ?reason=order-cancelled when the order ended before it was paid. */
export function useOrderCancelled(): boolean {
  const [params] = useSearchParams();
  return params.get('reason') === 'order-cancelled';
}
