import { Link } from '@storefront/shared/router';
import { useAppSelector } from '@storefront/shared/store';
import { selectCartItemCount } from '@storefront/shared/cart';
import { BasketIcon } from '../icons';
import styles from './site-header.module.css';

/** The part of the link's name after "Basket": ", 3 items". */
export function basketCountText(count: number): string {
  return `, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The count follows the shared cart, whichever remote changed it. The name starts with the word a
 * person sees (WCAG 2.5.3) and says the count in words; an aria-label rather than hidden text
 * because browsers join a visually hidden span to its neighbours with a stray space. The visible
 * text reads "Basket 3" (the badge is positioned over the icon), so it is part of the name.
 */
export function BasketLink() {
  const count = useAppSelector(selectCartItemCount);
  return (
    <Link to="/basket" className={styles.iconLink} aria-label={`Basket${basketCountText(count)}`}>
      <BasketIcon />
      <span className={styles.iconText}>Basket</span>{' '}
      <span className={styles.badge}>{count > 99 ? '99+' : count}</span>
    </Link>
  );
}
