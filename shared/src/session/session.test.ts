import { createStorefrontStore } from '@storefront/shared/store';
import {
  loadSession,
  loggedIn,
  loggedOut,
  selectIsLoggedIn,
  selectSession,
  selectUser,
  sessionExpired,
  sessionRenewed,
  userUpdated,
} from '@storefront/shared/session';
import { SESSION_CHECK_INTERVAL_MS, SESSION_TTL_MS } from '@storefront/shared/config';
import { MemoryStorage, throwingStorage } from '../test-support/memory-storage';
import { notify } from '@storefront/shared/ui';
import { EXPIRY_CLOCK_SKEW_MS } from './session-storage';

const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const user = {
  id: 7,
  name: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  phone: '03001234567',
  createdAt: '2025-01-01T00:00:00Z',
};

function saved(storage: MemoryStorage) {
  return {
    token: storage.getItem('auth_token'),
    user: storage.getItem('auth_user'),
    expiry: storage.getItem('auth_expiry'),
  };
}

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  errorSpy.mockRestore();
});

describe('login', () => {
  it('stores token, user and an expiry one hour ahead under the spec keys', () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    expect(selectSession(store.getState())).toEqual({ token: 'tok', user, expiry: T0 + SESSION_TTL_MS });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(saved(storage)).toEqual({ token: 'tok', user: JSON.stringify(user), expiry: String(T0 + 3_600_000) });
  });

  it('logout and expiry clear state and storage', () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    store.dispatch(loggedOut());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
    store.dispatch(loggedIn({ token: 'tok2', user }));
    store.dispatch(sessionExpired());
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
  });

  it('userUpdated replaces the stored user only while logged in', () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(userUpdated({ ...user, name: 'Ghost' }));
    expect(selectUser(store.getState())).toBeNull();
    store.dispatch(loggedIn({ token: 'tok', user }));
    store.dispatch(userUpdated({ ...user, name: 'Bilal A.' }));
    expect(selectUser(store.getState())?.name).toBe('Bilal A.');
    expect((JSON.parse(storage.getItem('auth_user')!) as { name: string }).name).toBe('Bilal A.');
  });
});

describe('renewal', () => {
  it('moves the expiry to one hour from now and saves it', () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    jest.setSystemTime(T0 + 45 * 60_000);
    store.dispatch(sessionRenewed());
    expect(selectSession(store.getState()).expiry).toBe(T0 + 45 * 60_000 + SESSION_TTL_MS);
    expect(storage.getItem('auth_expiry')).toBe(String(T0 + 45 * 60_000 + SESSION_TTL_MS));
  });

  it('ends an already expired session instead of reviving it', () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    // Past the expiry, before the 10-minute check has noticed: no longer logged in, and no renewal.
    jest.setSystemTime(T0 + 65 * 60_000);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    const told = jest.spyOn(notify, 'info').mockImplementation(() => 'id');
    store.dispatch(sessionRenewed());
    expect(selectSession(store.getState())).toEqual({ token: null, user: null, expiry: null });
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
    // Ended as an expired session: the shopper is told, not silently logged out.
    expect(told).toHaveBeenCalledWith('Your session has ended. Please log in again.', undefined, expect.anything());
    told.mockRestore();
  });

  it('does nothing when logged out', () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(sessionRenewed());
    expect(selectSession(store.getState()).expiry).toBeNull();
    expect(storage.getItem('auth_expiry')).toBeNull();
  });
});

