import { useLocation, useSearchParams } from '@storefront/shared/router';

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
  const { state } = useLocation();
  const [params] = useSearchParams();
  return orderNumberFrom((state as { orderNumber?: unknown } | null)?.orderNumber) ?? orderNumberFrom(params.get(ORDER_QUERY_PARAM));
}

/** False only when checkout says its order call came back without success: no order exists. */
export function useOrderPlaced(): boolean {
  const { state } = useLocation();
  return (state as { orderPlaced?: unknown } | null)?.orderPlaced !== false;
}

/** The payment gateway lands here with ?reason=order-cancelled when the order ended before it was paid. */
export function useOrderCancelled(): boolean {
  const [params] = useSearchParams();
  return params.get('reason') === 'order-cancelled';
}
