import axios from 'axios';
import { RESEND_COOLDOWN_SECONDS } from './messages';

/**
 * The message the server put in its failure envelope, or undefined when there is none (network
 * error, timeout, non-JSON answer). The auth screens then show their own fixed text instead of a
 * technical one such as "Network Error".
 */
export function serverMessage(err: unknown): string | undefined {
  if (!axios.isAxiosError(err)) return undefined;
  const body = err.response?.data as { mess?: unknown; message?: unknown } | undefined;
  if (!body || typeof body !== 'object') return undefined;
  const text = typeof body.mess === 'string' && body.mess ? body.mess : body.message;
  return typeof text === 'string' && text ? text : undefined;
}

/** Seconds the server asked us to wait (429 Retry-After), if it said so. */
export function retryAfterSeconds(err: unknown): number | undefined {
  if (!axios.isAxiosError(err) || err.response?.status !== 429) return undefined;
  const header = Number(err.response.headers?.['retry-after']);
  if (Number.isFinite(header) && header > 0) return Math.ceil(header);
  const match = /(\d+)\s*seconds?/i.exec(serverMessage(err) ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * When the server refused a new code because the last one went out less than a minute ago (that
 * code still works): the seconds left before another may be asked for, and what to tell the
 * shopper. Undefined for any other failure, including the longer per-address and per-network
 * limits, after which no recent code is known.
 */
export function recentCodeRefusal(err: unknown): { seconds: number; message: string } | undefined {
  const seconds = retryAfterSeconds(err);
  if (seconds === undefined || seconds > RESEND_COOLDOWN_SECONDS) return undefined;
  return { seconds, message: serverMessage(err) ?? `Please wait ${seconds} seconds before requesting another code.` };
}
