// The search box's text, read once before any query: the same words however they are typed, and
// few enough that one search cannot keep the database busy (PGlite answers one query at a time,
// and every word is one more ILIKE over the product names).
import { SEARCH_MIN_LENGTH, SEARCH_PAGE_MIN_LENGTH } from '@storefront/shared/config';
import type { SearchSortOrder } from '@storefront/shared/types';
import { firstText, parseListingQuery, type ListingQuery, type RawQuery } from './listing-query';

export const SEARCH_MAX_WORDS = 5;
export const SEARCH_MAX_LENGTH = 100;

export interface SearchQuery {
  /** the words joined by single spaces: what names are ranked against */
  text: string;
  /** each must appear in a matching name */
  words: string[];
}

/**
 * Trims, collapses whitespace, keeps each word once (case-insensitively, the first spelling
 * wins), at most SEARCH_MAX_WORDS words and SEARCH_MAX_LENGTH characters. Null when what is
 * left is shorter than the storefront's own minimum (it searches only past 3 characters): such a
 * query matches nearly every name and is answered with no results, without asking the database.
 * One-letter words are not matched (the text, with them, still ranks the results); a query of
 * nothing else is answered like a short one.
 */
export function normaliseSearchQuery(raw: string, minLength = SEARCH_MIN_LENGTH): SearchQuery | null {
  const words = new Map<string, string>();
  for (const word of raw.split(/\s+/)) {
    if (words.size === SEARCH_MAX_WORDS) break;
    const key = word.toLowerCase();
    if (word && !words.has(key)) words.set(key, word);
  }
  // Cut by code points, so an emoji is never split in half.
  const text = Array.from([...words.values()].join(' '))
    .slice(0, SEARCH_MAX_LENGTH)
    .join('')
    .trim();
  if (text.length < minLength) return null;
  // A single letter is in nearly every name: it narrows nothing and costs a scan of them all.
  const matched = text.split(' ').filter((word) => Array.from(word).length > 1);
  return matched.length > 0 ? { text, words: matched } : null;
}

/** The search results page's request: its words, and the listing's filters, page and sort. */
export interface SearchPageQuery extends SearchQuery {
  listing: ListingQuery;
  orderBy: SearchSortOrder;
  /** The words as typed, never corrected ('Search instead for …'). */
  exact: boolean;
}

/**
 * `q` as the results page reads it: from SEARCH_PAGE_MIN_LENGTH characters (a 3-letter brand such
 * as TCL is a whole search there), words of punctuation alone left out (they name nothing); null
 * when nothing searchable is left. The sort is the best matches first unless another is named.
 */
export function parseSearchPageQuery(query: RawQuery): SearchPageQuery | null {
  const search = normaliseSearchQuery(firstText(query.q) ?? '', SEARCH_PAGE_MIN_LENGTH);
  const words = search?.words.filter((word) => /[\p{L}\p{N}]/u.test(word)) ?? [];
  if (!search || words.length === 0) return null;
  const listing = parseListingQuery(query);
  const sort = firstText(query.orderBy);
  return {
    ...search,
    words,
    listing,
    orderBy: !sort || sort === 'relevance' ? 'relevance' : listing.orderBy,
    exact: firstText(query.exact) === 'true',
  };
}
