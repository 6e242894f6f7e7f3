import { useLocation, useSearchParams } from '@storefront/shared/router';

/** The order number the checkout passes in the router state, when the page was reached from checkout. */
export function useOrderNumber(): string | null {
  const { state } = useLocation();
  const value = (state as { orderNumber?: unknown } | null)?.orderNumber;
  return typeof value === 'string' && value.trim() ? value : null;
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
