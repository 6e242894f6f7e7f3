import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, User } from '@storefront/shared/types';
import { SESSION_TTL_MS } from '@storefront/shared/config';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** Epoch milliseconds; the session is void from this instant on. */
  expiry: number | null;
}

export const loggedOutState = (): SessionState => ({ token: null, user: null, expiry: null });

/** Expired at exactly one hour after login (or the last renewal). */
export const isExpired = (expiry: number | null, now: number): boolean => expiry === null || now >= expiry;

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loggedOutState,
  reducers: {
    loggedIn: {
      // The clock is read when the action is created, so the reducer stays pure.
      prepare: (response: LoginResponse) => ({ payload: { ...response, expiry: Date.now() + SESSION_TTL_MS } }),
      reducer: (_state, action: PayloadAction<LoginResponse & { expiry: number }>) => ({
        token: action.payload.token,
        user: action.payload.user,
        expiry: action.payload.expiry,
      }),
    },
    loggedOut: () => loggedOutState(),
    sessionExpired: () => loggedOutState(),
    /**
     * Dispatched on every route change while logged in: one more hour from now. A session that has
     * already expired is never revived: the session saga ends it (sessionExpired, with its notice).
     */
    sessionRenewed: {
      prepare: () => {
        const now = Date.now();
        return { payload: { now, expiry: now + SESSION_TTL_MS } };
      },
      reducer: (state, action: PayloadAction<{ now: number; expiry: number }>) => {
        // An expired session is not revived; the session saga ends it (with its notice).
        if (!state.token || isExpired(state.expiry, action.payload.now)) return state;
        state.expiry = action.payload.expiry;
        return state;
      },
    },
    /** A valid session read back from storage (e.g. after a login or renewal in another tab). */
    sessionRestored: (_state, action: PayloadAction<{ token: string; user: User; expiry: number }>) => ({
      token: action.payload.token,
      user: action.payload.user,
      expiry: action.payload.expiry,
    }),
    userUpdated(state, action: PayloadAction<User>) {
      if (state.token) state.user = action.payload;
    },
  },
});

export const { loggedIn, loggedOut, sessionExpired, sessionRenewed, sessionRestored, userUpdated } =
  sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession): SessionState => state.session;
/** Logged in: a token and a user, and not past the expiry (the 10-minute check may not have run yet). */
export const selectIsLoggedIn = (state: WithSession): boolean =>
  Boolean(state.session.token && state.session.user) && !isExpired(state.session.expiry, Date.now());
export const selectUser = (state: WithSession): User | null => state.session.user;
export const selectToken = (state: WithSession): string | null => state.session.token;
export const selectSessionExpiry = (state: WithSession): number | null => state.session.expiry;
