// Failures the API answers on purpose. The error handler in app.ts turns an HttpError into the
// envelope { success: false, mess, message, errors?, reason? } with its status; anything else becomes a
// logged 500 with a generic message (never a stack trace or SQL text).
import type { ApiFailure, FailureReason } from '@storefront/shared/types';

/** Field name → message: the failure envelope's `errors`, which the forms hand to Formik. */
export type FieldErrors = NonNullable<ApiFailure['errors']>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** For a client that acts on the kind of refusal (see ApiFailure.reason). */
    readonly reason?: FailureReason,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The most characters of a sent value a message repeats: enough to recognise it. */
export const MAX_ECHOED = 60;

/**
 * A value from the request as a message repeats it ('Category "…" not found'): cut to `max`
 * characters, with '…' when cut, so a 100 KB slug or path never comes back as a 100 KB message
 * (three times over: mess, message and errors).
 */
export function echoed(value: string, max = MAX_ECHOED): string {
  const chars = Array.from(value); // whole characters: an emoji is never cut in half
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : value;
}

export const badRequest = (mess: string, errors?: FieldErrors) => new HttpError(400, mess, errors);
export const unauthorized = (mess = 'Please log in to continue') => new HttpError(401, mess);
export const forbidden = (mess = 'You are not allowed to access this resource') => new HttpError(403, mess);
export const notFound = (mess = 'Not found', errors?: FieldErrors) => new HttpError(404, mess, errors);
export const conflict = (mess: string, errors?: FieldErrors) => new HttpError(409, mess, errors);

/**
 * A 429: every one says when to come back. The error handler turns `retryAfterSeconds` into the
 * Retry-After header, so no caller sets it itself.
 */
export class RateLimitError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    reason?: FailureReason,
  ) {
    super(429, message, undefined, reason);
    this.name = 'RateLimitError';
  }
}
