import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CategoryPageResponse } from '@storefront/shared/types';
import type { ListingTarget } from '../../../lib/canonical-path';

export interface ListingRequest {
  target: ListingTarget;
  params: Record<string, string | number>;
}

export interface ListingState {
  /** What is on screen (or being fetched): the route target and the API query, as a key. */
  key: string | null;
  /** The category the data belongs to: another category's data is never shown while loading. */
  targetKey: string | null;
  loading: boolean;
  data: CategoryPageResponse | null;
  failed: boolean;
  /** The API does not know this category (see isNotFoundError): a page of its own, not a retry. */
  notFound: boolean;
}

const initialState: ListingState = {
  key: null,
  targetKey: null,
  loading: false,
  data: null,
  failed: false,
  notFound: false,
};

export const listingKey = (request: ListingRequest): string => JSON.stringify([request.target, request.params]);
const listingTargetKey = (target: ListingTarget): string => JSON.stringify(target);

export const listingSlice = createSlice({
  name: 'catalogListing',
  initialState,
  reducers: {
    listingRequested: {
      prepare: (request: ListingRequest) => ({ payload: { ...request, key: listingKey(request) } }),
      reducer: (state, action: PayloadAction<ListingRequest & { key: string }>) => {
        const targetKey = listingTargetKey(action.payload.target);
        // A new filter or page keeps the old grid until the answer (less flicker); a new category
        // does not: its heading, brands and products would belong to the previous one.
        if (targetKey !== state.targetKey) state.data = null;
        state.targetKey = targetKey;
        state.key = action.payload.key;
        state.loading = true;
        state.failed = false;
        state.notFound = false;
      },
    },
    listingLoaded(state, action: PayloadAction<{ key: string; data: CategoryPageResponse }>) {
      if (action.payload.key !== state.key) return;
      state.loading = false;
      state.data = action.payload.data;
    },
    /** The answer a server-rendered page came with: the listing starts from it, not from a request. */
    listingHydrated: {
      prepare: (request: ListingRequest, answer: { data: CategoryPageResponse } | { notFound: true }) => ({
        payload: { key: listingKey(request), targetKey: listingTargetKey(request.target), answer },
      }),
      reducer: (
        state,
        action: PayloadAction<{
          key: string;
          targetKey: string;
          answer: { data: CategoryPageResponse } | { notFound: true };
        }>,
      ) => {
        const { answer } = action.payload;
        state.key = action.payload.key;
        state.targetKey = action.payload.targetKey;
        state.loading = false;
        state.data = 'data' in answer ? answer.data : null;
        state.failed = !('data' in answer);
        state.notFound = !('data' in answer);
      },
    },
    listingFailed(state, action: PayloadAction<{ key: string; notFound?: boolean }>) {
      if (action.payload.key !== state.key) return;
      state.loading = false;
      state.failed = true;
      state.notFound = action.payload.notFound === true;
      state.data = null;
    },
  },
});

export const { listingRequested, listingLoaded, listingHydrated, listingFailed } = listingSlice.actions;

type WithListing = { [listingSlice.reducerPath]?: ListingState };
export const selectListing = (state: object): ListingState => (state as WithListing).catalogListing ?? initialState;

/**
 * The stored listing as it stands for `request`. After a route or query change the store holds the
 * previous request's outcome until the page's effect asks for the new one: read it as that request
 * will leave it (a load in waiting, the data kept only for the same category), never as another's
 * page or its not-found screen.
 */
export function listingFor(state: ListingState, request: ListingRequest): ListingState {
  return state.key === listingKey(request) ? state : listingSlice.reducer(state, listingRequested(request));
}
