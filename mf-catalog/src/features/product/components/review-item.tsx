import { useFormat } from '@storefront/shared/i18n';
import type { Review } from '@storefront/shared/types';
import { BusyButton } from '@storefront/shared/ui';
import { StarRating } from '../../../components/star-rating/star-rating';
import { useText } from '../../../i18n';
import styles from './reviews.module.css';

export interface ReviewItemProps {
  review: Review;
  /** Their own review: no vote, Edit and Delete instead. */
  own?: boolean;
  /** Whether the shopper voted it helpful; undefined while that is unknown (not logged in). */
  voted?: boolean;
  voting?: boolean;
  onVote: (review: Review, helpful: boolean) => void;
  onEdit?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}

export function ReviewItem({ review, own, voted, voting, onVote, onEdit, onDelete, deleting }: ReviewItemProps) {
  const { t } = useText();
  const format = useFormat();
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article className={styles.review} aria-labelledby={`review-${review.id}`}>
      <div className={styles.reviewHead}>
        <StarRating value={review.rating} />
        <h3 id={`review-${review.id}`} className={styles.reviewTitle}>
          <bdi>{review.title}</bdi>
        </h3>
      </div>
      <p className={styles.byline}>
        {own ? t('reviews.yours') : review.author} · {format.date(review.createdAt)}
        {edited && t('reviews.edited')}
        {review.verifiedPurchase && <span className={styles.verified}>{t('reviews.verified')}</span>}
      </p>
      <p className={styles.text} dir="auto">
        {review.text}
      </p>
      <div className={styles.reviewActions}>
        {own ? (
          <>
            {review.helpfulCount > 0 && (
              <p className={styles.helpfulCount}>{t('reviews.foundHelpful', { count: review.helpfulCount })}</p>
            )}
            <button type="button" className={styles.secondary} onClick={onEdit}>
              {t('reviews.edit')}
            </button>
            <BusyButton className={styles.danger} busy={Boolean(deleting)} onClick={onDelete}>
              {t('reviews.delete')}
            </BusyButton>
          </>
        ) : (
          <>
            <span className={styles.helpfulQuestion} id={`helpful-${review.id}`}>
              {t('reviews.helpfulQuestion')}
            </span>
            <BusyButton
              className={styles.helpful}
              busy={Boolean(voting)}
              aria-pressed={voted ?? false}
              aria-describedby={`helpful-${review.id}`}
              onClick={() => onVote(review, !voted)}
            >
              {t('reviews.helpfulYes', { votes: review.helpfulCount })}
            </BusyButton>
          </>
        )}
      </div>
    </article>
  );
}
