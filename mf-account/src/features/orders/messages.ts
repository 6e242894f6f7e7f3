// Texts of spec section 8 for the orders tab.
export const PAYMENT_LINK_FAILED = 'Failed to get Stripe payment link.';
export const NO_ORDERS = 'You have not placed any orders yet.';
