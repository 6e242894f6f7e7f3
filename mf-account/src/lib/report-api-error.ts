// The generic server notification (spec section 8) for a failed account read.
import { notifyApiError } from '@storefront/shared/api';
import { isSessionEnded } from '@storefront/shared/session';

/** Said once: a call that ended the session (ownAccountCall) has already told the shopper why. */
export function reportApiError(error: unknown): void {
  if (!isSessionEnded(error)) notifyApiError(error);
}
