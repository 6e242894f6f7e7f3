import { useLocation } from 'react-router-dom';

/** The order number the checkout passes in the router state, when the page was reached from checkout. */
export function useOrderNumber(): string | null {
  const { state } = useLocation();
  const value = (state as { orderNumber?: unknown } | null)?.orderNumber;
  return typeof value === 'string' && value.trim() ? value : null;
}