describe('the 10-minute re-check', () => {
  it('keeps the session until exactly one hour, then clears it', async () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    // Six checks at 10, 20, ... 60 minutes; the last one lands on the expiry instant.
    await jest.advanceTimersByTimeAsync(5 * SESSION_CHECK_INTERVAL_MS);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
  });

  it('a renewed session survives the check that would have ended it', async () => {
    const store = createStorefrontStore({ storage: new MemoryStorage(), connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    await jest.advanceTimersByTimeAsync(50 * 60_000);
    store.dispatch(sessionRenewed()); // now valid until minute 110
    await jest.advanceTimersByTimeAsync(55 * 60_000);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('keeps no timer while logged out, and starts a fresh interval on login', async () => {
    const store = createStorefrontStore({ storage: new MemoryStorage(), connectApi: false });
    expect(jest.getTimerCount()).toBe(0);
    store.dispatch(loggedIn({ token: 'tok', user }));
    await Promise.resolve();
    expect(jest.getTimerCount()).toBe(1);
    store.dispatch(loggedOut());
    await jest.advanceTimersByTimeAsync(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('runs on start: preloaded expired state is cleared at once', () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({
      storage,
      connectApi: false,
      preloadedState: { session: { token: 'old', user, expiry: T0 - 1 } },
    });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('clears the session when its saved copy has become corrupt', async () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    storage.setItem('auth_user', '{broken');
    await jest.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    // A corrupt read is confirmed a moment later (another tab may be mid-write).
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1000);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
  });

  it('clears the session when its saved expiry is pushed beyond one lifetime ahead', async () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    storage.setItem('auth_expiry', '99999999999999');
    await jest.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS + 1000);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
    expect(errorSpy).toHaveBeenCalled();
  });

  it('keeps the session when a corrupt read was another tab mid-write', async () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    storage.setItem('auth_expiry', 'half');
    await jest.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    storage.setItem('auth_expiry', String(T0 + SESSION_TTL_MS));
    await jest.advanceTimersByTimeAsync(1000);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('clears a session whose user is not valid', () => {
    const store = createStorefrontStore({
      storage: new MemoryStorage(),
      connectApi: false,
      preloadedState: { session: { token: 'tok', user: { id: 'x' } as never, expiry: T0 + 1000 } },
    });
    expect(selectSession(store.getState())).toEqual({ token: null, user: null, expiry: null });
  });
});

describe('restoring on start', () => {
  const stored = (over: Record<string, string | undefined> = {}) => {
    const base: Record<string, string | undefined> = {
      auth_token: 'tok',
      auth_user: JSON.stringify(user),
      auth_expiry: String(T0 + 1000),
      ...over,
    };
    return new MemoryStorage(
      Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)) as Record<string, string>,
    );
  };

  it('restores a valid session', () => {
    const store = createStorefrontStore({ storage: stored(), connectApi: false });
    expect(selectSession(store.getState())).toEqual({ token: 'tok', user, expiry: T0 + 1000 });
  });

  it('accepts an expiry up to one lifetime plus the clock-skew allowance ahead, and no further', () => {
    const latest = T0 + SESSION_TTL_MS + EXPIRY_CLOCK_SKEW_MS;
    expect(EXPIRY_CLOCK_SKEW_MS).toBe(60_000);
    expect(loadSession(stored({ auth_expiry: String(latest) }), T0)).toEqual({ token: 'tok', user, expiry: latest });
    expect(errorSpy).not.toHaveBeenCalled();

    const storage = stored({ auth_expiry: String(latest + 1) });
    expect(loadSession(storage, T0)).toEqual({ token: null, user: null, expiry: null });
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
    expect(errorSpy).toHaveBeenCalled();
  });

  it('drops an expired session (expiry equal to now counts as expired)', () => {
    const storage = stored({ auth_expiry: String(T0) });
    expect(loadSession(storage, T0)).toEqual({ token: null, user: null, expiry: null });
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['user is not JSON', { auth_user: '{oops' }],
    ['user has the wrong shape', { auth_user: '{"id":"7"}' }],
    ['expiry is not a number', { auth_expiry: 'tomorrow' }],
    ['expiry is far in the future', { auth_expiry: '99999999999999' }],
    ['expiry is too long to be a time', { auth_expiry: '9'.repeat(400) }],
    ['token is missing', { auth_token: undefined }],
    ['expiry is missing', { auth_expiry: undefined }],
  ])('clears and logs a corrupt session: %s', (_label, over) => {
    const storage = stored(over);
    const store = createStorefrontStore({ storage, connectApi: false });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
    expect(errorSpy).toHaveBeenCalled();
  });

  it('a login that storage can only partly save stays logged in, and leaves no half session behind', async () => {
    // Storage nearly full: the token fits, the user does not (QuotaExceededError).
    class NearlyFull extends MemoryStorage {
      setItem(key: string, value: string) {
        if (key === 'auth_user') throw new Error('QuotaExceededError');
        super.setItem(key, value);
      }
    }
    const storage = new NearlyFull();
    const store = createStorefrontStore({ storage, connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
    // The check that follows a login (and its 1 s confirmation) must not take a half-saved copy for corruption.
    await jest.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS + 1000);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('starts logged out when storage throws, and login still works in memory', () => {
    const store = createStorefrontStore({ storage: throwingStorage, connectApi: false });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    store.dispatch(loggedIn({ token: 'tok', user }));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});

describe('telling the shopper', () => {
  let infoSpy: jest.SpiedFunction<typeof notify.info>;
  beforeEach(() => {
    infoSpy = jest.spyOn(notify, 'info').mockImplementation(() => 'toast');
  });
  afterEach(() => infoSpy.mockRestore());
  const told = () =>
    infoSpy.mock.calls.filter(([message]) => message === 'Your session has ended. Please log in again.');

  it('a session that expired while the shop was closed is cleared on start, and the shopper is told', () => {
    const storage = new MemoryStorage();
    storage.setItem('auth_token', 'tok');
    storage.setItem('auth_user', JSON.stringify(user));
    storage.setItem('auth_expiry', String(T0 - 1));
    const store = createStorefrontStore({ storage, connectApi: false });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(saved(storage)).toEqual({ token: null, user: null, expiry: null });
    expect(told()).toHaveLength(1);
  });

  it('the periodic check that finds the session expired tells the shopper', async () => {
    const store = createStorefrontStore({ storage: new MemoryStorage(), connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    expect(told()).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(SESSION_TTL_MS + SESSION_CHECK_INTERVAL_MS);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(told()).toHaveLength(1);
  });

  it('says nothing on start without a saved session, or when the shopper logs out', () => {
    const store = createStorefrontStore({ storage: new MemoryStorage(), connectApi: false });
    store.dispatch(loggedIn({ token: 'tok', user }));
    store.dispatch(loggedOut());
    expect(told()).toHaveLength(0);
  });
});
