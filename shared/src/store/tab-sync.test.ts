import { createStorefrontStore } from '@storefront/shared/store';
import { itemAdded, selectCartItemCount } from '@storefront/shared/cart';
import { loggedIn, selectSession } from '@storefront/shared/session';
import { productViewed, selectRecentlyViewed } from '@storefront/shared/recently-viewed';

const user = { id: 3, name: 'Hina', email: 'hina@example.pk', phone: '03001234567', createdAt: '' };
const rice = { id: 1, name: 'Rice', imgUrl: '', netPrice: 100, stock: 9, slug: 'rice' };

/** What the browser does in this tab when another tab writes to local storage. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

beforeEach(() => localStorage.clear());

it('follows a basket change made in another tab', () => {
  const store = createStorefrontStore({ connectApi: false });
  store.dispatch(itemAdded({ item: rice }));
  otherTabWrites('cart', JSON.stringify({ items: [{ ...rice, quantity: 4 }], total: 400, itemCount: 4 }));
  expect(selectCartItemCount(store.getState())).toBe(4);
});

it('does not echo its own writes back as actions', () => {
  const store = createStorefrontStore({ connectApi: false });
  store.dispatch(itemAdded({ item: rice }));
  const spy = jest.spyOn(store, 'dispatch');
  window.dispatchEvent(new StorageEvent('storage', { key: 'cart', storageArea: localStorage }));
  expect(spy).not.toHaveBeenCalled();
});

it('keeps the views another tab recorded when this tab records its next one', () => {
  const store = createStorefrontStore({ connectApi: false });
  const now = Date.now();
  const tea = { id: 'tea', name: 'Tea', price: 450, image: '/tea.svg', viewedAt: now - 1000 };
  otherTabWrites('recentlyViewed', JSON.stringify([tea]));
  expect(selectRecentlyViewed(store.getState())).toEqual([tea]);
  store.dispatch(productViewed({ id: 'rice', name: 'Rice', price: 100, image: '/rice.svg', viewedAt: now }));
  expect((JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as { id: string }[]).map((i) => i.id)).toEqual([
    'rice',
    'tea',
  ]);
});

it('picks up a login and a renewal from another tab, waiting for all three keys', () => {
  const store = createStorefrontStore({ connectApi: false });
  const expiry = Date.now() + 3_600_000;
  otherTabWrites('auth_token', 'tok');
  expect(selectSession(store.getState()).token).toBeNull();
  otherTabWrites('auth_user', JSON.stringify(user));
  otherTabWrites('auth_expiry', String(expiry));
  expect(selectSession(store.getState())).toEqual({ token: 'tok', user, expiry });
  otherTabWrites('auth_expiry', String(expiry + 60_000));
  expect(selectSession(store.getState()).expiry).toBe(expiry + 60_000);
});

it('logs out when another tab logs out', () => {
  const store = createStorefrontStore({ connectApi: false });
  store.dispatch(loggedIn({ token: 'tok', user }));
  otherTabWrites('auth_token', null);
  expect(selectSession(store.getState()).token).toBeNull();
  expect(localStorage.getItem('auth_user')).toBeNull();
});

it('ignores events for other storage areas and stores with their own storage', () => {
  const store = createStorefrontStore({ connectApi: false });
  localStorage.setItem('cart', JSON.stringify({ items: [{ ...rice, quantity: 2 }] }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'cart', storageArea: sessionStorage }));
  expect(selectCartItemCount(store.getState())).toBe(0);
});
