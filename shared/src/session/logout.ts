import { getBoundDispatch } from '@storefront/shared/api';
import { notify } from '@storefront/shared/ui';
import { CLIENT_MESSAGES } from '../i18n/catalogues/client-messages';
import { loggedOut } from './session-slice';

export { LOGOUT_TIMEOUT_MS } from './revoke-token';
/** English, as tests name it; `notify` shows it in the page's language. */
export const LOGGED_OUT_MESSAGE = CLIENT_MESSAGES.loggedOut;

type Dispatch = (action: { type: string }) => unknown;

/**
 * Clears the session and says so, at once; the session saga revokes its token on the server in the
 * background (a server that is slow or down never keeps the shopper logged in or waiting). The
 * caller navigates to /auth/login.
 */
export function logout(dispatch: Dispatch | null = getBoundDispatch()): Promise<void> {
  if (!dispatch) {
    return Promise.reject(new Error('logout() needs a store: create one with createStorefrontStore() first'));
  }
  dispatch(loggedOut());
  notify.success(LOGGED_OUT_MESSAGE);
  // A promise still, as callers built against the version that waited for the server await it.
  return Promise.resolve();
}
