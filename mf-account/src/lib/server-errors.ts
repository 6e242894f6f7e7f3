// The account forms show the server's own words when it sent some, else their fallback text: a
// network failure or a bare 500 must not surface as "Network Error" or "Request failed ...".
import { getErrorMessage } from '@storefront/shared/api';

const hasText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

export function serverMessage(error: unknown, fallback: string): string {
  // Axios errors and the client's "success: false" errors both carry the response.
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data as
    | { mess?: unknown; message?: unknown }
    | undefined;
  if (typeof body !== 'object' || body === null || !(hasText(body.mess) || hasText(body.message))) return fallback;
  return getErrorMessage(error, fallback);
}
