// The account tabs; the tab follows the path (spec section 2, and the wishlist beyond it).
import { translate, type Translate } from '../i18n';

export type AccountTab = 'details' | 'addresses' | 'orders' | 'wishlist';

export const ACCOUNT_TABS: readonly { tab: AccountTab; path: string }[] = [
  { tab: 'details', path: '/account' },
  { tab: 'addresses', path: '/account/addresses' },
  { tab: 'orders', path: '/account/orders' },
  { tab: 'wishlist', path: '/account/wishlist' },
];

export function tabFromPath(pathname: string): AccountTab {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith('/account/addresses')) return 'addresses';
  if (path.endsWith('/account/orders')) return 'orders';
  if (path.endsWith('/account/wishlist')) return 'wishlist';
  return 'details';
}

/** A tab's name; null: the account as a whole ('My Account'). */
export function tabLabel(tab: AccountTab | null, t: Translate = translate): string {
  return t(tab ? `tabs.${tab}` : 'tabs.account');
}
