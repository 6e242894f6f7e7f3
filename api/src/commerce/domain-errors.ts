// What a commerce service says when it refuses: the kind of refusal and the words for the
// shopper, never an HTTP status. The commerce routes' error handler (index.ts) turns each kind
// into its status, so the services stay usable from the command line and the sweep.
import type { FailureReason } from '@storefront/shared/types';
import { HttpError, RateLimitError, type FieldErrors } from '../http/errors';

export type Refusal =
  | 'invalid' // the request itself is wrong (400)
  | 'unauthenticated' // no live session (401)
  | 'not-allowed' // not the caller's, or not allowed yet (403)
  | 'not-found' // 404
  | 'conflict' // the state of things forbids it now (409)
  | 'provider-down'; // the card-payment provider could not be reached or refused (502)

export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
    readonly fields?: FieldErrors,
    /** For a client that acts on the kind of refusal, not only shows its (translated) words. */
    readonly reason?: FailureReason,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Too many tries: says when to come back (and, for a client that acts on it, why). */
export class TooManyTries extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    readonly reason?: FailureReason,
  ) {
    super(message);
    this.name = 'TooManyTries';
  }
}

export const invalid = (message: string, fields?: FieldErrors) => new DomainError('invalid', message, fields);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const notAllowed = (message: string, reason?: FailureReason) =>
  new DomainError('not-allowed', message, undefined, reason);
export const missing = (message: string, fields?: FieldErrors) => new DomainError('not-found', message, fields);
export const refusedNow = (message: string, fields?: FieldErrors) => new DomainError('conflict', message, fields);
export const providerDown = (message: string) => new DomainError('provider-down', message);

const STATUS: Record<Refusal, number> = {
  invalid: 400,
  unauthenticated: 401,
  'not-allowed': 403,
  'not-found': 404,
  conflict: 409,
  'provider-down': 502,
};

/** The HTTP answer of a service's refusal; anything else is passed on unchanged. */
export function asHttpError(err: unknown): unknown {
  if (err instanceof DomainError) return new HttpError(STATUS[err.refusal], err.message, err.fields, err.reason);
  if (err instanceof TooManyTries) return new RateLimitError(err.message, err.retryAfterSeconds, err.reason);
  return err;
}
