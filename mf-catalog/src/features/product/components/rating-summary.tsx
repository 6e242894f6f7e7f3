import { countOf } from '@storefront/shared/format';
import type { RatingSummary as Summary } from '@storefront/shared/types';
import { StarRating } from '../../../components/star-rating/star-rating';
import styles from './reviews.module.css';

/** The average, how many rated, and how many gave each number of stars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  if (summary.count === 0) return <p className={styles.none}>No reviews yet.</p>;
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <p className={styles.averageValue}>{summary.average.toFixed(1)}</p>
        <StarRating value={summary.average} size="large" />
        <p className={styles.basedOn}>Based on {countOf(summary.count, 'review')}</p>
      </div>
      <ul className={styles.distribution} aria-label="Ratings by stars">
        {summary.distribution.map(({ stars, count }) => (
          <li key={stars} className={styles.bar}>
            <span className={styles.barLabel}>{stars === 1 ? '1 star' : `${stars} stars`}</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${(count / summary.count) * 100}%` }} />
            </span>
            <span className={styles.barCount}>
              {count.toLocaleString('en-PK')}
              <span className={styles.visuallyHidden}> {count === 1 ? 'review' : 'reviews'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
