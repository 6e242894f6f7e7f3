import { SESSION_ENDED_MESSAGE } from '@storefront/shared/api';
import { notify } from '@storefront/shared/ui';

export const SESSION_NOT_OWNED_MESSAGE = SESSION_ENDED_MESSAGE;

/** One notice however many ends are reported at once (several refused calls, a check, a reload). */
const NOTICE_ID = 'session-ended';

/** Tells the shopper their session ended without them logging out (expired, refused, corrupt). */
export function tellSessionEnded(): void {
  notify.info(SESSION_ENDED_MESSAGE, undefined, { toastId: NOTICE_ID });
}
