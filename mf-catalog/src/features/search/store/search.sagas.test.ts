import { createStorefrontStore } from '@storefront/shared/store';
import type { SearchResult } from '@storefront/shared/types';
import { searchProducts } from '../api/search-api';
import { searchSaga } from './search.sagas';
import { queryChanged, searchFocused, searchReset, searchSlice, selectSearch } from './search.slice';

jest.mock('../api/search-api');
const mockedSearch = jest.mocked(searchProducts);

const tv: SearchResult = {
  id: 1,
  name: 'Samsung 55 inch Crystal UHD Smart TV',
  netPrice: 154999.7,
  imgUrl: '/tv.svg',
  slug: 'samsung-55-tv',
};

function setup() {
  const store = createStorefrontStore({ storage: null, connectApi: false });
  store.injectSlice(searchSlice);
  store.runSagaOnce('catalog/search', searchSaga);
  // The shopper is typing in the box.
  store.dispatch(searchFocused());
  return store;
}

/** Lets pending promise callbacks (the mocked request) run. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('search saga', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockedSearch.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('waits for a 500 ms pause and searches only the newest query', async () => {
    mockedSearch.mockResolvedValue([tv]);
    const store = setup();
    store.dispatch(queryChanged('sams'));
    jest.advanceTimersByTime(300);
    store.dispatch(queryChanged('samsung'));
    jest.advanceTimersByTime(499);
    await flush();
    expect(mockedSearch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(mockedSearch).toHaveBeenCalledTimes(1);
    expect(mockedSearch).toHaveBeenCalledWith('samsung', expect.any(AbortSignal));
    await flush();
    expect(selectSearch(store.getState())).toMatchObject({ results: [tv], open: true, status: 'done' });
  });

  it('fires only for queries longer than 3 characters', async () => {
    const store = setup();
    store.dispatch(queryChanged('tvs'));
    store.dispatch(queryChanged('   tv   '));
    jest.advanceTimersByTime(2000);
    await flush();
    expect(mockedSearch).not.toHaveBeenCalled();
    expect(selectSearch(store.getState()).open).toBe(false);
  });

  it('aborts a request still in flight when a newer query arrives', async () => {
    let firstSignal: AbortSignal | undefined;
    mockedSearch.mockImplementationOnce((_q, signal) => {
      firstSignal = signal;
      return new Promise(() => {});
    });
    mockedSearch.mockResolvedValueOnce([tv]);
    const store = setup();
    store.dispatch(queryChanged('sams'));
    jest.advanceTimersByTime(500);
    await flush();
    expect(firstSignal?.aborted).toBe(false);
    store.dispatch(queryChanged('samsung'));
    expect(firstSignal?.aborted).toBe(true);
    jest.advanceTimersByTime(500);
    await flush();
    expect(selectSearch(store.getState()).results).toEqual([tv]);
  });

  it('logs a failure and empties the results without a message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockedSearch.mockResolvedValueOnce([tv]).mockRejectedValueOnce(new Error('Network Error'));
    const store = setup();
    store.dispatch(queryChanged('samsung'));
    jest.advanceTimersByTime(500);
    await flush();
    expect(selectSearch(store.getState()).results).toHaveLength(1);
    store.dispatch(queryChanged('samsung tv'));
    jest.advanceTimersByTime(500);
    await flush();
    expect(selectSearch(store.getState())).toMatchObject({ results: [], open: false, status: 'idle' });
    expect(log).toHaveBeenCalledWith('Search for "samsung tv" failed', expect.any(Error));
    log.mockRestore();
  });

  it('clearing resets and closes, and cancels a pending search', async () => {
    mockedSearch.mockResolvedValue([tv]);
    const store = setup();
    store.dispatch(queryChanged('samsung'));
    jest.advanceTimersByTime(500);
    await flush();
    store.dispatch(queryChanged('samsung t'));
    store.dispatch(searchReset());
    jest.advanceTimersByTime(1000);
    await flush();
    expect(mockedSearch).toHaveBeenCalledTimes(1);
    expect(selectSearch(store.getState())).toEqual({
      query: '',
      results: [],
      status: 'idle',
      open: false,
      focused: true,
    });
  });
});
