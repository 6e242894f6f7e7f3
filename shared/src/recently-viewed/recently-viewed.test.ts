import { createStorefrontStore } from '@storefront/shared/store';
import {
  loadRecentlyViewed,
  productViewed,
  recentlyViewedPurged,
  selectRecentlyViewed,
} from '@storefront/shared/recently-viewed';
import { RECENTLY_VIEWED_TTL_MS } from '@storefront/shared/config';
import { CLOCK_SKEW_MS } from './recently-viewed-slice';
import { MemoryStorage } from '../test-support/memory-storage';

const NOW = Date.UTC(2026, 0, 1, 12);
const item = (n: number, viewedAt = NOW) => ({
  id: `product-${n}`,
  name: `Product ${n}`,
  price: 100 * n,
  image: `/p${n}.svg`,
  viewedAt,
});

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

function setup(initial: Record<string, string> = {}) {
  const storage = new MemoryStorage(initial);
  return { storage, store: createStorefrontStore({ storage, connectApi: false }) };
}

it('keeps newest first, without duplicates, at most 6, and saves the list', () => {
  const { store, storage } = setup();
  for (let n = 1; n <= 7; n += 1) store.dispatch(productViewed(item(n, NOW + n)));
  store.dispatch(productViewed(item(3, NOW + 100)));
  const ids = selectRecentlyViewed(store.getState()).map((i) => i.id);
  expect(ids).toEqual(['product-3', 'product-7', 'product-6', 'product-5', 'product-4', 'product-2']);
  expect((JSON.parse(storage.getItem('recentlyViewed')!) as { id: string }[]).map((i) => i.id)).toEqual(ids);
});

it('stamps viewedAt with the current time when not given', () => {
  jest.useFakeTimers({ now: NOW });
  const { store } = setup();
  const { viewedAt: _omit, ...rest } = item(1);
  store.dispatch(productViewed(rest));
  expect(selectRecentlyViewed(store.getState())[0].viewedAt).toBe(NOW);
  jest.useRealTimers();
});

it('purges items older than 24 hours', () => {
  const { store } = setup();
  store.dispatch(productViewed(item(1, NOW - RECENTLY_VIEWED_TTL_MS - 1)));
  store.dispatch(productViewed(item(2, NOW - RECENTLY_VIEWED_TTL_MS)));
  store.dispatch(recentlyViewedPurged(NOW));
  expect(selectRecentlyViewed(store.getState()).map((i) => i.id)).toEqual(['product-2']);
});

it('restores on start, dropping stale, invalid and duplicate entries', () => {
  const saved = [item(1), { id: 5 }, item(1), item(2, NOW - 2 * RECENTLY_VIEWED_TTL_MS), item(3)];
  const state = loadRecentlyViewed(new MemoryStorage({ recentlyViewed: JSON.stringify(saved) }), NOW);
  expect(state.items.map((i) => i.id)).toEqual(['product-1', 'product-3']);
});

it('restores valid entries and drops only the invalid ones', () => {
  const bad = [
    { ...item(2), id: '../../auth/login' },
    { ...item(3), id: 'Product-3' },
    { ...item(4), id: '' },
    { ...item(5), name: '  ' },
    { ...item(6), price: -5 },
    { ...item(7), price: Number.NaN },
    { ...item(8), image: null },
  ];
  const saved = [item(1), ...bad, item(9)];
  const state = loadRecentlyViewed(new MemoryStorage({ recentlyViewed: JSON.stringify(saved) }), NOW);
  expect(state.items.map((i) => i.id)).toEqual(['product-1', 'product-9']);
  expect(errorSpy).toHaveBeenCalledWith('Dropped 7 invalid recently viewed entries');
});

it('drops entries stamped in the future, allowing a minute of clock skew', () => {
  const saved = [
    item(1, 99999999999999),
    item(2, NOW + CLOCK_SKEW_MS + 1),
    item(3, NOW + CLOCK_SKEW_MS),
    item(4, NOW - RECENTLY_VIEWED_TTL_MS),
  ];
  const state = loadRecentlyViewed(new MemoryStorage({ recentlyViewed: JSON.stringify(saved) }), NOW);
  expect(state.items.map((i) => i.id)).toEqual(['product-3', 'product-4']);
});

it('purges entries stamped in the future', () => {
  const { store } = setup();
  store.dispatch(productViewed(item(1, 99999999999999)));
  store.dispatch(productViewed(item(2, NOW)));
  store.dispatch(recentlyViewedPurged(NOW));
  expect(selectRecentlyViewed(store.getState()).map((i) => i.id)).toEqual(['product-2']);
});

it.each(['{broken', '{"items":[]}', '42'])('falls back to an empty list for %p', (raw) => {
  expect(loadRecentlyViewed(new MemoryStorage({ recentlyViewed: raw }), NOW)).toEqual({ items: [] });
  expect(errorSpy).toHaveBeenCalled();
});

it('is empty when nothing was saved', () => {
  expect(loadRecentlyViewed(new MemoryStorage(), NOW)).toEqual({ items: [] });
});
