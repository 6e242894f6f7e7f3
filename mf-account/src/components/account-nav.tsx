import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from '@storefront/shared/router';
import { ACCOUNT_TABS } from '../lib/account-tabs';
import styles from '../exposes/account-page.module.css';

/** Tabs as plain links: keyboard and history work as for any link; the active one is aria-current. */
export function AccountNav() {
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
    <nav ref={nav} aria-label="Account sections" className={styles.nav}>
      <ul className={styles.tabs}>
        {ACCOUNT_TABS.map((t) => (
          <li key={t.tab}>
            <NavLink
              to={t.path}
              end
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
            >
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
