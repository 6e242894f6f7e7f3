import { Link } from '@storefront/shared/router';
import { useAppSelector } from '@storefront/shared/store';
import { selectCartItemCount } from '@storefront/shared/cart';
import { BasketIcon } from '../icons';
import styles from './site-header.module.css';

export function basketLabel(count: number): string {
  return `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The count follows the shared cart, whichever remote changed it. The name starts with what a
 * person sees, "Basket 3" (the badge sits over the icon on phones), then says the count in words
 * (WCAG 2.5.3: the visible text is part of the name).
 */
export function BasketLink() {
  const count = useAppSelector(selectCartItemCount);
  return (
    <Link to="/basket" className={styles.iconLink} aria-label={basketLabel(count)}>
      <BasketIcon />
      <span className={styles.iconText}>Basket</span>{' '}
      <span className={styles.badge}>{count > 99 ? '99+' : count}</span>
    </Link>
  );
}
