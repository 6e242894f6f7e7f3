import { NavLink } from '@storefront/shared/router';
import { ACCOUNT_TABS } from '../lib/account-tabs';
import styles from '../exposes/account-page.module.css';

/** Tabs as plain links: keyboard and history work as for any link; the active one is aria-current. */
export function AccountNav() {
  return (
    <nav aria-label="Account sections" className={styles.nav}>
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
