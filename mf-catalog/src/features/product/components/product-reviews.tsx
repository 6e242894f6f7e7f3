// The product page's "Ratings & Reviews": the summary, the shopper's own review (write, edit,
// delete) and the reviews, sortable and paginated, each with its "Was this helpful?" vote.
import { useState } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import { Trans } from '@storefront/shared/i18n';
import { Link, useLocation, useNavigate } from '@storefront/shared/router';
import { selectIsLoggedIn } from '@storefront/shared/session';
import { useAppSelector } from '@storefront/shared/store';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { RemoteDataResult } from '@storefront/shared/remote-data';
import type { Review, ReviewInput, ReviewPage, ReviewSort } from '@storefront/shared/types';
import { notify, Spinner } from '@storefront/shared/ui';
import { REVIEW_SORTS } from '@storefront/shared/validation';
import { SectionError } from '../../../components/load-state/section-error';
import { useHydrated } from '../../../hooks/use-hydrated';
import { englishText, NAMESPACE, useText } from '../../../i18n';
import { createReview, deleteReview, getMyReview, setHelpful, updateReview } from '../api/reviews-api';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

export interface ProductReviewsProps {
  slug: string;
  productName: string;
  reviews: RemoteDataResult<ReviewPage>;
  sort: ReviewSort;
  page: number;
  onView: (view: { sort: ReviewSort; page: number }) => void;
}

export const NOT_DELIVERED_YET = englishText('reviews.notDelivered');

export function ProductReviews({ slug, productName, reviews, sort, page, onView }: ProductReviewsProps) {
  const { t } = useText();
  const location = useLocation();
  // The saved login is the browser's alone: the server and hydration render the logged-out view.
  const hydrated = useHydrated();
  const loggedIn = useAppSelector(selectIsLoggedIn) && hydrated;
  const navigate = useNavigate();
  const mine = useRemoteData(loggedIn ? `catalog:my-review:${slug}` : null, (signal) => getMyReview(slug, signal), {
    onError: notifyApiError,
  });
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<{ vote?: number; delete?: boolean }>({});
  // Votes given or taken back here, before the next answer says so.
  const [votes, setVotes] = useState<Record<number, boolean>>({});

  const refreshAll = () => {
    reviews.refresh();
    mine.refresh();
  };

  const save = async (input: ReviewInput) => {
    const own = mine.data?.review;
    const saved = own ? await updateReview(own.id, input) : await createReview(slug, input);
    notify.success(own ? t('reviews.updated') : t('reviews.published'));
    setEditing(false);
    if (mine.data) mine.setData({ ...mine.data, canReview: false, review: saved });
    refreshAll();
  };

  const remove = async () => {
    const own = mine.data?.review;
    if (!own || !window.confirm(t('reviews.confirmDelete'))) return;
    setBusy({ delete: true });
    try {
      await deleteReview(own.id);
      notify.success(t('reviews.deleted'));
      refreshAll();
    } catch (err) {
      notifyApiError(err);
    } finally {
      setBusy({});
    }
  };

  const vote = async (review: Review, helpful: boolean) => {
    if (!loggedIn) {
      void navigate('/auth/login', { state: { from: location, loginRequired: true } });
      return;
    }
    setBusy({ vote: review.id });
    try {
      await setHelpful(review.id, helpful);
      setVotes((v) => ({ ...v, [review.id]: helpful }));
      reviews.refresh();
    } catch (err) {
      notifyApiError(err);
    } finally {
      setBusy({});
    }
  };

  const voted = (review: Review): boolean | undefined => {
    if (!loggedIn) return undefined;
    return votes[review.id] ?? mine.data?.helpfulVotes.includes(review.id) ?? false;
  };

  /** The shopper's part: a way to log in, the form, their review, or why they cannot write one. */
  const ownPart = () => {
    if (!loggedIn)
      return (
        <p className={styles.note}>
          <Trans
            ns={NAMESPACE}
            t={t}
            i18nKey="reviews.logInToReview"
            components={{ login: <Link to="/auth/login" state={{ from: location }} className={styles.link} /> }}
          />
        </p>
      );
    if (mine.status === 'loading') return null;
    if (mine.status === 'error') return null;
    const own = mine.data.review;
    if (editing) {
      return <ReviewForm review={own} onSubmit={save} onCancel={() => setEditing(false)} />;
    }
    if (own) {
      return (
        <ReviewItem
          review={own}
          own
          onVote={() => undefined}
          onEdit={() => setEditing(true)}
          onDelete={() => void remove()}
          deleting={busy.delete}
        />
      );
    }
    if (mine.data.canReview) {
      return (
        <button type="button" className={styles.primary} onClick={() => setEditing(true)}>
          {t('reviews.write')}
        </button>
      );
    }
    return <p className={styles.note}>{t('reviews.notDelivered')}</p>;
  };

  const ownId = mine.data?.review?.id;
  let body;
  if (reviews.status === 'loading') body = <Spinner label={t('reviews.loading')} />;
  else if (reviews.status === 'error')
    body = <SectionError message={t('reviews.loadFailed')} onRetry={reviews.reload} />;
  else {
    const data = reviews.data;
    const others = data.reviews.filter((r) => r.id !== ownId);
    body = (
      <>
        <RatingSummary summary={data.summary} />
        <div className={styles.own}>{ownPart()}</div>
        {data.total > 0 && (
          <>
            <div className={styles.listHead}>
              <label className={styles.sortLabel}>
                {t('reviews.sort')}
                <select
                  className={styles.sort}
                  value={sort}
                  onChange={(event) => onView({ sort: event.target.value as ReviewSort, page: 1 })}
                >
                  {REVIEW_SORTS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {t(`reviews.sorts.${option.value}`, { defaultValue: option.label })}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <ul className={styles.list} aria-label={t('reviews.listOf', { name: productName })}>
              {others.map((review) => (
                <li key={review.id}>
                  <ReviewItem
                    review={review}
                    voted={voted(review)}
                    voting={busy.vote === review.id}
                    onVote={(item, helpful) => void vote(item, helpful)}
                  />
                </li>
              ))}
            </ul>
            {data.totalPages > 1 && (
              <nav className={styles.pager} aria-label={t('reviews.pages')}>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={page <= 1}
                  onClick={() => onView({ sort, page: page - 1 })}
                >
                  {t('reviews.previous')}
                </button>
                <span aria-live="polite">{t('reviews.pageOf', { page, total: data.totalPages })}</span>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={page >= data.totalPages}
                  onClick={() => onView({ sort, page: page + 1 })}
                >
                  {t('reviews.more')}
                </button>
              </nav>
            )}
          </>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.heading}>
        {t('reviews.heading')}
      </h2>
      {body}
    </section>
  );
}
