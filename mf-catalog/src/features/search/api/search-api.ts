import { api, unwrap } from '@storefront/shared/api';
import type { SearchResult } from '@storefront/shared/types';

/** GET /product/search?q= (at most 10 results); the signal cancels a request that is no longer wanted. */
export function searchProducts(q: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return unwrap<SearchResult[]>(api.get('/product/search', { params: { q }, signal }));
}
