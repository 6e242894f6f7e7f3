// Keeps several tabs of the shop in step: another tab's basket change, login, renewal, logout or
// product view reaches this tab through the browser's 'storage' event.
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { STORAGE_KEYS } from '@storefront/shared/config';
import { cartInitialized, loadCart, selectCart } from '@storefront/shared/cart';
import {
  isExpired,
  loggedOut,
  readSession,
  selectSession,
  sessionRestored,
  type SessionState,
} from '@storefront/shared/session';
import { loadRecentlyViewed, recentlyViewedRestored, selectRecentlyViewed } from '@storefront/shared/recently-viewed';
import type { Cart, RecentlyViewedItem } from '@storefront/shared/types';
import { readItem, type KeyValueStorage } from '../storage/safe-storage';

const AUTH_KEYS: readonly string[] = [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.expiry];

function storageEvents(): EventChannel<StorageEvent> {
  return eventChannel((emit) => {
    const onStorage = (event: StorageEvent) => emit(event);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

function* syncCart(storage: KeyValueStorage) {
  const saved: Cart = loadCart(storage);
  const current = (yield select(selectCart)) as Cart;
  // Equal content means this tab wrote it (or already has it): no action, so no echo between tabs.
  if (JSON.stringify(saved) !== JSON.stringify(current)) yield put(cartInitialized(saved));
}

// Without this, the next view in this tab would save its own older list over the other tab's views.
function* syncRecentlyViewed(storage: KeyValueStorage) {
  const saved = loadRecentlyViewed(storage);
  const current = (yield select(selectRecentlyViewed)) as RecentlyViewedItem[];
  if (JSON.stringify(saved.items) !== JSON.stringify(current)) yield put(recentlyViewedRestored(saved));
}

function* syncSession(storage: KeyValueStorage) {
  const current = (yield select(selectSession)) as SessionState;
  if (readItem(storage, STORAGE_KEYS.token) === null) {
    if (current.token) yield put(loggedOut());
    return;
  }
  const saved = readSession(storage);
  // 'corrupt' here usually means the other tab is half-way through writing the three keys: wait.
  if (saved.kind !== 'valid' || isExpired(saved.session.expiry, Date.now())) return;
  const { token, user, expiry } = saved.session;
  if (token !== current.token || expiry !== current.expiry || JSON.stringify(user) !== JSON.stringify(current.user)) {
    yield put(sessionRestored(saved.session));
  }
}

export function* tabSyncSaga(storage: KeyValueStorage) {
  const channel = (yield call(storageEvents)) as EventChannel<StorageEvent>;
  try {
    while (true) {
      const event = (yield take(channel)) as StorageEvent;
      if (event.storageArea !== storage) continue;
      // key null: the other tab cleared all of storage.
      if (event.key === null || event.key === STORAGE_KEYS.cart) yield call(syncCart, storage);
      if (event.key === null || AUTH_KEYS.includes(event.key)) yield call(syncSession, storage);
      if (event.key === null || event.key === STORAGE_KEYS.recentlyViewed) yield call(syncRecentlyViewed, storage);
    }
  } finally {
    channel.close();
  }
}
