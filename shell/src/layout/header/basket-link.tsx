import { Link } from '@storefront/shared/router';
import { useAppSelector } from '@storefront/shared/store';
import { selectCartItemCount } from '@storefront/shared/cart';
import type { Language } from '@storefront/shared/i18n';
import { BasketIcon } from '../../components/icons';
import { useText } from '../../i18n';
import { countLabel, type Translate } from './count-label';
import styles from './site-header.module.css';

/** "Basket, 3 items", in the language of `t` (the page's when not given). */
export function basketLabel(count: number, t?: Translate, language?: Language): string {
  return countLabel('header.basketLabel', count, t, language);
}

/**
 * The count follows the shared cart, whichever remote changed it. The name holds what a person
 * sees, "Basket 3" (the badge sits over the icon on phones), and says the count in words (WCAG
 * 2.5.3: the visible text is part of the name). So the badge shows the real count, never "99+":
 * the pill widens instead.
 */
export function BasketLink() {
  const count = useAppSelector(selectCartItemCount);
  const { t, language } = useText();
  return (
    <Link to="/basket" className={styles.iconLink} aria-label={basketLabel(count, t, language)}>
      <BasketIcon />
      <span className={styles.iconText}>{t('header.basket')}</span>{' '}
      <span className={count === 0 ? `${styles.badge} ${styles.badgeEmpty}` : styles.badge}>{count}</span>
    </Link>
  );
}
