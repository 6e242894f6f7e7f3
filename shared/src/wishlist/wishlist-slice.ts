import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, sessionExpired } from '@storefront/shared/session';

export interface WishlistState {
  /** Saved product ids, most recently saved first, with this page's unanswered changes applied. */
  ids: number[];
  /** 'idle' while nobody is logged in; 'error' when the saved ids could not be read. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Changes waiting for the server, by product id: true to save it, false to remove it. */
  pending: Record<number, boolean>;
}

export const emptyWishlist = (): WishlistState => ({ ids: [], status: 'idle', pending: {} });

export interface WishlistChange {
  productId: number;
  /** Named in the notices about this change. */
  productName: string;
  /** true: save it; false: remove it. */
  save: boolean;
}

const withChange = (ids: number[], productId: number, save: boolean): number[] => {
  const rest = ids.filter((id) => id !== productId);
  return save ? [productId, ...rest] : rest;
};

/**
 * The server's ids with the changes still waiting applied: an answer that left before a change was
 * asked for must not undo it on screen.
 */
const withPending = (ids: number[], pending: Record<number, boolean>): number[] =>
  Object.entries(pending).reduce((list, [id, save]) => withChange(list, Number(id), save), ids);

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: emptyWishlist,
  reducers: {
    /**
     * A heart pressed or a Remove: the wishlist saga acts on it (a visitor's product is remembered
     * until login; a customer's change shows at once and goes to the server).
     */
    wishlistChangeRequested: (_state, _action: PayloadAction<WishlistChange>) => {},
    wishlistChangeStarted: (state, action: PayloadAction<{ productId: number; save: boolean }>) => {
      const { productId, save } = action.payload;
      state.pending[productId] = save;
      state.ids = withChange(state.ids, productId, save);
    },
    wishlistChangeSucceeded: (state, action: PayloadAction<{ productId: number; productIds: number[] }>) => {
      delete state.pending[action.payload.productId];
      state.ids = withPending(action.payload.productIds, state.pending);
      state.status = 'ready';
    },
    /** The change did not happen: the heart goes back to what it was. */
    wishlistChangeFailed: (state, action: PayloadAction<{ productId: number; save: boolean }>) => {
      const { productId, save } = action.payload;
      delete state.pending[productId];
      state.ids = withChange(state.ids, productId, !save);
    },
    wishlistLoadStarted: (state) => {
      state.status = 'loading';
    },
    wishlistLoaded: (state, action: PayloadAction<number[]>) => {
      state.ids = withPending(action.payload, state.pending);
      state.status = 'ready';
    },
    wishlistLoadFailed: (state) => {
      state.status = 'error';
    },
    /** Another customer's session, or none: nobody's wishlist is shown. */
    wishlistCleared: () => emptyWishlist(),
  },
  // A logout or an ended session clears it at once, in the same update as the session itself.
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionExpired), () => emptyWishlist());
  },
});

export const {
  wishlistChangeRequested,
  wishlistChangeStarted,
  wishlistChangeSucceeded,
  wishlistChangeFailed,
  wishlistLoadStarted,
  wishlistLoaded,
  wishlistLoadFailed,
  wishlistCleared,
} = wishlistSlice.actions;

type WithWishlist = { wishlist?: WishlistState };
const EMPTY: number[] = [];

export const selectWishlistIds = (state: WithWishlist): number[] => state.wishlist?.ids ?? EMPTY;
export const selectWishlistCount = (state: WithWishlist): number => selectWishlistIds(state).length;
export const selectWishlistStatus = (state: WithWishlist): WishlistState['status'] => state.wishlist?.status ?? 'idle';
export const selectIsInWishlist = (state: WithWishlist, productId: number): boolean =>
  selectWishlistIds(state).includes(productId);
/** Its change is on its way to the server. */
export const selectIsWishlistChangePending = (state: WithWishlist, productId: number): boolean =>
  state.wishlist?.pending[productId] !== undefined;
