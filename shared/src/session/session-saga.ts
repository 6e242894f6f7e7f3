import { isAnyOf } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { SESSION_CHECK_INTERVAL_MS } from '@storefront/shared/config';
import type { KeyValueStorage } from '../storage/safe-storage';
import {
  isExpired, loggedIn, loggedOut, selectSession, sessionExpired, sessionRestored, sessionSlice, type SessionState,
} from './session-slice';
import { isUser, saveSession } from './session-storage';

const isSessionAction = isAnyOf(...Object.values(sessionSlice.actions));
const isSessionStart = isAnyOf(loggedIn, sessionRestored);
const isSessionEnd = isAnyOf(loggedOut, sessionExpired);
const hasSession = (s: SessionState) => s.token !== null || s.user !== null;

function* persistSession(storage: KeyValueStorage | null) {
  const session: SessionState = yield select(selectSession);
  yield call(saveSession, storage, session);
}

/** Clears a logged-in session that has expired or whose data is not a valid session. */
export function* checkSession() {
  const session: SessionState = yield select(selectSession);
  if (!hasSession(session)) return;
  if (!session.token || !isUser(session.user) || isExpired(session.expiry, Date.now())) {
    yield put(sessionExpired());
  }
}

/**
 * Checks on start, then every interval while logged in. No timer runs while logged out, so an idle
 * page (or a test running all timers) has nothing pending.
 */
function* watchExpiry(intervalMs: number) {
  while (true) {
    yield call(checkSession);
    const session: SessionState = yield select(selectSession);
    if (!hasSession(session)) {
      yield take(isSessionStart);
      continue;
    }
    // race: a logout ends the wait early so the next login starts a fresh interval.
    yield race({ tick: delay(intervalMs), ended: take(isSessionEnd) });
  }
}

/** Persists every session change under auth_token/auth_user/auth_expiry and re-checks expiry. */
export function* sessionSaga(storage: KeyValueStorage | null, intervalMs = SESSION_CHECK_INTERVAL_MS) {
  yield takeEvery(isSessionAction, persistSession, storage);
  yield call(watchExpiry, intervalMs);
}
