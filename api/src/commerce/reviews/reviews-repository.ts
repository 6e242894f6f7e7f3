// Every query of ratings and reviews. The product's rating summary (count, sum, average) and a
// review's helpful count are kept by triggers (migration 017), in the same transaction as the
// review or the vote that changes them.
import type { RatingSummary, Review, ReviewInput, ReviewSort } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';

interface ReviewRow {
  id: number;
  product_id: number;
  user_id: number;
  rating: number;
  title: string;
  body: string;
  helpful_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  author_name: string;
}

const REVIEW_COLUMNS = `r.id, r.product_id, r.user_id, r.rating, r.title, r.body, r.helpful_count,
  r.created_at, r.updated_at, u.name AS author_name`;

const ORDER_BY: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  helpful: 'r.helpful_count DESC, r.created_at DESC, r.id DESC',
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** "Ayesha Khan" → "Ayesha K.": enough to tell reviewers apart without publishing their names. */
export function publicAuthorName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A customer';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0].toUpperCase()}.` : first;
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: Number(row.rating),
    title: row.title,
    text: row.body,
    author: publicAuthorName(row.author_name),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    helpfulCount: Number(row.helpful_count),
    // Only customers with a delivered order of the product can write one (see canReview).
    verifiedPurchase: true,
  };
}

/** The review with its author's user id, for the ownership checks. */
export interface StoredReview {
  review: Review;
  userId: number;
  productId: number;
}

const stored = (row: ReviewRow): StoredReview => ({
  review: toReview(row),
  userId: row.user_id,
  productId: row.product_id,
});

export async function productIdBySlug(db: Queryable, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM products WHERE slug = $1', [slug]);
  return rows[0]?.id ?? null;
}

/** 5 stars first. */
const STARS = [5, 4, 3, 2, 1];

export async function ratingSummary(db: Queryable, productId: number): Promise<RatingSummary> {
  const { rows } = await db.query<{ average: string | number; count: number; counts: number[] }>(
    `SELECT p.rating_average AS average, p.rating_count AS count,
            ARRAY(SELECT count(r.id)::int FROM unnest($2::int[]) WITH ORDINALITY AS s (stars, n)
                    LEFT JOIN reviews r ON r.product_id = p.id AND r.rating = s.stars
                   GROUP BY s.n ORDER BY s.n) AS counts
       FROM products p WHERE p.id = $1`,
    [productId, STARS],
  );
  const row = rows[0];
  return {
    average: Number(row?.average ?? 0),
    count: Number(row?.count ?? 0),
    distribution: STARS.map((stars, i) => ({ stars, count: Number(row?.counts[i] ?? 0) })),
  };
}

export async function listReviews(
  db: Queryable,
  productId: number,
  sort: ReviewSort,
  page: number,
  pageSize: number,
): Promise<Review[]> {
  const { rows } = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id
      WHERE r.product_id = $1 ORDER BY ${ORDER_BY[sort]} LIMIT $2 OFFSET $3`,
    [productId, pageSize, (page - 1) * pageSize],
  );
  return rows.map(toReview);
}

/** Whether an order of the customer holding the product has been delivered. */
export async function hasDeliveredOrderWith(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.customer_id = $1 AND o.status = 'delivered' AND i.product_id = $2 LIMIT 1`,
    [userId, productId],
  );
  return rows.length > 0;
}

export async function findReview(db: Queryable, id: number): Promise<StoredReview | null> {
  const { rows } = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.id = $1`,
    [id],
  );
  return rows[0] ? stored(rows[0]) : null;
}

export async function findCustomerReview(db: Queryable, userId: number, productId: number): Promise<Review | null> {
  const { rows } = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id
      WHERE r.user_id = $1 AND r.product_id = $2`,
    [userId, productId],
  );
  return rows[0] ? toReview(rows[0]) : null;
}

/** The new review's id, or null when the customer had already reviewed the product. */
export async function insertReview(
  db: Queryable,
  userId: number,
  productId: number,
  input: ReviewInput,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO reviews (product_id, user_id, rating, title, body) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (product_id, user_id) DO NOTHING RETURNING id`,
    [productId, userId, input.rating, input.title, input.text],
  );
  return rows[0]?.id ?? null;
}

/** Changes the author's own review; false when it is gone or not theirs. */
export async function updateReview(db: Queryable, id: number, userId: number, input: ReviewInput): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE reviews SET rating = $3, title = $4, body = $5, updated_at = now() WHERE id = $1 AND user_id = $2`,
    [id, userId, input.rating, input.title, input.text],
  );
  return affectedRows > 0;
}

export async function deleteReview(db: Queryable, id: number, userId: number): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM reviews WHERE id = $1 AND user_id = $2', [id, userId]);
  return affectedRows > 0;
}

/** Records the customer's vote (once: a second one changes nothing); the review's count after it. */
export async function addHelpfulVote(db: Queryable, reviewId: number, userId: number): Promise<number> {
  await db.query('INSERT INTO review_votes (review_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    reviewId,
    userId,
  ]);
  return helpfulCount(db, reviewId);
}

export async function removeHelpfulVote(db: Queryable, reviewId: number, userId: number): Promise<number> {
  await db.query('DELETE FROM review_votes WHERE review_id = $1 AND user_id = $2', [reviewId, userId]);
  return helpfulCount(db, reviewId);
}

async function helpfulCount(db: Queryable, reviewId: number): Promise<number> {
  const { rows } = await db.query<{ helpful_count: number }>('SELECT helpful_count FROM reviews WHERE id = $1', [
    reviewId,
  ]);
  return Number(rows[0]?.helpful_count ?? 0);
}

/** The ids of the product's reviews the customer voted helpful. */
export async function helpfulVotesOf(db: Queryable, userId: number, productId: number): Promise<number[]> {
  const { rows } = await db.query<{ review_id: number }>(
    `SELECT v.review_id FROM review_votes v JOIN reviews r ON r.id = v.review_id
      WHERE v.user_id = $1 AND r.product_id = $2 ORDER BY v.review_id`,
    [userId, productId],
  );
  return rows.map((r) => r.review_id);
}
