import type { Product } from './catalog';

/** One product on a customer's wishlist (`GET /wishlist`). */
export interface WishlistEntry {
  product: Product;
  /** ISO time it was saved */
  addedAt: string;
}

/** The ids on the wishlist, most recently saved first: the answer of every change. */
export interface WishlistIds {
  productIds: number[];
}
