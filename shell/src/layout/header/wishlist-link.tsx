import { Link } from '@storefront/shared/router';
import { useAppSelector } from '@storefront/shared/store';
import { selectWishlistCount } from '@storefront/shared/wishlist';
import type { Language } from '@storefront/shared/i18n';
import { HeartIcon } from '../../components/icons';
import { useText } from '../../i18n';
import { countLabel, type Translate } from './count-label';
import styles from './site-header.module.css';

/** "Wishlist, 3 saved products", in the language of `t` (the page's when not given). */
export function wishlistLabel(count: number, t?: Translate, language?: Language): string {
  return countLabel('header.wishlistLabel', count, t, language);
}

/**
 * The heart beside the basket, with the customer's saved count (0 for a visitor, whom the account
 * area's guard sends to log in first). Named like the basket link: what a person sees, then the count.
 */
export function WishlistLink() {
  const count = useAppSelector(selectWishlistCount);
  const { t, language } = useText();
  return (
    <Link to="/account/wishlist" className={styles.iconLink} aria-label={wishlistLabel(count, t, language)}>
      <HeartIcon />
      <span className={styles.iconText}>{t('header.wishlist')}</span>{' '}
      <span className={count === 0 ? `${styles.badge} ${styles.badgeEmpty}` : styles.badge}>{count}</span>
    </Link>
  );
}
