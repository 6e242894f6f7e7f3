import { Link } from '@storefront/shared/router';
import { useText } from '../../i18n';
import { PlaceholderText } from '../load-state/placeholder-text';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
  /** The label is a guess (a name made from the address) until the answer names it: a placeholder shows instead. */
  pending?: boolean;
}

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  return crumb.pending ? <PlaceholderText text={crumb.label} className={styles.placeholder} /> : <>{crumb.label}</>;
}

/** Home / top category / sub category / current. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useText();
  return (
    <nav aria-label={t('common.breadcrumb')} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={styles.item}>
            {crumb.to ? (
              <Link to={crumb.to}>
                <CrumbLabel crumb={crumb} />
              </Link>
            ) : (
              <span aria-current="page">
                <CrumbLabel crumb={crumb} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
