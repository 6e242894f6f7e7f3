// Ratings and reviews (docs/contracts.md, "The API"): what the product page shows and sends.
import type { Product } from './catalog';

/** A product's rating as cards and listings show it: 0 and 0 when nobody has rated it. */
export interface ProductRating {
  /** 1-5 with two decimals; 0 when unrated. */
  average: number;
  count: number;
}

export type ReviewSort = 'newest' | 'helpful';

export interface Review {
  id: number;
  rating: number;
  title: string;
  /** Plain text; line breaks are the author's. */
  text: string;
  /** "Ayesha K.": the first name and the initial of the last. */
  author: string;
  createdAt: string;
  /** Later than createdAt when the author changed the review. */
  updatedAt: string;
  helpfulCount: number;
  /** Only customers whose order with the product was delivered can review it: always true. */
  verifiedPurchase: boolean;
}

/** The rating of a product with how many gave each number of stars (5 first). */
export interface RatingSummary extends ProductRating {
  distribution: { stars: number; count: number }[];
}

export interface ReviewPage {
  summary: RatingSummary;
  reviews: Review[];
  page: number;
  totalPages: number;
  total: number;
  sort: ReviewSort;
}

/** What the logged-in customer may do with a product's reviews. */
export interface MyProductReview {
  /** A delivered order holds the product and no review of theirs exists yet. */
  canReview: boolean;
  /** Their own review of the product, if they wrote one. */
  review: Review | null;
  /** Ids of this product's reviews they found helpful. */
  helpfulVotes: number[];
}

export interface ReviewInput {
  rating: number;
  title: string;
  text: string;
}

/** The product page's ways on: the same category, and what buyers of the product also ordered. */
export interface RelatedProducts {
  sameCategory: Product[];
  alsoBought: Product[];
}
