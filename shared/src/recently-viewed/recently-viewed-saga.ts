import { isAnyOf } from '@reduxjs/toolkit';
import { call, select, takeEvery } from 'redux-saga/effects';
import type { KeyValueStorage } from '../storage/safe-storage';
import { recentlyViewedSlice, type RecentlyViewedState } from './recently-viewed-slice';
import { saveRecentlyViewed } from './recently-viewed-storage';

const { productViewed, recentlyViewedPurged, recentlyViewedCleared } = recentlyViewedSlice.actions;
// Not recentlyViewedRestored: that list was just read from storage, so writing it back is pointless.
const isRecentlyViewedChange = isAnyOf(productViewed, recentlyViewedPurged, recentlyViewedCleared);

function* persist(storage: KeyValueStorage | null) {
  const state = (yield select((s: { recentlyViewed?: RecentlyViewedState }) => s.recentlyViewed)) as
    RecentlyViewedState | undefined;
  if (state) yield call(saveRecentlyViewed, storage, state);
}

/** Saves the list after every change. */
export function* recentlyViewedSaga(storage: KeyValueStorage | null) {
  yield takeEvery(isRecentlyViewedChange, persist, storage);
}
