// The wishlist_items table: what each customer saved for later, and what they last saw of it.
import type { Product } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { PRODUCT_COLUMNS, toIso, toProduct, type ProductRow } from '../../catalog/product-mapper';

/** Most products one wishlist holds: enough for any shopper, bounded for the page and the mail. */
export const MAX_WISHLIST_ITEMS = 200;

export interface WishlistEntry {
  product: Product;
  addedAt: string;
}

/** The customer's wishlist, most recently added first. */
export async function listWishlist(db: Queryable, customerId: number): Promise<WishlistEntry[]> {
  const { rows } = await db.query<ProductRow & { added_at: Date | string }>(
    `SELECT ${PRODUCT_COLUMNS}, w.added_at
       FROM wishlist_items w
       JOIN products p ON p.id = w.product_id
       JOIN brands b ON b.id = p.brand_id
      WHERE w.customer_id = $1
      ORDER BY w.added_at DESC, w.product_id DESC`,
    [customerId],
  );
  return rows.map((row) => ({ product: toProduct(row), addedAt: toIso(row.added_at) }));
}

/** The ids on the customer's wishlist (for the hearts on cards and the header count). */
export async function wishlistProductIds(db: Queryable, customerId: number): Promise<number[]> {
  const { rows } = await db.query<{ product_id: number }>(
    'SELECT product_id FROM wishlist_items WHERE customer_id = $1 ORDER BY added_at DESC, product_id DESC',
    [customerId],
  );
  return rows.map((row) => row.product_id);
}

export type AddOutcome = 'added' | 'already' | 'noProduct' | 'full';

/**
 * Saves a product, remembering its price and availability now. Saving it again changes nothing.
 * One statement, so two saves at once cannot pass the size cap together by more than one row
 * each; the cap is a bound on size, not a rule a shopper could bend.
 */
export async function addToWishlist(db: Queryable, customerId: number, productId: number): Promise<AddOutcome> {
  const { rows } = await db.query<{ outcome: AddOutcome }>(
    `WITH product AS (SELECT id, net_price, stock FROM products WHERE id = $2),
          existing AS (SELECT 1 FROM wishlist_items WHERE customer_id = $1 AND product_id = $2),
          size AS (SELECT count(*)::int AS n FROM wishlist_items WHERE customer_id = $1),
          inserted AS (
            INSERT INTO wishlist_items (customer_id, product_id, seen_price, seen_in_stock)
            SELECT $1, id, net_price, stock > 0 FROM product
             WHERE NOT EXISTS (SELECT 1 FROM existing) AND (SELECT n FROM size) < $3
            ON CONFLICT DO NOTHING
            RETURNING 1)
     SELECT CASE
              WHEN NOT EXISTS (SELECT 1 FROM product) THEN 'noProduct'
              WHEN EXISTS (SELECT 1 FROM existing) THEN 'already'
              WHEN EXISTS (SELECT 1 FROM inserted) THEN 'added'
              WHEN (SELECT n FROM size) >= $3 THEN 'full'
              ELSE 'already'
            END AS outcome`,
    [customerId, productId, MAX_WISHLIST_ITEMS],
  );
  return rows[0].outcome;
}

/** Removes a product; removing one that is not there is not an error. */
export async function removeFromWishlist(db: Queryable, customerId: number, productId: number): Promise<void> {
  await db.query('DELETE FROM wishlist_items WHERE customer_id = $1 AND product_id = $2', [customerId, productId]);
}
