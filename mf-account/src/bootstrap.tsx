// Standalone host: the account pages alone, against the API proxied at /api.
import { mountStandalone } from '@storefront/shared/standalone';
import AccountPage from './exposes/account-page';

void mountStandalone({
  title: 'My Account',
  routes: [
    { path: '/account', element: <AccountPage />, handle: { label: 'Account Details' } },
    { path: '/account/addresses', element: <AccountPage />, handle: { label: 'My Addresses' } },
    { path: '/account/orders', element: <AccountPage />, handle: { label: 'My Orders' } },
    { path: '/account/wishlist', element: <AccountPage />, handle: { label: 'My Wishlist' } },
  ],
});
