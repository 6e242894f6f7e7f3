// The wishlist calls of the API (docs/contracts.md, "/wishlist"): always the caller's own.
import { api, unwrap } from '@storefront/shared/api';
import type { WishlistEntry, WishlistIds } from '@storefront/shared/types';

const idsOf = (answer: WishlistIds | null | undefined): number[] =>
  Array.isArray(answer?.productIds) ? answer.productIds.filter((id) => Number.isSafeInteger(id)) : [];

/** The saved products, most recently saved first, with their price and stock as they are now. */
export async function fetchWishlist(signal?: AbortSignal): Promise<WishlistEntry[]> {
  const entries = await unwrap<WishlistEntry[]>(api.get('/wishlist', { signal }));
  return Array.isArray(entries) ? entries : [];
}

export async function fetchWishlistIds(): Promise<number[]> {
  return idsOf(await unwrap<WishlistIds>(api.get('/wishlist/ids')));
}

/** Saves it (saving it again changes nothing); answers the ids as they now are. */
export async function saveToWishlist(productId: number): Promise<number[]> {
  return idsOf(await unwrap<WishlistIds>(api.put(`/wishlist/items/${productId}`)));
}

/** Removes it (one not saved is no error); answers the ids as they now are. */
export async function removeFromWishlist(productId: number): Promise<number[]> {
  return idsOf(await unwrap<WishlistIds>(api.delete(`/wishlist/items/${productId}`)));
}
