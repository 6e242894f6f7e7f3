import { useFormat } from '@storefront/shared/i18n';
import type { User } from '@storefront/shared/types';
import { useText } from '../../../i18n';
import styles from './account-header.module.css';

export function AccountHeader({ user }: { user: User }) {
  const { t } = useText();
  const format = useFormat();
  const since = format.date(user.createdAt);
  // Drawn from what the API sent, which a newer or older API may leave out.
  const initial = (user.name ?? '').trim().charAt(0).toUpperCase() || '?';
  return (
    <section className={styles.header} aria-label={t('profile.label')}>
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <div className={styles.text}>
        <p className={styles.name}>{user.name}</p>
        <p className={styles.email}>{user.email}</p>
        {since && <p className={styles.since}>{t('profile.memberSince', { date: since })}</p>}
      </div>
    </section>
  );
}
