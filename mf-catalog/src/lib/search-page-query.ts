// The search results page's state lives in its address, as a listing's does: the words (`q`),
// the listing's own filters, page and sort (lib/listing-query.ts reads and writes those), a sort
// of its own, relevance, which is its default, and `exact` for 'Search instead for …'. Its address
// alone is in search-path.ts, which the header's search box loads without the listing's rules.
import type { SearchSortOrder } from '@storefront/shared/types';
import { parseListingQuery, toApiParams, toSearchParams, type ListingQuery } from './listing-query';

export interface SearchPageQuery {
  /** The words as the address carries them, trimmed. */
  q: string;
  listing: ListingQuery;
  orderBy: SearchSortOrder;
  exact: boolean;
}

export function parseSearchPageQuery(params: URLSearchParams): SearchPageQuery {
  const sort = params.get('orderBy');
  const listing = parseListingQuery(params);
  return {
    q: (params.get('q') ?? '').trim(),
    listing,
    orderBy: !sort || sort === 'relevance' ? 'relevance' : listing.orderBy,
    exact: params.get('exact') === 'true',
  };
}

/** The address's query: q first, then the listing's, then the sort unless it is relevance. */
export function toSearchPageParams(query: SearchPageQuery): URLSearchParams {
  const params = new URLSearchParams({ q: query.q });
  if (query.exact) params.set('exact', 'true');
  for (const [key, value] of toSearchParams(query.listing)) if (key !== 'orderBy') params.set(key, value);
  if (query.orderBy !== 'relevance') params.set('orderBy', query.orderBy);
  return params;
}

/** The API call's parameters (GET /product/searchPage). */
export function toSearchPageApiParams(query: SearchPageQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { ...toApiParams(query.listing), q: query.q, orderBy: query.orderBy };
  if (query.exact) params.exact = 'true';
  return params;
}
