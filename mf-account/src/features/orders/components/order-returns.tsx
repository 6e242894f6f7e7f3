// The returns of one order on its card: each with its number, items, status and label link.
import { formatDate } from '@storefront/shared/format';
import { Link } from '@storefront/shared/router';
import type { ReturnRequest } from '@storefront/shared/types';
import { returnStatusText } from '../lib/return-display';
import styles from './returns.module.css';

export function OrderReturns({ returns }: { returns: ReturnRequest[] }) {
  if (returns.length === 0) return null;
  return (
    <section className={styles.returns} aria-label="Returns">
      <h4 className={styles.returnsTitle}>Returns</h4>
      <ul className={styles.returnList}>
        {returns.map((r) => (
          <li key={r.id} className={styles.returnItem}>
            <p className={styles.returnHead}>
              <span>Return {r.number}</span>
              <span className={`${styles.returnBadge} ${styles[`return-${r.status}`] ?? ''}`}>
                {returnStatusText(r)}
              </span>
            </p>
            <p className={styles.returnMeta}>
              Requested on {formatDate(r.createdAt)}: {r.items.map((i) => `${i.name} × ${i.qty}`).join(', ')}
            </p>
            {(r.status === 'requested' || r.status === 'approved') && (
              <Link to={`/account/orders?label=${encodeURIComponent(r.number)}`} className={styles.labelLink}>
                Print return label<span className="visually-hidden"> for return {r.number}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
