// The search results page's address, as the header's search box opens it: kept apart from the
// page's query rules (search-page-query.ts), which bring the listing's validation with them.
import { SEARCH_PAGE_MIN_LENGTH } from '@storefront/shared/config';

/** What the search box's Enter and its 'See all results' open: words of at least SEARCH_PAGE_MIN_LENGTH characters. */
export const isSearchPageQuery = (q: string): boolean => q.trim().length >= SEARCH_PAGE_MIN_LENGTH;

/** /search?q=…, the results page of some words (with more of its query, e.g. a brand). */
export function searchPagePath(q: string, more: Record<string, string> = {}): string {
  return `/search?${new URLSearchParams({ q: q.trim(), ...more }).toString()}`;
}
