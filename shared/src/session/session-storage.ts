import type { User } from '@storefront/shared/types';
import { SESSION_TTL_MS, STORAGE_KEYS } from '@storefront/shared/config';
import { isObject, readItem, removeItem, writeItem, writeJson, type KeyValueStorage } from '../storage/safe-storage';
import { isExpired, loggedOutState, type SessionState } from './session-slice';

export function isUser(value: unknown): value is User {
  return (
    isObject(value) && typeof value.id === 'number' && typeof value.name === 'string' && typeof value.email === 'string'
  );
}

/** Far beyond any token the API issues (43 characters), far below a header a server refuses. */
export const MAX_TOKEN_LENGTH = 512;

/**
 * A token that can be sent as `Authorization: Bearer …`: the characters of RFC 6750's b64token,
 * and short. Anything else left under auth_token (by an extension, a bug, a hand) would make every
 * call fail ('header too large', or a header the browser refuses to send), so it is no session.
 */
export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH && /^[A-Za-z0-9\-._~+/]+=*$/.test(token);
}

export function clearSession(storage: KeyValueStorage | null): void {
  removeItem(storage, STORAGE_KEYS.token);
  removeItem(storage, STORAGE_KEYS.user);
  removeItem(storage, STORAGE_KEYS.expiry);
}

export function saveSession(storage: KeyValueStorage | null, session: SessionState): void {
  if (!session.token || !session.user || session.expiry === null) {
    clearSession(storage);
    return;
  }
  const saved =
    writeItem(storage, STORAGE_KEYS.token, session.token) &&
    writeJson(storage, STORAGE_KEYS.user, session.user) &&
    writeItem(storage, STORAGE_KEYS.expiry, String(session.expiry));
  // A storage that took only some keys (nearly full) would hold a mix that every later check reads
  // as corrupt, ending this session: keep none, and the session lives in this tab's memory.
  if (!saved) clearSession(storage);
}

/** How far the clock may have moved back since the expiry was written (e.g. a time sync). */
export const EXPIRY_CLOCK_SKEW_MS = 60_000;

/**
 * An expiry is never more than one session lifetime ahead: it is written as now + SESSION_TTL_MS.
 * A later one was tampered with (it would keep the session alive for good), so it is corrupt.
 */
export function isExpiryTooFarAhead(expiry: number, now: number): boolean {
  return expiry > now + SESSION_TTL_MS + EXPIRY_CLOCK_SKEW_MS;
}

export type SavedSession =
  { kind: 'none' } | { kind: 'corrupt' } | { kind: 'valid'; session: { token: string; user: User; expiry: number } };

/** Reads the three keys without changing anything (another tab may be half-way through writing them). */
export function readSession(storage: KeyValueStorage | null, now = Date.now()): SavedSession {
  const token = readItem(storage, STORAGE_KEYS.token);
  const rawExpiry = readItem(storage, STORAGE_KEYS.expiry);
  const rawUser = readItem(storage, STORAGE_KEYS.user);
  if (token === null && rawExpiry === null && rawUser === null) return { kind: 'none' };
  let user: unknown = null;
  try {
    user = rawUser === null ? null : JSON.parse(rawUser);
  } catch {
    return { kind: 'corrupt' };
  }
  const expiry = rawExpiry !== null && /^\d+$/.test(rawExpiry) ? Number(rawExpiry) : null;
  if (!isUsableToken(token) || !isUser(user) || expiry === null || isExpiryTooFarAhead(expiry, now)) {
    return { kind: 'corrupt' };
  }
  return { kind: 'valid', session: { token, user, expiry } };
}

/**
 * The saved session, or logged out. A partial, corrupt or expired session is removed from storage
 * (corruption is logged) so nothing half-valid lingers. `expired`: a complete session was saved but
 * its time had run out (it ended while the shop was closed); `endedToken` is its token, to revoke.
 */
export function restoreSession(
  storage: KeyValueStorage | null,
  now = Date.now(),
): { session: SessionState; expired: boolean; endedToken?: string } {
  const saved = readSession(storage, now);
  if (saved.kind === 'none') return { session: loggedOutState(), expired: false };
  if (saved.kind === 'corrupt') {
    console.error('Saved session is incomplete or corrupt; it has been cleared');
    clearSession(storage);
    return { session: loggedOutState(), expired: false };
  }
  if (isExpired(saved.session.expiry, now)) {
    clearSession(storage);
    return { session: loggedOutState(), expired: true, endedToken: saved.session.token };
  }
  return { session: saved.session, expired: false };
}

/** The saved session, or logged out (see `restoreSession`). */
export function loadSession(storage: KeyValueStorage | null, now = Date.now()): SessionState {
  return restoreSession(storage, now).session;
}
