// Failures the API answers on purpose. The error handler in app.ts turns an HttpError into the
// envelope { success: false, mess, message, errors? } with its status; anything else becomes a
// logged 500 with a generic message (never a stack trace or SQL text).
import type { ApiFailure } from '@storefront/shared/types';

/** Field name → message: the failure envelope's `errors`, which the forms hand to Formik. */
export type FieldErrors = NonNullable<ApiFailure['errors']>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
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
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(429, message);
    this.name = 'RateLimitError';
  }
}
