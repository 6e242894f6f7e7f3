import { isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { isAxiosError } from 'axios';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { API_TIMEOUT_MESSAGE, getServerMessage, isSessionEnded, isTimeout } from '@storefront/shared/api';
import { i18n, SHARED_NAMESPACE, translateMessage } from '@storefront/shared/i18n';
import { selectIsLoggedIn, selectToken, sessionSlice } from '@storefront/shared/session';
import { notify } from '@storefront/shared/ui';
import type { KeyValueStorage } from '../storage/safe-storage';
import { fetchWishlistIds, removeFromWishlist, saveToWishlist } from './wishlist-api';
import {
  selectIsWishlistChangePending,
  wishlistChangeFailed,
  wishlistChangeRequested,
  wishlistChangeStarted,
  wishlistChangeSucceeded,
  wishlistCleared,
  wishlistLoaded,
  wishlistLoadFailed,
  wishlistLoadStarted,
  type WishlistChange,
} from './wishlist-slice';
import { rememberProduct, takeRememberedProduct } from './wishlist-storage';
import { CLIENT_MESSAGES } from '../i18n/catalogues/client-messages';

const isSessionAction = isAnyOf(...Object.values(sessionSlice.actions));

/**
 * What went wrong, in the shopper's words and the page's language: the API's own refusal (a full
 * wishlist, a product gone; the API writes it in the page's language), else a plain 'try again' (a
 * crash or an outage says nothing the shopper can use).
 */
export function changeFailedMessage(
  err: unknown,
  { productName, save }: Pick<WishlistChange, 'productName' | 'save'>,
): string {
  const status = isAxiosError(err) ? err.response?.status : undefined;
  const refusal = status !== undefined && status < 500 ? getServerMessage(err) : undefined;
  const reason =
    refusal ?? translateMessage(i18n, isTimeout(err) ? API_TIMEOUT_MESSAGE : CLIENT_MESSAGES.pleaseTryAgain);
  return i18n.t(save ? 'wishlist.saveFailed' : 'wishlist.removeFailed', {
    ns: SHARED_NAMESPACE,
    name: productName,
    reason,
  });
}

function tellFailure(err: unknown, change: Pick<WishlistChange, 'productId' | 'productName' | 'save'>) {
  // An ended session has told the shopper already (and asks them to log in again).
  if (isSessionEnded(err)) return;
  notify.error(changeFailedMessage(err, change), undefined, { toastId: `wishlist-${change.productId}` });
}

/** A visitor's heart: the product is remembered, and saved once they have logged in. */
function* rememberForVisitor(storage: KeyValueStorage | null, action: PayloadAction<WishlistChange>) {
  const loggedIn = (yield select(selectIsLoggedIn)) as boolean;
  if (loggedIn || !action.payload.save) return;
  const { productId, productName } = action.payload;
  yield call(rememberProduct, storage, { productId, productName, at: Date.now() });
}

/** A customer's change shows at once; a refused one goes back, and the shopper is told why. */
function* changeForCustomer(action: PayloadAction<WishlistChange>) {
  const { productId, save } = action.payload;
  // One change per product at a time: the heart waits for its answer.
  if ((yield select(selectIsWishlistChangePending, productId)) as boolean) return;
  yield put(wishlistChangeStarted({ productId, save }));
  try {
    const productIds = (yield call(save ? saveToWishlist : removeFromWishlist, productId)) as number[];
    yield put(wishlistChangeSucceeded({ productId, productIds }));
  } catch (err) {
    yield put(wishlistChangeFailed({ productId, save }));
    tellFailure(err, action.payload);
  }
}

/** The product a visitor pressed the heart of before logging in, saved now; the ids, or null. */
function* saveRememberedProduct(storage: KeyValueStorage | null) {
  const remembered = takeRememberedProduct(storage);
  if (!remembered) return null;
  const { productId, productName } = remembered;
  try {
    const ids = (yield call(saveToWishlist, productId)) as number[];
    notify.success(i18n.t('wishlist.saved', { ns: SHARED_NAMESPACE, name: productName }));
    return ids;
  } catch (err) {
    tellFailure(err, { productId, productName, save: true });
    return null;
  }
}

/** One logged-in session: its saved ids, and its changes. Cancelled when the session ends. */
function* customerWishlist(storage: KeyValueStorage | null) {
  yield takeEvery(wishlistChangeRequested, changeForCustomer);
  yield put(wishlistLoadStarted());
  try {
    const saved = (yield call(saveRememberedProduct, storage)) as number[] | null;
    const ids = saved ?? ((yield call(fetchWishlistIds)) as number[]);
    yield put(wishlistLoaded(ids));
  } catch {
    // The hearts and the count stay empty (the state says why); a change still works, its answer
    // has the ids.
    yield put(wishlistLoadFailed());
  }
}

/** Returns when the session's token changes: a logout, the expiry, another login. */
function* untilTokenChanges(token: string | null) {
  while (true) {
    yield take(isSessionAction);
    if (((yield select(selectToken)) as string | null) !== token) return;
  }
}

/**
 * The logged-in customer's wishlist ids (the hearts and the header count), loaded at start with a
 * live session and after each login, cleared when the session ends; changes shown at once, sent to
 * the API and undone when refused. A visitor's heart remembers the product in local storage, and the
 * next login saves it. Runs only in a store bound to the API: the wishlist lives on the server.
 */
export function* wishlistSaga(storage: KeyValueStorage | null) {
  yield takeEvery(wishlistChangeRequested, (action: PayloadAction<WishlistChange>) =>
    rememberForVisitor(storage, action),
  );
  while (true) {
    const token = (yield select(selectToken)) as string | null;
    if (!((yield select(selectIsLoggedIn)) as boolean)) {
      yield call(untilTokenChanges, token);
      continue;
    }
    const session = (yield fork(customerWishlist, storage)) as Task;
    yield call(untilTokenChanges, token);
    yield cancel(session);
    yield put(wishlistCleared());
  }
}
