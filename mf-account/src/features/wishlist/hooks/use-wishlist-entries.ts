import { notifyApiError } from '@storefront/shared/api';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { WishlistEntry } from '@storefront/shared/types';
import { fetchWishlist } from '@storefront/shared/wishlist';

/** The saved products with their price and stock as they are now (GET /wishlist). */
export function useWishlistEntries(customerId: number) {
  return useRemoteData<WishlistEntry[]>(`account:wishlist:${customerId}`, fetchWishlist, { onError: notifyApiError });
}
