import { notify } from '@storefront/shared/ui';

/** The checkout rule toasts still on screen ('Please select a delivery courier', ...). */
const shown = new Set<ReturnType<typeof notify.error>>();

/** Tells the shopper what stops the order (spec section 8, checkout toasts). */
export function showCheckoutProblem(message: string): void {
  const id = notify.error(message, undefined, { onClose: () => shown.delete(id) });
  shown.add(id);
}

/**
 * Each new attempt to place the order makes the earlier problems stale: left up, a red
 * 'Please select a delivery courier' would follow the shopper onto /order-success.
 */
export function dismissCheckoutProblems(): void {
  for (const id of shown) notify.dismiss(id);
  shown.clear();
}
