import type { CategoryPageResponse } from '@storefront/shared/types';
import { listingFailed, listingFor, listingKey, listingLoaded, listingRequested, listingSlice } from './listing.slice';

const reduce = listingSlice.reducer;
const tv = { cat: 'electronics', sub: 'tv-and-video' };
const appliances = { cat: 'electronics', sub: 'home-appliances' };
const page = (name: string) =>
  ({
    products: [],
    category: { name: 'Electronics' },
    subCategory: { name },
    totalPages: 1,
    page: 1,
  }) as unknown as CategoryPageResponse;

function loaded(target: typeof tv, params: Record<string, string | number>, data: CategoryPageResponse) {
  const requested = reduce(undefined, listingRequested({ target, params }));
  return reduce(requested, listingLoaded({ key: listingKey({ target, params }), data }));
}

test('a new filter of the same category keeps the shown data until the answer', () => {
  const state = reduce(
    loaded(tv, {}, page('TV & Video')),
    listingRequested({ target: tv, params: { onSale: 'true' } }),
  );
  expect(state.loading).toBe(true);
  expect(state.data).toEqual(page('TV & Video'));
});

test('another category drops the previous one while it loads', () => {
  const state = reduce(loaded(tv, {}, page('TV & Video')), listingRequested({ target: appliances, params: {} }));
  expect(state.loading).toBe(true);
  expect(state.data).toBeNull();
});

test('a late answer for an older request is ignored', () => {
  let state = reduce(undefined, listingRequested({ target: tv, params: {} }));
  state = reduce(state, listingRequested({ target: appliances, params: {} }));
  state = reduce(state, listingLoaded({ key: listingKey({ target: tv, params: {} }), data: page('TV & Video') }));
  expect(state.data).toBeNull();
  state = reduce(state, listingFailed({ key: listingKey({ target: tv, params: {} }) }));
  expect(state.failed).toBe(false);
});

test('a 404 marks the listing not found; the next request clears it', () => {
  const key = listingKey({ target: tv, params: {} });
  let state = reduce(
    reduce(undefined, listingRequested({ target: tv, params: {} })),
    listingFailed({ key, notFound: true }),
  );
  expect(state).toMatchObject({ loading: false, failed: true, notFound: true, data: null });
  state = reduce(state, listingRequested({ target: appliances, params: {} }));
  expect(state).toMatchObject({ loading: true, failed: false, notFound: false });
});

describe('listingFor: the stored listing as it stands for the request on screen', () => {
  it('is the stored state for the request it answers', () => {
    const state = loaded(tv, {}, page('TV & Video'));
    expect(listingFor(state, { target: tv, params: {} })).toBe(state);
  });

  it('is loading, with no data, for another category before it is requested', () => {
    const state = loaded(tv, {}, page('TV & Video'));
    expect(listingFor(state, { target: appliances, params: {} })).toMatchObject({
      loading: true,
      data: null,
      failed: false,
      notFound: false,
    });
  });

  it("never carries another category's not-found over", () => {
    const key = listingKey({ target: tv, params: {} });
    const state = reduce(
      reduce(undefined, listingRequested({ target: tv, params: {} })),
      listingFailed({ key, notFound: true }),
    );
    expect(listingFor(state, { target: appliances, params: {} })).toMatchObject({
      loading: true,
      failed: false,
      notFound: false,
      data: null,
    });
  });

  it("keeps the same category's data behind the loading view for a new filter, as listingRequested does", () => {
    const state = loaded(tv, {}, page('TV & Video'));
    expect(listingFor(state, { target: tv, params: { onSale: 'true' } })).toMatchObject({
      loading: true,
      data: page('TV & Video'),
    });
  });
});
