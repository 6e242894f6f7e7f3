export {
  recentlyViewedSlice, productViewed, recentlyViewedPurged, recentlyViewedCleared, selectRecentlyViewed,
  emptyRecentlyViewed, type RecentlyViewedState,
} from './recently-viewed-slice';
export { loadRecentlyViewed, saveRecentlyViewed } from './recently-viewed-storage';
export { recentlyViewedSaga } from './recently-viewed-saga';
