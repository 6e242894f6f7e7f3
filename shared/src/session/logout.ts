import { api, getBoundDispatch } from '@storefront/shared/api';
import { notify } from '@storefront/shared/ui';
import { loggedOut } from './session-slice';

export const LOGGED_OUT_MESSAGE = 'You have been logged out';
/** A server that does not answer must not keep the shopper waiting on 'Logging out…'. */
export const LOGOUT_TIMEOUT_MS = 5000;

type Dispatch = (action: { type: string }) => unknown;

/**
 * Revokes the token on the server (a failure or no answer there must not keep the shopper logged in), clears the
 * session and says so. The caller navigates to /auth/login.
 */
export async function logout(dispatch: Dispatch | null = getBoundDispatch()): Promise<void> {
  if (!dispatch) throw new Error('logout() needs a store: create one with createStorefrontStore() first');
  try {
    await api.post('/auth/logout', undefined, { timeout: LOGOUT_TIMEOUT_MS });
  } catch (err) {
    console.warn('Server logout failed; the session is cleared locally', err);
  }
  dispatch(loggedOut());
  notify.success(LOGGED_OUT_MESSAGE);
}
