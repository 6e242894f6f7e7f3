export {
  wishlistSlice,
  wishlistChangeRequested,
  wishlistChangeStarted,
  wishlistChangeSucceeded,
  wishlistChangeFailed,
  wishlistLoadStarted,
  wishlistLoaded,
  wishlistLoadFailed,
  wishlistCleared,
  emptyWishlist,
  selectWishlistIds,
  selectWishlistCount,
  selectWishlistStatus,
  selectIsInWishlist,
  selectIsWishlistChangePending,
  type WishlistState,
  type WishlistChange,
} from './wishlist-slice';
export { wishlistSaga, changeFailedMessage } from './wishlist-saga';
export { fetchWishlist, fetchWishlistIds, saveToWishlist, removeFromWishlist } from './wishlist-api';
export { WishlistHeart, type WishlistHeartProps } from './wishlist-heart';
