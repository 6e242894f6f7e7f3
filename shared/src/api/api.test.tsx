import type { ApiEnvelope } from '@storefront/shared/types';
import { act, render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  api,
  configureApi,
  getErrorMessage,
  getFailureReason,
  getFieldErrors,
  getServerMessage,
  isNotFound,
  isSessionEnded,
  notifyApiError,
  unwrap,
  ApiResponseError,
  SessionEndedError,
  API_TIMEOUT_MESSAGE,
  isTimeout,
  outcomeUnknown,
} from '@storefront/shared/api';
import { API_TIMEOUT_MS, SESSION_CHECK_INTERVAL_MS, SESSION_TTL_MS, setRuntimeConfig } from '@storefront/shared/config';
import { createStorefrontStore } from '@storefront/shared/store';
import { loggedIn, loggedOut, logout, LOGOUT_TIMEOUT_MS, selectIsLoggedIn } from '@storefront/shared/session';
import { ToastHost } from '@storefront/shared/ui';
import { MemoryStorage } from '../test-support/memory-storage';
import { flushAnswers } from '@storefront/shared/testing';

const user = { id: 7, name: 'Bilal', email: 'bilal@example.pk', phone: '03001234567', createdAt: '2025-01-01' };

/** A fake network: answers with the given status and body, and records each request it saw. */
function fakeServer(answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const { status, data } = answer(config);
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400)
      return Promise.reject(
        new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response),
      );
    return Promise.resolve(response);
  };
  api.defaults.adapter = adapter;
  return seen;
}

const failure = (status: number, data: unknown) => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('Request failed with status code ' + status, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
};

beforeEach(() => {
  setRuntimeConfig({
    apiRoot: '/api/api/',
    remotes: {},
    support: { email: 'e', phone: 'p', address: 'a', social: {} },
  });
  configureApi();
});

