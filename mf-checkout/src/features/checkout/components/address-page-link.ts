/**
 * My Addresses, asked to offer the way back to checkout once the address is saved: mf-account reads
 * `?returnTo=` (a same-site path) on /account/addresses. Every new customer's first order goes this way.
 */
export const ADDRESS_PAGE_FROM_CHECKOUT = `/account/addresses?${new URLSearchParams({ returnTo: '/checkout' })}`;
