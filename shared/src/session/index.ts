export {
  sessionSlice,
  loggedIn,
  loggedOut,
  sessionExpired,
  sessionRenewed,
  sessionRestored,
  userUpdated,
  loggedOutState,
  isExpired,
  selectSession,
  selectIsLoggedIn,
  selectUser,
  selectToken,
  selectSessionExpiry,
  type SessionState,
} from './session-slice';
export { loadSession, readSession, saveSession, clearSession, restoreSession } from './session-storage';
export { sessionSaga, checkSession } from './session-saga';
export { logout, LOGGED_OUT_MESSAGE, LOGOUT_TIMEOUT_MS } from './logout';
export { redirectTarget, sameSitePath, isAuthPath, DEFAULT_AFTER_LOGIN } from './after-login';
export {
  ownAccountCall,
  isSessionEnded,
  SessionEndedError,
  SESSION_ENDED_MESSAGE,
  SESSION_NOT_OWNED_MESSAGE,
} from './own-account';
