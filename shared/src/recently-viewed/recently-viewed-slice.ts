import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecentlyViewedItem } from '@storefront/shared/types';
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_TTL_MS } from '@storefront/shared/config';

export interface RecentlyViewedState {
  /** Newest first. */
  items: RecentlyViewedItem[];
}

export const emptyRecentlyViewed = (): RecentlyViewedState => ({ items: [] });

/** Items viewed more than 24 hours before `now` are dropped. */
export const withoutStale = (items: RecentlyViewedItem[], now: number): RecentlyViewedItem[] =>
  items.filter((item) => now - item.viewedAt <= RECENTLY_VIEWED_TTL_MS);

export const recentlyViewedSlice = createSlice({
  name: 'recentlyViewed',
  initialState: emptyRecentlyViewed,
  reducers: {
    /** Newest first, no duplicates (by slug), at most 6. */
    productViewed: {
      prepare: (item: Omit<RecentlyViewedItem, 'viewedAt'> & { viewedAt?: number }) => ({
        payload: { ...item, viewedAt: item.viewedAt ?? Date.now() },
      }),
      reducer: (state, action: PayloadAction<RecentlyViewedItem>) => {
        const rest = state.items.filter((item) => item.id !== action.payload.id);
        state.items = [action.payload, ...rest].slice(0, RECENTLY_VIEWED_MAX);
      },
    },
    recentlyViewedPurged: {
      prepare: (now: number = Date.now()) => ({ payload: now }),
      reducer: (state, action: PayloadAction<number>) => {
        state.items = withoutStale(state.items, action.payload);
      },
    },
    recentlyViewedCleared: () => emptyRecentlyViewed(),
  },
});

export const { productViewed, recentlyViewedPurged, recentlyViewedCleared } = recentlyViewedSlice.actions;

export const selectRecentlyViewed = (state: { recentlyViewed?: RecentlyViewedState }): RecentlyViewedItem[] =>
  state.recentlyViewed?.items ?? EMPTY;
const EMPTY: RecentlyViewedItem[] = [];
