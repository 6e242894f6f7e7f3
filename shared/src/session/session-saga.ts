import { isAnyOf } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
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
  sessionSlice,
  type SessionState,
} from './session-slice';
import { isUser, readSession, saveSession } from './session-storage';

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
  if (!session.token || !isUser(session.user) || isExpired(session.expiry, Date.now())) {
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
 * Persists every session change under auth_token/auth_user/auth_expiry, re-checks expiry, and tells
 * the shopper when a session ends by itself (a logout says so on its own).
 */
export function* sessionSaga(storage: KeyValueStorage | null, intervalMs = SESSION_CHECK_INTERVAL_MS) {
  yield takeEvery(isSessionAction, persistSession, storage);
  yield takeEvery(sessionExpired, tellSessionEnded);
  yield takeEvery(sessionRenewed, endIfExpired);
  yield call(watchExpiry, storage, intervalMs);
}
