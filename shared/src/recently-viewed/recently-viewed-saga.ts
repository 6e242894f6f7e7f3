import { isAnyOf } from '@reduxjs/toolkit';
import { call, select, takeEvery } from 'redux-saga/effects';
import type { KeyValueStorage } from '../storage/safe-storage';
import { recentlyViewedSlice, type RecentlyViewedState } from './recently-viewed-slice';
import { saveRecentlyViewed } from './recently-viewed-storage';

const isRecentlyViewedAction = isAnyOf(...Object.values(recentlyViewedSlice.actions));

function* persist(storage: KeyValueStorage | null) {
  const state: RecentlyViewedState | undefined = yield select((s: { recentlyViewed?: RecentlyViewedState }) => s.recentlyViewed);
  if (state) yield call(saveRecentlyViewed, storage, state);
}

/** Saves the list after every change. */
export function* recentlyViewedSaga(storage: KeyValueStorage | null) {
  yield takeEvery(isRecentlyViewedAction, persist, storage);
}
