import { isAxiosError } from 'axios';
import { getBoundDispatch, SessionEndedError } from '@storefront/shared/api';
import { SESSION_NOT_OWNED_MESSAGE, tellSessionEnded } from './session-ended-notice';
import { sessionExpired } from './session-slice';

// Here too for the remotes that import them from the session entry (as before 1.4.0).
export { SESSION_NOT_OWNED_MESSAGE, SessionEndedError };
export { isSessionEnded, SESSION_ENDED_MESSAGE } from '@storefront/shared/api';

type Dispatch = (action: { type: string }) => unknown;

/**
 * Awaits a call that names the logged-in customer's own id (account details, address, orders,
 * checkout address). The API refuses such a call with 403 only when that id is not the token's: the
 * saved auth_user was edited or belongs to another login, so no retry can ever succeed. The session
 * then ends as an expired one does (`sessionExpired`: state and storage cleared, and the auth guard
 * sends the shopper to /auth/login remembering the page), the shopper is told once, and the call
 * fails with a `SessionEndedError` that callers need not report again.
 */
export async function ownAccountCall<T>(
  request: Promise<T>,
  dispatch: Dispatch | null = getBoundDispatch(),
): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!isAxiosError(error) || error.response?.status !== 403) throw error;
    // With a store, its session saga tells the shopper (once, whatever ended the session).
    if (dispatch) dispatch(sessionExpired());
    else tellSessionEnded();
    throw new SessionEndedError(error);
  }
}
