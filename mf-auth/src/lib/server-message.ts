import axios from 'axios';
import { getFailureReason, getServerMessage } from '@storefront/shared/api';
import { noticeText, messageText } from './messages';

/** Seconds the server asked us to wait (429 Retry-After), if it said so. */
export function retryAfterSeconds(err: unknown): number | undefined {
  if (!axios.isAxiosError(err) || err.response?.status !== 429) return undefined;
  const header = Number(err.response.headers?.['retry-after']);
  if (Number.isFinite(header) && header > 0) return Math.ceil(header);
  const match = /(\d+)\s*seconds?/i.exec(getServerMessage(err) ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * When the server refused a new code because the last one went out less than a minute ago (that
 * code still works; the API marks that refusal `reason: 'code-recently-sent'`): the seconds left
 * before another may be asked for, and what to tell the shopper. Undefined for any other failure,
 * including the per-address and per-network limits, after which no recent code is known. The message is
 * in the page's language.
 */
export function recentCodeRefusal(err: unknown): { seconds: number; message: string } | undefined {
  const seconds = retryAfterSeconds(err);
  if (getFailureReason(err) !== 'code-recently-sent' || seconds === undefined) return undefined;
  const server = getServerMessage(err);
  return {
    seconds,
    message: server === undefined ? noticeText('waitForCode', { count: seconds }) : messageText(server),
  };
}
