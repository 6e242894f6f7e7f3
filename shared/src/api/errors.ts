// One place that turns any failure into the text and field errors the spec shows.
import { isAxiosError } from 'axios';
import { notify } from '@storefront/shared/ui';
import type { FailureReason } from '@storefront/shared/types';
import { ApiResponseError } from './client';
import { isSessionEnded } from './session-ended';

export const SERVER_MESSAGE_TITLE = 'Server Message!!';

function failureBody(err: unknown): Record<string, unknown> | null {
  const data = isAxiosError(err) || err instanceof ApiResponseError ? err.response?.data : undefined;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The words the server put in its failure envelope (`mess`, else `message`), or undefined when it
 * sent none (network error, timeout, a bare 502): a screen then shows its own fixed text rather
 * than a technical one such as "Network Error".
 */
export function getServerMessage(err: unknown): string | undefined {
  const body = failureBody(err);
  if (nonEmpty(body?.mess)) return body.mess;
  if (nonEmpty(body?.message)) return body.message;
  return undefined;
}

/** The envelope's `reason`, for a client that acts on the kind of refusal (see ApiFailure). */
export function getFailureReason(err: unknown): FailureReason | undefined {
  const reason = failureBody(err)?.reason;
  return typeof reason === 'string' ? (reason as FailureReason) : undefined;
}

/** The server's `mess`, else its `message`, else the error's own message, else the fallback. */
export function getErrorMessage(err: unknown, fallback = 'Something went wrong'): string {
  const server = getServerMessage(err);
  if (server) return server;
  if (err instanceof Error && nonEmpty(err.message)) return err.message;
  if (nonEmpty(err)) return err;
  return fallback;
}

/** The envelope's field errors, ready for Formik's `setErrors`; `{}` when there are none. */
export function getFieldErrors(err: unknown): Record<string, string> {
  const errors = failureBody(err)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

/** A 404: the thing asked for does not exist, so retrying will not help (unlike any other failure). */
export function isNotFound(err: unknown): boolean {
  return isAxiosError(err) && err.response?.status === 404;
}

/**
 * The generic failure of spec section 8: an info notice titled 'Server Message!!'. Nothing for a
 * call that ended the session: the shopper has just been told that, once.
 */
export function notifyApiError(err: unknown): void {
  if (isSessionEnded(err)) return;
  notify.info(getErrorMessage(err), SERVER_MESSAGE_TITLE);
}
