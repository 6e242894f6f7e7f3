import { call, cancelled, put, takeLatest } from 'redux-saga/effects';
import { notifyApiError } from '@storefront/shared/api';
import type { CategoryPageResponse } from '@storefront/shared/types';
import { isNotFoundError } from '../../../lib/not-found-error';
import { fetchListing } from '../api/listing-api';
import { listingFailed, listingLoaded, listingRequested } from './listing.slice';

export function* loadListing(action: ReturnType<typeof listingRequested>) {
  const { target, params, key } = action.payload;
  const controller = new AbortController();
  try {
    const data = (yield call(fetchListing, target, params, controller.signal)) as CategoryPageResponse;
    yield put(listingLoaded({ key, data }));
  } catch (err) {
    // An unknown (or unusable) category slug gets its own page; any other failure goes to the
    // shared handler (spec section 8). Loading ends either way.
    const notFound = isNotFoundError(err);
    if (!notFound) yield call(notifyApiError, err);
    yield put(listingFailed({ key, notFound }));
  } finally {
    const wasCancelled = (yield cancelled()) as boolean;
    if (wasCancelled) controller.abort();
  }
}

/** takeLatest: a newer filter, sort or page cancels the request still in flight. */
export function* listingSaga() {
  yield takeLatest(listingRequested.type, loadListing);
}
