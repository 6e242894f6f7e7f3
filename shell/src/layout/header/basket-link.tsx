import { Link } from '@storefront/shared/router';
import { useAppSelector } from '@storefront/shared/store';
import { selectCartItemCount } from '@storefront/shared/cart';
import { BasketIcon } from '../icons';
import styles from './site-header.module.css';

export function basketLabel(count: number): string {
  return `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The count follows the shared cart, whichever remote changed it. */
export function BasketLink() {
  const count = useAppSelector(selectCartItemCount);
  return (
    <Link to="/basket" className={styles.iconLink} aria-label={basketLabel(count)}>
      <BasketIcon />
      <span className={styles.badge} aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={styles.iconText} aria-hidden="true">Basket</span>
    </Link>
  );
}
