import { api } from '@storefront/shared/api';
import { isUsableToken } from './session-storage';

/** A server that does not answer gives up after this; nobody waits for it. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Ends `token` on the server too (POST /auth/logout), without waiting: the shopper's session has
 * already ended here, whatever the server answers. A token the server refused already (ended,
 * revoked) is just refused again; one that could not be sent at all (not token-shaped) is not.
 */
export function revokeToken(token: string): void {
  if (!isUsableToken(token)) return;
  api
    .post('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` }, timeout: LOGOUT_TIMEOUT_MS })
    // Nothing to tell anyone when it fails: a 401 means the server had ended it already, and a
    // server that cannot be reached ends it after the idle hour anyway.
    .catch(() => undefined);
}
