import { api, ApiResponseError } from '@storefront/shared/api';
import type { ApiEnvelope } from '@storefront/shared/types';

export interface ApiResult<T> {
  data: T;
  /** The server's success message (`mess`); registration shows it (spec section 8). */
  mess?: string;
}

/**
 * POST that keeps the envelope's `mess`. Like `unwrap`, an answer without `success: true` (even a
 * 2xx) throws, so a refusal is never shown as a success.
 */
export async function postForMessage<T = unknown>(url: string, body: unknown): Promise<ApiResult<T>> {
  const response = await api.post<ApiEnvelope<T>>(url, body);
  const envelope = response.data;
  if (envelope?.success !== true) throw new ApiResponseError(response);
  return { data: envelope.data, mess: typeof envelope.mess === 'string' ? envelope.mess : undefined };
}
