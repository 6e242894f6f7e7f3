// The product page's review and related-product calls (docs/contracts.md, "The API").
import { api, unwrap } from '@storefront/shared/api';
import type {
  MyProductReview,
  RelatedProducts,
  Review,
  ReviewInput,
  ReviewPage,
  ReviewSort,
} from '@storefront/shared/types';

const product = (slug: string) => `/review/product/${encodeURIComponent(slug)}`;

/** GET /review/product/:slug: the rating summary and one page of reviews. */
export function getReviews(slug: string, sort: ReviewSort, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  return unwrap<ReviewPage>(api.get(product(slug), { params: { sort, page }, signal }));
}

/** GET /review/product/:slug/mine (logged in): may they review, their review, their helpful votes. */
export function getMyReview(slug: string, signal?: AbortSignal): Promise<MyProductReview> {
  return unwrap<MyProductReview>(api.get(`${product(slug)}/mine`, { signal }));
}

export function createReview(slug: string, input: ReviewInput): Promise<Review> {
  return unwrap<Review>(api.post(product(slug), input));
}

export function updateReview(id: number, input: ReviewInput): Promise<Review> {
  return unwrap<Review>(api.put(`/review/${id}`, input));
}

export function deleteReview(id: number): Promise<null> {
  return unwrap<null>(api.delete(`/review/${id}`));
}

/** PUT (vote) or DELETE (take back) /review/:id/helpful. */
export function setHelpful(id: number, helpful: boolean): Promise<{ helpfulCount: number; voted: boolean }> {
  const url = `/review/${id}/helpful`;
  return unwrap(helpful ? api.put(url) : api.delete(url));
}

/** GET /product/getRelatedProducts?slug=: more from the category, and what buyers also ordered. */
export function getRelatedProducts(slug: string, signal?: AbortSignal): Promise<RelatedProducts> {
  return unwrap<RelatedProducts>(api.get('/product/getRelatedProducts', { params: { slug }, signal }));
}
