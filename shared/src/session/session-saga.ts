import { isAnyOf } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { SESSION_CHECK_INTERVAL_MS } from '@storefront/shared/config';
import type { KeyValueStorage } from '../storage/safe-storage';
import { tellSessionEnded } from './session-ended-notice';
import {
  isExpired,
  loggedIn,
  loggedOut,
  selectSession,
  sessionExpired,
  sessionRenewed,
  sessionRestored,
  selectToken,
  sessionSlice,
  type SessionState,
} from './session-slice';
import { isUsableToken, isUser, readSession, saveSession } from './session-storage';
import { revokeToken } from './revoke-token';

const isSessionAction = isAnyOf(...Object.values(sessionSlice.actions));
const isSessionStart = isAnyOf(loggedIn, sessionRestored);
const isSessionEnd = isAnyOf(loggedOut, sessionExpired);
const hasSession = (s: SessionState) => s.token !== null || s.user !== null;

function* persistSession(storage: KeyValueStorage | null) {
  const session = (yield select(selectSession)) as SessionState;
  yield call(saveSession, storage, session);
}

/** Another tab may be half-way through writing the three keys: a corrupt read is confirmed after this. */
const CORRUPT_RECHECK_MS = 1000;

function* storedSessionIsCorrupt(storage: KeyValueStorage | null) {
  if (readSession(storage).kind !== 'corrupt') return false;
  yield delay(CORRUPT_RECHECK_MS);
  return readSession(storage).kind === 'corrupt';
}

/**
 * Clears a logged-in session that has expired, whose data is not a valid session, or whose saved
 * copy (auth_token, auth_user, auth_expiry) has become corrupt.
 */
export function* checkSession(storage: KeyValueStorage | null = null) {
  const session = (yield select(selectSession)) as SessionState;
  if (!hasSession(session)) return;
  if (!isUsableToken(session.token) || !isUser(session.user) || isExpired(session.expiry, Date.now())) {
    yield put(sessionExpired());
    return;
  }
  const corrupt = (yield call(storedSessionIsCorrupt, storage)) as boolean;
  if (corrupt) {
    console.error('Saved session is corrupt; it has been cleared');
    yield put(sessionExpired());
  }
}

/**
 * A renewal (a route change) found the session already past its expiry, between two checks: it
 * ends as an expired one does, so the shopper is told rather than silently logged out.
 */
function* endIfExpired() {
  const session = (yield select(selectSession)) as SessionState;
  if (session.token && isExpired(session.expiry, Date.now())) yield put(sessionExpired());
}

/**
 * Checks on start, then every interval while logged in. No timer runs while logged out, so an idle
 * page (or a test running all timers) has nothing pending.
 */
function* watchExpiry(storage: KeyValueStorage | null, intervalMs: number) {
  while (true) {
    yield call(checkSession, storage);
    const session = (yield select(selectSession)) as SessionState;
    if (!hasSession(session)) {
      yield take(isSessionStart);
      continue;
    }
    // race: a logout ends the wait early so the next login starts a fresh interval.
    yield race({ tick: delay(intervalMs), ended: take(isSessionEnd) });
  }
}

/**
 * Whenever this tab's token goes (a logout, the one-hour expiry, a corrupt copy, a login elsewhere
 * replacing it), it is revoked on the server too, so it is no use to anyone who copied it. Without
 * waiting: the session has ended here whatever the server says. A token the server ended already
 * (a 401, or another tab's logout) is just refused again.
 */
function* revokeEndedTokens() {
  let held = (yield select(selectToken)) as string | null;
  yield takeEvery(isSessionAction, function* revokeIfGone() {
    const now = (yield select(selectToken)) as string | null;
    if (held && now !== held) revokeToken(held);
    held = now;
  });
}

export interface SessionSagaOptions {
  /** Revoke on the server each token this tab's session lets go of (a store bound to the API). */
  revokeEnded?: boolean;
  /** A saved session found expired at start-up: its token, revoked at once. */
  endedToken?: string;
}

/**
 * Persists every session change under auth_token/auth_user/auth_expiry, re-checks expiry, tells
 * the shopper when a session ends by itself (a logout says so on its own), and revokes ended tokens.
 */
export function* sessionSaga(
  storage: KeyValueStorage | null,
  intervalMs = SESSION_CHECK_INTERVAL_MS,
  { revokeEnded = false, endedToken }: SessionSagaOptions = {},
) {
  yield takeEvery(isSessionAction, persistSession, storage);
  yield takeEvery(sessionExpired, tellSessionEnded);
  yield takeEvery(sessionRenewed, endIfExpired);
  if (revokeEnded) {
    if (endedToken) revokeToken(endedToken);
    yield fork(revokeEndedTokens);
  }
  yield call(watchExpiry, storage, intervalMs);
}
