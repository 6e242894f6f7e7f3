import { useFormat } from '@storefront/shared/i18n';
import { englishText, useText, type Translate } from '../../i18n';
import styles from './star-rating.module.css';

export interface StarRatingProps {
  /** 0-5, fractions shown as part of a star. */
  value: number;
  /** How many ratings, shown beside the stars when given. */
  count?: number;
  size?: 'small' | 'large';
  className?: string;
}

/** "4.3 out of 5 stars": one decimal, as shoppers read a rating. */
export const ratingText = (value: number, t: Translate = englishText) =>
  t('rating.outOf5', { value: Number(value.toFixed(1)) });

/**
 * Five stars filled to the rating, read out as "Rated 4.3 out of 5 stars, 12 reviews" (the stars
 * themselves are decoration).
 */
export function StarRating({ value, count, size = 'small', className }: StarRatingProps) {
  const { t } = useText();
  const format = useFormat();
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  const rating = ratingText(value, t);
  const label =
    count === undefined
      ? t('rating.rated', { rating })
      : t('rating.ratedWithCount', { rating, count, n: format.number(count) });
  return (
    <span className={`${styles.rating} ${size === 'large' ? styles.large : ''} ${className ?? ''}`}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.empty}>★★★★★</span>
        <span className={styles.filled} style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      <span className={styles.visuallyHidden}>{label}</span>
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          ({format.number(count)})
        </span>
      )}
    </span>
  );
}
