// The account tabs; the tab follows the path (spec section 2, and the wishlist beyond it).
export type AccountTab = 'details' | 'addresses' | 'orders' | 'wishlist';

export const ACCOUNT_TABS: readonly { tab: AccountTab; path: string; label: string }[] = [
  { tab: 'details', path: '/account', label: 'Account Details' },
  { tab: 'addresses', path: '/account/addresses', label: 'My Addresses' },
  { tab: 'orders', path: '/account/orders', label: 'My Orders' },
  { tab: 'wishlist', path: '/account/wishlist', label: 'My Wishlist' },
];

export function tabFromPath(pathname: string): AccountTab {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith('/account/addresses')) return 'addresses';
  if (path.endsWith('/account/orders')) return 'orders';
  if (path.endsWith('/account/wishlist')) return 'wishlist';
  return 'details';
}

export function tabLabel(tab: AccountTab): string {
  return ACCOUNT_TABS.find((t) => t.tab === tab)?.label ?? 'My Account';
}
