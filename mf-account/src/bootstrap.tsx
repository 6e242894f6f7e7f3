// Standalone host: the account pages alone, against the API proxied at /api.
import { mountStandalone } from '@storefront/shared/standalone';
import AccountPage from './exposes/account-page';
import { ACCOUNT_TABS, tabLabel } from './lib/account-tabs';

// The development host's own bar is labelled once, in the language the page starts in.
void mountStandalone({
  title: tabLabel(null),
  routes: ACCOUNT_TABS.map(({ tab, path }) => ({ path, element: <AccountPage />, handle: { label: tabLabel(tab) } })),
});
