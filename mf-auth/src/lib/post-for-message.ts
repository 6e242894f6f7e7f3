import { api } from '@storefront/shared/api';
import type { ApiEnvelope } from '@storefront/shared/types';

export interface ApiResult<T> {
  data: T;
  /** The server's success message (`mess`), shown to the shopper when present. */
  mess?: string;
}

/** POST that keeps the envelope's `mess`: the auth screens show the server's own success text. */
export async function postForMessage<T = unknown>(url: string, body: unknown): Promise<ApiResult<T>> {
  const response = await api.post<ApiEnvelope<T>>(url, body);
  const envelope = response.data;
  return { data: envelope?.data as T, mess: typeof envelope?.mess === 'string' ? envelope.mess : undefined };
}
