import { isAxiosError } from 'axios';
import { isNotFound } from '@storefront/shared/api';

/**
 * Whether a failed load means the address names nothing: a 404, or the API refusing the slug itself
 * (400 'slug is required' for a blank one, 414 'A part of the address is too long'). Every other
 * value of these calls is read leniently, so such an answer can only be about the slug, and a retry
 * could never succeed. Network errors and 5xx are not this: they may pass.
 */
export function isNotFoundError(err: unknown): boolean {
  if (isNotFound(err)) return true;
  const status = isAxiosError(err) ? err.response?.status : undefined;
  return status === 400 || status === 414;
}
