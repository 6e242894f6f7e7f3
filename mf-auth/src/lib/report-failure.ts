import type { FormikHelpers } from 'formik';
import { API_TIMEOUT_MESSAGE, getFieldErrors, getServerMessage, isTimeout } from '@storefront/shared/api';
import { notify } from '@storefront/shared/ui';
import { noticeText, messageText } from './messages';

/** The screens' own texts for a failed call. */
export type FailureNotice = 'loginFailed' | 'registerFailed' | 'otpSendFailed' | 'invalidOtp' | 'passwordResetFailed';

/**
 * What a failed call says: a message in English as it arrived (the server's, or the client's
 * timeout; code may read it), or one of this screen's notices. `failureText` shows it in the
 * page's language.
 */
export type Failure = { message: string } | { notice: FailureNotice };

/** The server's message, else (when it waited too long) that, else the screen's own fallback. */
export function failureOf(err: unknown, fallback: FailureNotice): Failure {
  const message = getServerMessage(err) ?? (isTimeout(err) ? API_TIMEOUT_MESSAGE : undefined);
  return message === undefined ? { notice: fallback } : { message };
}

/** A failure as the shopper reads it, in the page's language. */
export function failureText(failure: Failure): string {
  return 'message' in failure ? messageText(failure.message) : noticeText(failure.notice);
}

/**
 * One way for every auth form to report a failed call: an error notification with the server's
 * message (or, when it waited too long, that; else the screen's own fallback text) and the server's
 * per-field errors on the inputs (their frames show them in the page's language).
 * Returns the failure, so a screen can also keep it on the page.
 */
export function reportFailure<V>(
  err: unknown,
  fallback: FailureNotice,
  helpers?: Pick<FormikHelpers<V>, 'setErrors'>,
): Failure {
  const failure = failureOf(err, fallback);
  notify.error(failureText(failure));
  if (helpers) {
    const fieldErrors = getFieldErrors(err);
    if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors as never);
  }
  return failure;
}
