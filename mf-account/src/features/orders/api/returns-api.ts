import { api, unwrap } from '@storefront/shared/api';
import type { CreateReturnRequest, ReturnOptions, ReturnRequest } from '@storefront/shared/types';

/** The logged-in customer's returns, newest first. */
export async function fetchReturns(signal?: AbortSignal): Promise<ReturnRequest[]> {
  const returns = await unwrap<ReturnRequest[]>(api.get('/return/list', { signal }));
  return Array.isArray(returns) ? returns : [];
}

/** What a delivered order offers to return (409 once it is outside the window). */
export function fetchReturnOptions(orderId: number, signal?: AbortSignal): Promise<ReturnOptions> {
  return unwrap<ReturnOptions>(api.get('/return/options', { params: { orderId }, signal }));
}

export function createReturn(request: CreateReturnRequest): Promise<ReturnRequest> {
  return unwrap<ReturnRequest>(api.post('/return/create', request));
}

export function fetchReturn(number: string, signal?: AbortSignal): Promise<ReturnRequest> {
  return unwrap<ReturnRequest>(api.get(`/return/${encodeURIComponent(number)}`, { signal }));
}
