import { api, unwrap } from '@storefront/shared/api';
import type { SearchPageResponse } from '@storefront/shared/types';

/** GET /product/searchPage: a page of the products matching some words, with the listing's filters. */
export function fetchSearchPage(
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<SearchPageResponse> {
  return unwrap(api.get('/product/searchPage', { params, signal }));
}
