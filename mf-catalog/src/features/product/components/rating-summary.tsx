import { useFormat } from '@storefront/shared/i18n';
import type { RatingSummary as Summary } from '@storefront/shared/types';
import { StarRating } from '../../../components/star-rating/star-rating';
import { useText } from '../../../i18n';
import styles from './reviews.module.css';

/** The average, how many rated, and how many gave each number of stars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useText();
  const format = useFormat();
  if (summary.count === 0) return <p className={styles.none}>{t('reviews.none')}</p>;
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <p className={styles.averageValue}>{summary.average.toFixed(1)}</p>
        <StarRating value={summary.average} size="large" />
        <p className={styles.basedOn}>
          {t('reviews.basedOn', { count: summary.count, n: format.number(summary.count) })}
        </p>
      </div>
      <ul className={styles.distribution} aria-label={t('reviews.byStars')}>
        {summary.distribution.map(({ stars, count }) => (
          <li key={stars} className={styles.bar}>
            <span className={styles.barLabel}>{t('reviews.stars', { count: stars })}</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${(count / summary.count) * 100}%` }} />
            </span>
            <span className={styles.barCount}>
              {format.number(count)}
              <span className={styles.visuallyHidden}> {t('reviews.reviewWord', { count })}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
