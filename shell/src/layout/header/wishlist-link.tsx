import { countOf } from '@storefront/shared/format';
import { Link } from '@storefront/shared/router';
import { useAppSelector } from '@storefront/shared/store';
import { selectWishlistCount } from '@storefront/shared/wishlist';
import { HeartIcon } from '../../components/icons';
import styles from './site-header.module.css';

export function wishlistLabel(count: number): string {
  return `Wishlist, ${countOf(count, 'saved product')}`;
}

/**
 * The heart beside the basket, with the customer's saved count (0 for a visitor, whom the account
 * area's guard sends to log in first). Named like the basket link: what a person sees, then the count.
 */
export function WishlistLink() {
  const count = useAppSelector(selectWishlistCount);
  return (
    <Link to="/account/wishlist" className={styles.iconLink} aria-label={wishlistLabel(count)}>
      <HeartIcon />
      <span className={styles.iconText}>Wishlist</span>{' '}
      <span className={count === 0 ? `${styles.badge} ${styles.badgeEmpty}` : styles.badge}>{count}</span>
    </Link>
  );
}
