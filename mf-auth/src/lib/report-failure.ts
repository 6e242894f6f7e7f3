import type { FormikHelpers } from 'formik';
import { API_TIMEOUT_MESSAGE, getFieldErrors, getServerMessage, isTimeout } from '@storefront/shared/api';
import { notify } from '@storefront/shared/ui';

/**
 * One way for every auth form to report a failed call: an error notification with the server's
 * message (or, when it waited too long, that; else the screen's own fallback text) and the server's
 * per-field errors on the inputs.
 * Returns the text shown, so a screen can also keep it on the page.
 */
export function reportFailure<V>(
  err: unknown,
  fallback: string,
  helpers?: Pick<FormikHelpers<V>, 'setErrors'>,
): string {
  const text = getServerMessage(err) ?? (isTimeout(err) ? API_TIMEOUT_MESSAGE : fallback);
  notify.error(text);
  if (helpers) {
    const fieldErrors = getFieldErrors(err);
    if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors as never);
  }
  return text;
}
