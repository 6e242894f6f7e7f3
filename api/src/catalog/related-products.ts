// The product page's ways on: more of the product's own category, and what the customers who
// ordered it also ordered.
import type { RelatedProducts } from '@storefront/shared/types';
import type { Queryable } from '../db/types';
import { notFound } from '../http/errors';
import type { CatalogRepository } from './catalog-repository';

/** Products in each list: a row of cards. */
export const RELATED_LIMIT = 8;

export async function relatedProducts(
  db: Queryable,
  repository: CatalogRepository,
  slug: string,
  limit = RELATED_LIMIT,
): Promise<RelatedProducts> {
  const { rows } = await db.query<{ id: number; category_id: number }>(
    'SELECT id, category_id FROM products WHERE slug = $1',
    [slug],
  );
  const product = rows[0];
  if (!product) throw notFound('Product not found');
  // Best rated first, on the category's rating index (migration 017).
  const sameCategory = await db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.category_id = $1 AND p.id <> $2
      ORDER BY p.rating_average DESC, p.rating_count DESC, p.id DESC LIMIT $3`,
    [product.category_id, product.id, limit],
  );
  // Orders not cancelled that hold the product; the products most customers ordered with it first.
  const alsoBought = await db.query<{ id: number }>(
    `SELECT other.product_id AS id
       FROM order_items mine
       JOIN orders o ON o.id = mine.order_id AND o.status <> 'cancelled'
       JOIN order_items other ON other.order_id = mine.order_id AND other.product_id <> mine.product_id
      WHERE mine.product_id = $1
      GROUP BY other.product_id
      ORDER BY count(DISTINCT o.customer_id) DESC, other.product_id DESC LIMIT $2`,
    [product.id, limit],
  );
  const [same, bought] = await Promise.all([
    repository.productsByIds(sameCategory.rows.map((r) => r.id)),
    repository.productsByIds(alsoBought.rows.map((r) => r.id)),
  ]);
  return { sameCategory: same, alsoBought: bought };
}
