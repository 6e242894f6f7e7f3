// The account forms show the server's own words when it sent some, else their fallback text: a
// network failure or a bare 500 must not surface as "Network Error" or "Request failed ...".
import { getServerMessage } from '@storefront/shared/api';

export function serverMessage(error: unknown, fallback: string): string {
  return getServerMessage(error) ?? fallback;
}
