import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecentlyViewedItem } from '@storefront/shared/types';
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_TTL_MS } from '@storefront/shared/config';

export interface RecentlyViewedState {
  /** Newest first. */
  items: RecentlyViewedItem[];
}

export const emptyRecentlyViewed = (): RecentlyViewedState => ({ items: [] });

/** How far ahead of `now` a view may be stamped (another tab's clock, a clock being corrected). */
export const CLOCK_SKEW_MS = 60_000;

/**
 * A view counts for 24 hours. One stamped in the future (beyond a little clock skew) never would
 * expire, so it counts as stale too.
 */
export const isFresh = (viewedAt: number, now: number): boolean =>
  Number.isFinite(viewedAt) && viewedAt - now <= CLOCK_SKEW_MS && now - viewedAt <= RECENTLY_VIEWED_TTL_MS;

/** Items viewed more than 24 hours before `now`, or stamped in the future, are dropped. */
export const withoutStale = (items: RecentlyViewedItem[], now: number): RecentlyViewedItem[] =>
  items.filter((item) => isFresh(item.viewedAt, now));

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
    /** The list another tab saved (read back and checked by loadRecentlyViewed). */
    recentlyViewedRestored: (_state, action: PayloadAction<RecentlyViewedState>) => action.payload,
  },
});

export const { productViewed, recentlyViewedPurged, recentlyViewedCleared, recentlyViewedRestored } =
  recentlyViewedSlice.actions;

export const selectRecentlyViewed = (state: { recentlyViewed?: RecentlyViewedState }): RecentlyViewedItem[] =>
  state.recentlyViewed?.items ?? EMPTY;
const EMPTY: RecentlyViewedItem[] = [];
