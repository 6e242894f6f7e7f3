import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SEARCH_MIN_LENGTH } from '@storefront/shared/config';
import type { SearchResult } from '@storefront/shared/types';

export interface SearchState {
  query: string;
  results: SearchResult[];
  /** 'loading' from a long-enough query until its results (or failure) arrive. */
  status: 'idle' | 'loading' | 'done';
  /** The dropdown opens only after results arrive, and only while the box has focus. */
  open: boolean;
  /** Whether the input has focus: results that arrive after the shopper left are kept, not shown. */
  focused: boolean;
}

const initialState: SearchState = { query: '', results: [], status: 'idle', open: false, focused: false };

/** Search fires only for queries longer than 3 characters (spec section 5). */
export const isSearchable = (query: string): boolean => query.trim().length >= SEARCH_MIN_LENGTH;

export const searchSlice = createSlice({
  name: 'catalogSearch',
  initialState,
  reducers: {
    queryChanged(state, action: PayloadAction<string>) {
      const textChanged = action.payload.trim() !== state.query.trim();
      state.query = action.payload;
      if (isSearchable(action.payload)) {
        state.status = 'loading';
        // Results belong to the text in the box: an older text's are neither shown nor selectable meanwhile.
        if (textChanged) {
          state.results = [];
          state.open = false;
        }
      } else {
        // Too short (or cleared): nothing stale stays on screen.
        state.results = [];
        state.status = 'idle';
        state.open = false;
      }
    },
    searchSucceeded(state, action: PayloadAction<{ query: string; results: SearchResult[] }>) {
      // An answer for an older query is ignored.
      if (action.payload.query !== state.query.trim()) return;
      state.results = action.payload.results;
      state.status = 'done';
      // Opening over the page after the shopper tabbed or clicked away would leave it stuck there.
      state.open = state.focused;
    },
    searchFailed(state) {
      state.results = [];
      state.status = 'idle';
      state.open = false;
    },
    searchClosed(state) {
      state.open = false;
    },
    /** Focus back in the box shows the last results again (also those that arrived while away). */
    searchFocused(state) {
      state.focused = true;
      if (state.status === 'done' && isSearchable(state.query)) state.open = true;
    },
    searchBlurred(state) {
      state.focused = false;
      state.open = false;
    },
    /** ArrowDown in the (focused) box shows the last results again. */
    searchReopened(state) {
      if (state.status === 'done' && isSearchable(state.query)) state.open = true;
    },
    // Clearing the box keeps its focus: the next query's results must still open.
    searchReset: (state) => ({ ...initialState, focused: state.focused }),
  },
});

export const {
  queryChanged,
  searchSucceeded,
  searchFailed,
  searchClosed,
  searchFocused,
  searchBlurred,
  searchReopened,
  searchReset,
} = searchSlice.actions;

type WithSearch = { [searchSlice.reducerPath]?: SearchState };
export const selectSearch = (state: object): SearchState => (state as WithSearch).catalogSearch ?? initialState;
