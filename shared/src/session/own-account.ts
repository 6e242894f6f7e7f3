import { isAxiosError } from 'axios';
import { getBoundDispatch } from '@storefront/shared/api';
import { SESSION_NOT_OWNED_MESSAGE, tellSessionEnded } from './session-ended-notice';
import { sessionExpired } from './session-slice';

export { SESSION_NOT_OWNED_MESSAGE };

/** What a refused own-account call fails with once the session has been ended (and the shopper told). */
export class SessionEndedError extends Error {
  constructor() {
    super(SESSION_NOT_OWNED_MESSAGE);
    this.name = 'SessionEndedError';
  }
}

/** By name: the callers need not share this module's copy of the class. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof Error && error.name === 'SessionEndedError';
}

type Dispatch = (action: { type: string }) => unknown;

/**
 * Awaits a call that names the logged-in customer's own id (account details, address, orders,
 * checkout address). The API refuses such a call with 403 only when that id is not the token's: the
 * saved auth_user was edited or belongs to another login, so no retry can ever succeed. The session
 * then ends as an expired one does (`sessionExpired`: state and storage cleared, and the auth guard
 * sends the shopper to /auth/login remembering the page), the shopper is told once, and the call
 * fails with a `SessionEndedError` that callers need not report again.
 */
export async function ownAccountCall<T>(request: Promise<T>, dispatch: Dispatch | null = getBoundDispatch()): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!isAxiosError(error) || error.response?.status !== 403) throw error;
    // With a store, its session saga tells the shopper (once, whatever ended the session).
    if (dispatch) dispatch(sessionExpired());
    else tellSessionEnded();
    throw new SessionEndedError();
  }
}
