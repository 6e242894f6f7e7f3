// /account, /account/addresses, /account/orders and /account/wishlist: profile header, tab links and the tab's panel.
import { isNotFound } from '@storefront/shared/api';
import { Trans } from '@storefront/shared/i18n';
import { selectUser } from '@storefront/shared/session';
import { useAppSelector } from '@storefront/shared/store';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@storefront/shared/router';
import { Spinner, useDocumentTitle } from '@storefront/shared/ui';
import { LoadFailed } from '../components/load-failed';
import { MyAddresses } from '../features/addresses';
import { MyOrders } from '../features/orders';
import { MyWishlist } from '../features/wishlist';
import { AccountDetails, AccountHeader, useUserDetails } from '../features/profile';
import { AccountNav } from '../components/account-nav';
import { NAMESPACE, useText } from '../i18n';
import { tabFromPath, tabLabel, type AccountTab } from '../lib/account-tabs';
import styles from './account-page.module.css';

export default function AccountPage() {
  const { t } = useText();
  const sessionUser = useAppSelector(selectUser);
  const { pathname, search } = useLocation();
  const tab = tabFromPath(pathname);
  useDocumentTitle(tabLabel(tab, t));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('page.title')}</h1>
      {sessionUser ? (
        <AccountArea userId={sessionUser.id} tab={tab} />
      ) : (
        // The shell guards these routes; this covers a standalone run or a session that just ended.
        <div className={styles.notice}>
          <p>
            <Trans
              ns={NAMESPACE}
              i18nKey="page.loginPrompt"
              components={{ login: <Link to="/auth/login" state={{ from: { pathname, search } }} /> }}
            />
          </p>
        </div>
      )}
    </div>
  );
}

function AccountArea({ userId, tab }: { userId: number; tab: AccountTab }) {
  const { t } = useText();
  const details = useUserDetails(userId);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const firstTab = useRef(tab);

  // After a tab change (not on arrival), move focus to the new panel so it is announced.
  useEffect(() => {
    if (firstTab.current === tab) return;
    firstTab.current = tab;
    panelHeading.current?.focus();
  }, [tab]);

  if (details.status === 'loading') return <Spinner label={t('page.loading')} />;
  if (details.status === 'error') {
    if (isNotFound(details.error))
      return (
        <p role="alert" className={styles.notice}>
          {t('page.userNotFound')}
        </p>
      );
    return <LoadFailed message={t('page.loadFailed')} onRetry={details.reload} className={styles.notice} />;
  }

  const user = details.data;
  if (!user)
    return (
      <p role="alert" className={styles.notice}>
        {t('page.userNotFound')}
      </p>
    );
  return (
    <>
      <AccountHeader user={user} />
      <AccountNav />
      <section className={styles.panel} aria-labelledby="account-panel-title">
        <h2 id="account-panel-title" ref={panelHeading} tabIndex={-1} className={styles.panelTitle}>
          {tabLabel(tab, t)}
        </h2>
        {tab === 'details' && <AccountDetails user={user} onUpdated={details.setData} />}
        {tab === 'addresses' && <MyAddresses userId={user.id} userPhone={user.phone} />}
        {tab === 'orders' && <MyOrders customerId={user.id} />}
        {tab === 'wishlist' && <MyWishlist customerId={user.id} />}
      </section>
    </>
  );
}
