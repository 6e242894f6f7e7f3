import { countOf } from '@storefront/shared/format';
import { Link } from '@storefront/shared/router';
import { useAppSelector } from '@storefront/shared/store';
import { selectCartItemCount } from '@storefront/shared/cart';
import { BasketIcon } from '../../components/icons';
import styles from './site-header.module.css';

export function basketLabel(count: number): string {
  return `Basket, ${countOf(count, 'item')}`;
}

/**
 * The count follows the shared cart, whichever remote changed it. The name holds what a person
 * sees, "Basket 3" (the badge sits over the icon on phones), and says the count in words (WCAG
 * 2.5.3: the visible text is part of the name). So the badge shows the real count, never "99+":
 * the pill widens instead.
 */
export function BasketLink() {
  const count = useAppSelector(selectCartItemCount);
  return (
    <Link to="/basket" className={styles.iconLink} aria-label={basketLabel(count)}>
      <BasketIcon />
      <span className={styles.iconText}>Basket</span>{' '}
      <span className={count === 0 ? `${styles.badge} ${styles.badgeEmpty}` : styles.badge}>{count}</span>
    </Link>
  );
}
