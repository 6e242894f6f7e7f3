// The returns of one order on its card: each with its number, items, status and label link.
import { Trans, useFormat } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/router';
import type { ReturnRequest } from '@storefront/shared/types';
import { NAMESPACE, useText } from '../../../i18n';
import { returnItemsText, returnStatusText } from '../lib/return-display';
import styles from './returns.module.css';

export function OrderReturns({ returns }: { returns: ReturnRequest[] }) {
  const { t } = useText();
  const format = useFormat();
  if (returns.length === 0) return null;
  return (
    <section className={styles.returns} aria-label={t('returns.title')}>
      <h4 className={styles.returnsTitle}>{t('returns.title')}</h4>
      <ul className={styles.returnList}>
        {returns.map((r) => (
          <li key={r.id} className={styles.returnItem}>
            <p className={styles.returnHead}>
              <span>{t('returns.number', { number: r.number })}</span>
              <span className={`${styles.returnBadge} ${styles[`return-${r.status}`] ?? ''}`}>
                {returnStatusText(r, t)}
              </span>
            </p>
            <p className={styles.returnMeta}>
              {t('returns.requestedOn', { date: format.date(r.createdAt), items: returnItemsText(r, t) })}
            </p>
            {(r.status === 'requested' || r.status === 'approved') && (
              <Link to={`/account/orders?label=${encodeURIComponent(r.number)}`} className={styles.labelLink}>
                <Trans
                  ns={NAMESPACE}
                  i18nKey="returns.printLabel"
                  values={{ number: r.number }}
                  components={{ hidden: <span className="visually-hidden" /> }}
                />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
