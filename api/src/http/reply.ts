// The success half of the envelope. Routes return `ok(data, mess?)`; the envelope's shape is the
// one the storefront reads (`@storefront/shared/types`).
import type { ApiEnvelope } from '@storefront/shared/types';

export function ok<T>(data: T, mess?: string): ApiEnvelope<T> {
  return mess === undefined ? { success: true, data } : { success: true, mess, data };
}
