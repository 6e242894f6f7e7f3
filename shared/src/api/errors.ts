// One place that turns any failure into the text and field errors the spec shows.
import { isAxiosError } from 'axios';
import { notify } from '@storefront/shared/ui';
import type { FailureReason } from '@storefront/shared/types';
import { ApiResponseError } from './client';
import { CLIENT_MESSAGES } from '../i18n/catalogues/client-messages';
import { isSessionEnded } from './session-ended';

// The client's own texts are English constants, as callers compare and tests name them; `notify`
// and `useMessageText` show them in the page's language (the 'messages' catalogue knows them).
export const SERVER_MESSAGE_TITLE = CLIENT_MESSAGES.serverMessageTitle;

function failureBody(err: unknown): Record<string, unknown> | null {
  const data: unknown = isAxiosError(err) || err instanceof ApiResponseError ? err.response?.data : undefined;
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

/** What the shopper reads when the API did not answer in time (not axios's 'timeout of … exceeded'). */
export const API_TIMEOUT_MESSAGE = CLIENT_MESSAGES.apiTimeout;

/** The call gave up waiting (the client's timeout), so whether the server acted is unknown. */
export function isTimeout(err: unknown): boolean {
  if (!isAxiosError(err) || err.response) return false;
  // axios says ECONNABORTED for its timeout and also for a request the browser aborted (leaving the page).
  return err.code === 'ETIMEDOUT' || (err.code === 'ECONNABORTED' && /timeout/i.test(err.message));
}

/**
 * Whether the server may have done what was asked although no answer said so: no answer at all
 * (network, timeout) or a gateway's 502/503/504 (the API may have acted before the proxy gave up).
 */
export function outcomeUnknown(err: unknown): boolean {
  if (!isAxiosError(err)) return false;
  const status = err.response?.status;
  return status === undefined || status === 502 || status === 503 || status === 504;
}

/**
 * The server's `mess`, else its `message`, else the error's own message, else the fallback. The
 * server's words are in the page's language (the client sends it); the client's own English ones
 * are shown through `useMessageText` (a toast through `notify` translates by itself).
 */
export function getErrorMessage(err: unknown, fallback: string = CLIENT_MESSAGES.somethingWentWrong): string {
  const server = getServerMessage(err);
  if (server) return server;
  if (isTimeout(err)) return API_TIMEOUT_MESSAGE;
  if (err instanceof Error && nonEmpty(err.message)) return err.message;
  if (nonEmpty(err)) return err;
  return fallback;
}

/** The envelope's field errors, ready for Formik's `setErrors`; `{}` when there are none. */
export function getFieldErrors(err: unknown): Record<string, string> {
  const errors = failureBody(err)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string'));
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
