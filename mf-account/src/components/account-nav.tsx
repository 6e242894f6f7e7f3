import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from '@storefront/shared/router';
import { useText } from '../i18n';
import { ACCOUNT_TABS, tabLabel } from '../lib/account-tabs';
import styles from '../exposes/account-page.module.css';

/** Tabs as plain links: keyboard and history work as for any link; the active one is aria-current. */
export function AccountNav() {
  const { t } = useText();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the strip scrolls sideways: the current tab is brought into it, never left off-screen.
  useLayoutEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    const shown = strip.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.right > shown.right) strip.scrollLeft += tab.right - shown.right;
    else if (tab.left < shown.left) strip.scrollLeft -= shown.left - tab.left;
  }, [pathname]);

  return (
    <nav ref={nav} aria-label={t('page.sections')} className={styles.nav}>
      <ul className={styles.tabs}>
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab.tab}>
            <NavLink
              to={tab.path}
              end
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
            >
              {tabLabel(tab.tab, t)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
