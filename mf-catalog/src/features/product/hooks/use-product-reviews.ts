import { useState } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { ReviewSort } from '@storefront/shared/types';
import { getRelatedProducts, getReviews } from '../api/reviews-api';

interface ReviewView {
  slug: string;
  sort: ReviewSort;
  page: number;
}

/**
 * The product's reviews in the order and page the shopper chose (newest, page 1 for another
 * product). The first page comes with the server-rendered page, for its structured data too.
 */
export function useProductReviews(slug: string) {
  const [chosen, setChosen] = useState<ReviewView>({ slug, sort: 'newest', page: 1 });
  const view = chosen.slug === slug ? chosen : { slug, sort: 'newest' as const, page: 1 };
  const reviews = useRemoteData(
    `catalog:reviews:${slug}:${view.sort}:${view.page}`,
    (signal) => getReviews(slug, view.sort, view.page, signal),
    { onError: notifyApiError },
  );
  const setView = ({ sort, page }: { sort: ReviewSort; page: number }) => setChosen({ slug, sort, page });
  return { reviews, sort: view.sort, page: view.page, setView };
}

/** More from the category and what buyers also ordered; a failure just leaves them out. */
export function useRelatedProducts(slug: string) {
  return useRemoteData(`catalog:related:${slug}`, (signal) => getRelatedProducts(slug, signal));
}
