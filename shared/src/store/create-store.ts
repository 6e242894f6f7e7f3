// The page's one Redux store: RTK + redux-saga, cart/session/recently-viewed pre-installed and
// restored from local storage; remotes add their own slices and sagas when their code loads.
import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { cartSaga, cartSlice, loadCart } from '@storefront/shared/cart';
import { restoreSession, selectToken, sessionExpired, sessionSaga, sessionSlice } from '@storefront/shared/session';
import { loadRecentlyViewed, recentlyViewedSaga, recentlyViewedSlice } from '@storefront/shared/recently-viewed';
import { wishlistSaga, wishlistSlice } from '@storefront/shared/wishlist';
import { connectApiToStore } from '@storefront/shared/api';
import { defaultStorage, type KeyValueStorage } from '../storage/safe-storage';
import { tabSyncSaga } from './tab-sync-saga';

/**
 * Slices injected by remotes. A remote may type its own with declaration merging:
 * `declare module '@storefront/shared/store' { interface LazyLoadedSlices { listing: ListingState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: remotes add their slices to it by declaration merging
export interface LazyLoadedSlices {}

const staticSlices = [cartSlice, sessionSlice, recentlyViewedSlice, wishlistSlice] as const;

function createRootReducer() {
  return combineSlices(...staticSlices).withLazyLoadedSlices<LazyLoadedSlices>();
}

type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<RootReducer>;

export interface StorefrontStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where cart, session and recently viewed live; defaults to window.localStorage, null for none. */
  storage?: KeyValueStorage | null;
  /** Bind the API client (token header, 401 → sessionExpired) to this store; default true. */
  connectApi?: boolean;
  /** How often the session is re-checked (tests shorten it). */
  sessionCheckIntervalMs?: number;
  /** Follow other tabs' changes to the same storage; default true when it is window.localStorage. */
  syncTabs?: boolean;
}

export const SLICE_INJECTED = 'store/sliceInjected';

export function createStorefrontStore(options: StorefrontStoreOptions = {}) {
  const local = defaultStorage();
  const storage = options.storage === undefined ? local : options.storage;
  const syncTabs = options.syncTabs ?? (storage !== null && storage === local);
  const connectApi = options.connectApi !== false;
  const rootReducer = createRootReducer();
  const sagaMiddleware = createSagaMiddleware({
    onError: (err) => console.error('A saga failed', err),
  });

  const restored = restoreSession(storage);
  // A session that expired while the shop was closed ends like one that expires while it is open,
  // with the same notice.
  const endedWhileAway = restored.expired && !options.preloadedState?.session;
  const preloadedState = {
    cart: loadCart(storage),
    session: restored.session,
    recentlyViewed: loadRecentlyViewed(storage),
    ...options.preloadedState,
  };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });

  // spawn: one failing child saga does not stop the others.
  sagaMiddleware.run(function* rootSaga() {
    yield spawn(cartSaga, storage);
    yield spawn(sessionSaga, storage, options.sessionCheckIntervalMs, {
      revokeEnded: connectApi,
      endedToken: endedWhileAway ? restored.endedToken : undefined,
    });
    yield spawn(recentlyViewedSaga, storage);
    // The wishlist lives on the server: a store not bound to the API (a test's, say) has none.
    if (connectApi) yield spawn(wishlistSaga, storage);
    if (storage && syncTabs) yield spawn(tabSyncSaga, storage);
  });
  if (endedWhileAway) store.dispatch(sessionExpired());

  const runningSagas = new Map<string, Task>();

  /** Idempotent; the slice's state exists as soon as this returns. */
  function injectSlice(slice: Pick<Slice, 'reducerPath' | 'reducer'>): void {
    rootReducer.inject(slice as Slice);
    if ((store.getState() as Record<string, unknown>)[slice.reducerPath] === undefined) {
      store.dispatch({ type: SLICE_INJECTED, payload: slice.reducerPath });
    }
  }

  /** Starts a saga the first time its key is seen; later calls with the same key do nothing. */
  function runSagaOnce(key: string, saga: Saga): Task {
    const running = runningSagas.get(key);
    if (running?.isRunning()) return running;
    const task = sagaMiddleware.run(saga);
    runningSagas.set(key, task);
    return task;
  }

  const storefrontStore = Object.assign(store, { injectSlice, runSagaOnce });

  if (connectApi) {
    connectApiToStore({
      getToken: () => selectToken(store.getState()),
      onUnauthorized: () => store.dispatch(sessionExpired()),
      dispatch: store.dispatch,
    });
  }
  return storefrontStore;
}

export type AppStore = ReturnType<typeof createStorefrontStore>;
export type AppDispatch = AppStore['dispatch'];
