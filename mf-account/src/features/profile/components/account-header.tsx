import { formatDate } from '@storefront/shared/format';
import type { User } from '@storefront/shared/types';
import styles from './account-header.module.css';

export function AccountHeader({ user }: { user: User }) {
  const since = formatDate(user.createdAt);
  // Drawn from what the API sent, which a newer or older API may leave out.
  const initial = (user.name ?? '').trim().charAt(0).toUpperCase() || '?';
  return (
    <section className={styles.header} aria-label="Your profile">
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <div className={styles.text}>
        <p className={styles.name}>{user.name}</p>
        <p className={styles.email}>{user.email}</p>
        {since && <p className={styles.since}>Member since {since}</p>}
      </div>
    </section>
  );
}
