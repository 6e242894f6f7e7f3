import { isAxiosError } from 'axios';
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
    .catch((err: unknown) => {
      // 401: the server had ended it already, which is all that was asked.
      if (isAxiosError(err) && err.response?.status === 401) return;
      console.warn('The server did not confirm the end of the session', err);
    });
}
