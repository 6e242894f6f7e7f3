import { formatPrice } from '@storefront/shared/format';
import { SHARED_NAMESPACE, useT } from '@storefront/shared/i18n';
import styles from './price.module.css';

export interface PriceProps {
  /** The selling (net) price. */
  amount: number;
  /** The original price, struck out when higher than the selling price. */
  original?: number | null;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** Net price in rupees, with the struck original labelled for screen readers. */
export function Price({ amount, original, size = 'medium', className }: PriceProps) {
  const { t } = useT(SHARED_NAMESPACE);
  const discounted = typeof original === 'number' && original > amount;
  return (
    <span className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.net}>
        {discounted && <span className="visually-hidden">{t('price.net')} </span>}
        {formatPrice(amount)}
      </span>
      {discounted && (
        <s className={styles.original}>
          <span className="visually-hidden">{t('price.original')} </span>
          {formatPrice(original)}
        </s>
      )}
    </span>
  );
}
