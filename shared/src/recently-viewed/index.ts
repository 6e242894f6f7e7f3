export {
  recentlyViewedSlice,
  productViewed,
  recentlyViewedPurged,
  recentlyViewedCleared,
  recentlyViewedRestored,
  selectRecentlyViewed,
  emptyRecentlyViewed,
  type RecentlyViewedState,
} from './recently-viewed-slice';
export { loadRecentlyViewed, saveRecentlyViewed } from './recently-viewed-storage';
export { recentlyViewedSaga } from './recently-viewed-saga';
