import type { PayloadAction } from '@reduxjs/toolkit';
import { call, cancelled, delay, put, takeLatest } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@storefront/shared/config';
import type { SearchResult } from '@storefront/shared/types';
import { searchProducts } from '../api/search-api';
import { isSearchable, queryChanged, searchFailed, searchReset, searchSucceeded } from './search.slice';

function logFailure(query: string, err: unknown) {
  console.error(`Search for "${query}" failed`, err);
}

export function* runSearch(action: PayloadAction<string | undefined>) {
  if (action.type !== queryChanged.type) return; // a reset only cancels the running search
  const query = (action.payload ?? '').trim();
  if (!isSearchable(query)) return;
  // The pause: a newer keystroke cancels this task while it waits (takeLatest below).
  yield delay(SEARCH_DEBOUNCE_MS);
  const controller = new AbortController();
  try {
    const results = (yield call(searchProducts, query, controller.signal)) as SearchResult[];
    yield put(searchSucceeded({ query, results: Array.isArray(results) ? results : [] }));
  } catch (err) {
    // Spec section 8: logged, results emptied, no message.
    yield call(logFailure, query, err);
    yield put(searchFailed());
  } finally {
    // A newer query (or a reset) arrived while the request was in flight: abort it.
    const wasCancelled = (yield cancelled()) as boolean;
    if (wasCancelled) controller.abort();
  }
}

/** Debounce + takeLatest: only the newest query, after a 500 ms pause, reaches the API. */
export function* searchSaga() {
  yield takeLatest([queryChanged.type, searchReset.type], runSearch);
}