describe('the axios instance', () => {
  it('uses the runtime config apiRoot and JSON', async () => {
    const seen = fakeServer(() => ({ status: 200, data: { success: true, data: [] } }));
    await api.get('/state/getState');
    expect(seen[0].baseURL).toBe('/api/api');
    expect(seen[0].headers['Content-Type']).toBe('application/json');
  });

  it('sends the session token as a Bearer header only when logged in', async () => {
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    const seen = fakeServer(() => ({ status: 200, data: { success: true, data: null } }));
    await api.get('/a');
    expect(seen[0].headers.Authorization).toBeUndefined();
    store.dispatch(loggedIn({ token: 'abc', user }));
    await api.get('/b');
    expect(seen[1].headers.Authorization).toBe('Bearer abc');
  });

  it('a 401 on a call that carried a token expires the session', async () => {
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    store.dispatch(loggedIn({ token: 'abc', user }));
    fakeServer(() => ({ status: 401, data: { success: false, mess: 'Unauthorized', message: 'Unauthorized' } }));
    const failed = api.get('/customer/getAddress');
    // Told once by the session's notice: the caller gets an error that says the session ended.
    await expect(failed).rejects.toBeInstanceOf(SessionEndedError);
    await expect(failed.catch((error) => isSessionEnded(error) && (error as Error).cause)).resolves.toBeInstanceOf(
      AxiosError,
    );
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('a late 401 for an earlier token does not end the session that replaced it', async () => {
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    store.dispatch(loggedIn({ token: 'old', user }));
    let answer401: () => void = () => {};
    const sent = new Promise<void>((requestSent) => {
      api.defaults.adapter = (config) =>
        new Promise((resolve, reject) => {
          // The old token's revocation, once the new one replaces it: answered at once.
          if (config.url === '/auth/logout') {
            resolve({ status: 200, statusText: '200', data: { success: true }, headers: {}, config });
            return;
          }
          answer401 = () => {
            const data = { success: false, mess: 'Unauthorized', message: 'Unauthorized' };
            const response = { status: 401, statusText: '401', data, headers: {}, config };
            reject(new AxiosError('Request failed with status code 401', 'ERR_BAD_REQUEST', config, null, response));
          };
          requestSent();
        });
    });
    const pending = api.get('/customer/getAddress');
    await sent;
    // Logged out and in again (here or in another tab) while the call with the old token was out.
    store.dispatch(loggedIn({ token: 'new', user }));
    answer401();
    await expect(pending).rejects.toBeInstanceOf(AxiosError);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('a 401 without a token (a failed login) leaves the session alone', async () => {
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    fakeServer(() => ({ status: 401, data: { success: false, mess: 'Invalid email or password', message: '' } }));
    const spy = jest.spyOn(store, 'dispatch');
    await expect(api.post('/auth/login', {})).rejects.toBeInstanceOf(AxiosError);
    expect(spy).not.toHaveBeenCalled();
  });

  it('a 403 on a call with a token does not log out', async () => {
    // Answering before the login: a login starts calls of its own (the wishlist's ids).
    fakeServer(() => ({ status: 403, data: { success: false, mess: 'Forbidden', message: 'Forbidden' } }));
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    store.dispatch(loggedIn({ token: 'abc', user }));
    await expect(api.get('/x')).rejects.toBeInstanceOf(AxiosError);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});

describe('unwrap', () => {
  it("returns the envelope's data", async () => {
    fakeServer(() => ({ status: 200, data: { success: true, data: [{ id: 1, name: 'Punjab' }] } }));
    await expect(unwrap(api.get<ApiEnvelope<unknown>>('/state/getState'))).resolves.toEqual([
      { id: 1, name: 'Punjab' },
    ]);
  });

  it('throws when the envelope says success is false', async () => {
    fakeServer(() => ({ status: 200, data: { success: false, mess: 'Out of stock', message: 'Out of stock' } }));
    const err = await unwrap(api.get<ApiEnvelope<unknown>>('/x')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiResponseError);
    expect(getErrorMessage(err)).toBe('Out of stock');
    expect(getServerMessage(err)).toBe('Out of stock');
  });
});

describe('error helpers', () => {
  it("prefers mess, then message, then the error's message, then the fallback", () => {
    expect(getErrorMessage(failure(400, { mess: 'Bad phone', message: 'x' }))).toBe('Bad phone');
    expect(getErrorMessage(failure(400, { message: 'Only message' }))).toBe('Only message');
    expect(getErrorMessage(failure(500, '<html>'))).toBe('Request failed with status code 500');
    expect(getErrorMessage(new Error('Network Error'))).toBe('Network Error');
    expect(getErrorMessage(undefined, 'Invalid email or password')).toBe('Invalid email or password');
    expect(getErrorMessage(new Error(''))).toBe('Something went wrong');
  });

  it("gives only the server's own words (a blank mess gives way to message), else undefined", () => {
    expect(getServerMessage(failure(400, { mess: 'Bad phone', message: 'x' }))).toBe('Bad phone');
    expect(getServerMessage(failure(400, { mess: '  ', message: 'Only message' }))).toBe('Only message');
    expect(getServerMessage(failure(502, '<html>'))).toBeUndefined();
    expect(getServerMessage(new Error('Network Error'))).toBeUndefined();
    expect(getServerMessage(undefined)).toBeUndefined();
  });

  it("gives the envelope's reason, else undefined", () => {
    expect(getFailureReason(failure(429, { mess: 'Wait', reason: 'code-recently-sent' }))).toBe('code-recently-sent');
    expect(getFailureReason(failure(429, { mess: 'Too many requests' }))).toBeUndefined();
    expect(getFailureReason(new Error('Network Error'))).toBeUndefined();
  });

  it('returns the field errors for Formik, or {}', () => {
    expect(getFieldErrors(failure(400, { mess: 'x', errors: { phone: 'Invalid', n: 3 } }))).toEqual({
      phone: 'Invalid',
    });
    expect(getFieldErrors(failure(400, { mess: 'x' }))).toEqual({});
    expect(getFieldErrors(new Error('x'))).toEqual({});
  });

  it('a call that waited too long says so in words, and counts as an unknown outcome', () => {
    expect(api.defaults.timeout).toBe(API_TIMEOUT_MS);
    const timedOut = new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED');
    expect(isTimeout(timedOut)).toBe(true);
    expect(getErrorMessage(timedOut)).toBe(API_TIMEOUT_MESSAGE);
    expect(outcomeUnknown(timedOut)).toBe(true);
    expect(outcomeUnknown(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(outcomeUnknown(failure(504, { mess: "We can't reach the shop right now." }))).toBe(true);
    expect(outcomeUnknown(failure(409, { mess: 'Not enough stock' }))).toBe(false);
    expect(isTimeout(failure(504, {}))).toBe(false);
    // The same code for a request the browser dropped (the shopper left the page): not a timeout.
    expect(isTimeout(new AxiosError('Request aborted', 'ECONNABORTED'))).toBe(false);
  });

  it('isNotFound is true for a 404 only', () => {
    expect(isNotFound(failure(404, { mess: 'Product not found' }))).toBe(true);
    expect(isNotFound(failure(400, { mess: 'x' }))).toBe(false);
    expect(isNotFound(failure(500, '<html>'))).toBe(false);
    expect(isNotFound(new Error('Network Error'))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });

  it('notifyApiError says nothing of a call that ended the session (its own notice did)', async () => {
    render(<ToastHost />);
    act(() => notifyApiError(new SessionEndedError(failure(401, { mess: 'Unauthorized' }))));
    await flushAnswers();
    expect(screen.queryByText('Server Message!!')).not.toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it("notifyApiError shows 'Server Message!!' above the server's text", async () => {
    render(<ToastHost />);
    act(() => notifyApiError(failure(409, { mess: 'Not enough stock', message: 'Not enough stock' })));
    expect(await screen.findByText('Server Message!!')).toBeInTheDocument();
    expect(screen.getByText('Not enough stock')).toBeInTheDocument();
    expect(screen.getByText('Server Message!!').tagName).toBe('STRONG');
  });
});

describe('logout()', () => {
  it('clears the session at once and says so, revoking its token in the background', async () => {
    const storage = new MemoryStorage();
    const store = createStorefrontStore({ storage });
    store.dispatch(loggedIn({ token: 'abc', user }));
    // A server that never answers: the shopper is logged out all the same, and at once.
    const seen: InternalAxiosRequestConfig[] = [];
    api.defaults.adapter = (config) => {
      seen.push(config);
      return new Promise(() => undefined);
    };
    render(<ToastHost />);
    await act(() => logout());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.getItem('auth_token')).toBeNull();
    expect(await screen.findByText('You have been logged out')).toBeInTheDocument();
    const revocations = seen.filter((c) => c.url === '/auth/logout');
    expect(revocations).toHaveLength(1);
    expect(revocations[0].method).toBe('post');
    expect(revocations[0].headers.Authorization).toBe('Bearer abc');
    // The request itself gives up after a few seconds.
    expect(revocations[0].timeout).toBe(LOGOUT_TIMEOUT_MS);
  });

  it('still logs out locally when the server call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    store.dispatch(loggedIn({ token: 'abc', user }));
    fakeServer(() => ({ status: 500, data: 'down' }));
    await act(() => logout());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    await flushAnswers();
    // Quietly: the server ends the token after an idle hour anyway.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("the session's token on the server", () => {
  const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
  const revocations = (seen: InternalAxiosRequestConfig[]) =>
    seen.filter((c) => c.url === '/auth/logout').map((c) => c.headers.Authorization as string);

  /** A storage holding a saved session with this token and expiry. */
  function savedSession(token: string, expiry: number) {
    const storage = new MemoryStorage();
    storage.setItem('auth_token', token);
    storage.setItem('auth_user', JSON.stringify(user));
    storage.setItem('auth_expiry', String(expiry));
    return storage;
  }

  afterEach(() => jest.useRealTimers());

  it('is revoked when the one-hour expiry passes in an open page', async () => {
    jest.useFakeTimers({ now: T0 });
    const seen = fakeServer(() => ({ status: 200, data: { success: true, data: null } }));
    const store = createStorefrontStore({ storage: new MemoryStorage() });
    store.dispatch(loggedIn({ token: 'abc', user }));
    await flushAnswers(() => jest.advanceTimersByTime(SESSION_TTL_MS - 1));
    expect(revocations(seen)).toEqual([]);
    await flushAnswers(() => jest.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(revocations(seen)).toEqual(['Bearer abc']);
  });

  it('is revoked when the page finds its saved session expired on opening', async () => {
    const seen = fakeServer(() => ({ status: 200, data: { success: true, data: null } }));
    createStorefrontStore({ storage: savedSession('old-token', Date.now() - 1) });
    await flushAnswers();
    expect(revocations(seen)).toEqual(['Bearer old-token']);
  });

  it('is not revoked by a store that is not bound to the API (server rendering, tests)', async () => {
    const seen = fakeServer(() => ({ status: 200, data: { success: true, data: null } }));
    const store = createStorefrontStore({ storage: null, connectApi: false });
    store.dispatch(loggedIn({ token: 'abc', user }));
    store.dispatch(loggedOut());
    await flushAnswers();
    expect(seen).toEqual([]);
  });

  it.each([
    ['20 KB long', 'a'.repeat(20_000)],
    ['holding a space', 'abc def'],
    ['holding a line break', 'abc\ndef'],
    ['holding a letter a header cannot carry', 'abcé'],
  ])('when the saved one is %s, is no session: cleared, and calls go without it', async (_, token) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const storage = savedSession(token, Date.now() + 60_000);
    const seen = fakeServer(() => ({ status: 200, data: { success: true, data: [] } }));
    const store = createStorefrontStore({ storage });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.getItem('auth_token')).toBeNull();
    await api.get('/state/getState');
    expect(seen.map((c) => [c.url, c.headers.Authorization])).toEqual([['/state/getState', undefined]]);
    errors.mockRestore();
  });

  it.each([401, 431])(
    'refused by the server with %s, ends the session (every later call would fail too)',
    async (status) => {
      // Only this call is refused; the login's own calls and the revocation are answered.
      fakeServer((config) =>
        config.url === '/customer/getAddress'
          ? { status, data: status === 431 ? '' : {} }
          : { status: 200, data: { success: true, data: [] } },
      );
      const store = createStorefrontStore({ storage: new MemoryStorage() });
      store.dispatch(loggedIn({ token: 'abc', user }));
      await expect(api.get('/customer/getAddress')).rejects.toBeInstanceOf(SessionEndedError);
      expect(selectIsLoggedIn(store.getState())).toBe(false);
    },
  );
});
