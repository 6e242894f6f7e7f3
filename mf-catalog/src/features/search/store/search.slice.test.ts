import type { SearchResult } from '@storefront/shared/types';
import {
  queryChanged, searchBlurred, searchFocused, searchReset, searchSlice, searchSucceeded, type SearchState,
} from './search.slice';

const reduce = searchSlice.reducer;
const phone: SearchResult = { id: 2, name: 'Samsung Galaxy A55', netPrice: 119999, imgUrl: '/a55.svg', slug: 'samsung-galaxy-a55' };

const run = (...actions: Parameters<typeof reduce>[1][]): SearchState => actions.reduce(reduce, reduce(undefined, { type: '@@init' }));

test('results for the focused box open the list', () => {
  const state = run(searchFocused(), queryChanged('galaxy'), searchSucceeded({ query: 'galaxy', results: [phone] }));
  expect(state).toMatchObject({ open: true, status: 'done', results: [phone] });
});

test('results that arrive after the box lost focus are kept but not shown, until focus comes back', () => {
  const away = run(searchFocused(), queryChanged('galaxy'), searchBlurred(), searchSucceeded({ query: 'galaxy', results: [phone] }));
  expect(away).toMatchObject({ open: false, status: 'done', results: [phone] });
  expect(reduce(away, searchFocused()).open).toBe(true);
});

test('clearing the box resets the search but not its focus', () => {
  const state = run(searchFocused(), queryChanged('galaxy'), searchReset());
  expect(state).toEqual({ query: '', results: [], status: 'idle', open: false, focused: true });
});
