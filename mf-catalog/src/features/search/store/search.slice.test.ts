import type { SearchResult } from '@storefront/shared/types';
import {
  queryChanged,
  searchBlurred,
  searchFocused,
  searchReset,
  searchSlice,
  searchSucceeded,
  type SearchState,
} from './search.slice';

const reduce = searchSlice.reducer;
const phone: SearchResult = {
  id: 2,
  name: 'Samsung Galaxy A55',
  netPrice: 119999,
  imgUrl: '/a55.svg',
  slug: 'samsung-galaxy-a55',
};

const run = (...actions: Parameters<typeof reduce>[1][]): SearchState =>
  actions.reduce(reduce, reduce(undefined, { type: '@@init' }));

test('results for the focused box open the list', () => {
  const state = run(searchFocused(), queryChanged('galaxy'), searchSucceeded({ query: 'galaxy', results: [phone] }));
  expect(state).toMatchObject({ open: true, status: 'done', results: [phone] });
});

test('results that arrive after the box lost focus are kept but not shown, until focus comes back', () => {
  const away = run(
    searchFocused(),
    queryChanged('galaxy'),
    searchBlurred(),
    searchSucceeded({ query: 'galaxy', results: [phone] }),
  );
  expect(away).toMatchObject({ open: false, status: 'done', results: [phone] });
  expect(reduce(away, searchFocused()).open).toBe(true);
});

test('clearing the box resets the search but not its focus', () => {
  const state = run(searchFocused(), queryChanged('galaxy'), searchReset());
  expect(state).toEqual({ query: '', results: [], status: 'idle', open: false, focused: true });
});

test('a new text drops the older text’s results and closes the list until its own results arrive', () => {
  const tea: SearchResult = {
    id: 3,
    name: 'Lipton Yellow Label Tea',
    netPrice: 950,
    imgUrl: '/tea.svg',
    slug: 'lipton-tea',
  };
  const shown = run(searchFocused(), queryChanged('lipton'), searchSucceeded({ query: 'lipton', results: [tea] }));
  const typing = reduce(shown, queryChanged('samsung'));
  expect(typing).toMatchObject({ query: 'samsung', results: [], status: 'loading', open: false });
  // A late answer for the older text is never shown.
  expect(reduce(typing, searchSucceeded({ query: 'lipton', results: [tea] }))).toEqual(typing);
  expect(reduce(typing, searchSucceeded({ query: 'samsung', results: [phone] }))).toMatchObject({
    results: [phone],
    open: true,
  });
  // Only spaces around the same text: its results still belong to it.
  expect(reduce(shown, queryChanged('lipton '))).toMatchObject({ results: [tea], open: true });
});
