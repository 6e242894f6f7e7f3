/**
 * Leaves the storefront for the payment page the server returned (Stripe Checkout or the local test
 * gateway). Kept in its own module so the checkout flow can be tested without leaving the page.
 */
export function redirectToPayment(url: string): void {
  window.location.assign(url);
}
