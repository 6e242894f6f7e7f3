// Values read from an address's query string, where the browser and the API must agree: the
// listing pages read their URL with these, and the API its listing query.
import { DEFAULT_ORDER_BY, SORT_OPTIONS } from '@storefront/shared/config';
import type { SortOrder } from '@storefront/shared/types';

/** The sort values a query may name; 'latest' is the default, named or not. */
const SORT_VALUES = new Set<string>([...SORT_OPTIONS.map((option) => option.value), DEFAULT_ORDER_BY]);

/** Prices in an address are whole rupees written in plain decimal digits ('1500', '1500.75'). */
const DECIMAL = /^\d+(?:\.\d+)?$/;
/** Far above any price; keeps the number exact and within PostgreSQL's integer. */
const PRICE_PARAM_MAX = 2_000_000_000;

/**
 * A minPrice or maxPrice query value: null when absent or blank; 0 when it is not a plain decimal
 * number (the spec's fallback: 'abc', '-50', and also '0x10' or '1e4', which Number() would read);
 * decimals floored to whole rupees.
 */
export function readPriceParam(raw: string | null | undefined): number | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!DECIMAL.test(value)) return 0;
  return Math.min(Math.floor(Number(value)), PRICE_PARAM_MAX);
}

/**
 * A `page` query value: a whole number from 1 ('2'), else page 1 (missing, '2abc', '-1', '1.5', or
 * too big to count exactly). Every paged list reads its page with this.
 */
export function readPageParam(raw: string | null | undefined): number {
  const value = raw?.trim();
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A `brand` query value, a comma list of slugs: trimmed, lower-cased, each once, in order. */
export function readBrandsParam(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return Array.from(
    new Set(
      raw
        .split(',')
        .map((slug) => slug.trim().toLowerCase())
        .filter(Boolean),
    ),
  );
}

/** An `orderBy` query value: one of the sort values, else the default order (latest). */
export function readSortParam(raw: string | null | undefined): SortOrder {
  const value = raw?.trim();
  return value && SORT_VALUES.has(value) ? (value as SortOrder) : DEFAULT_ORDER_BY;
}

/** The star thresholds a listing filters on ('4 stars & up' … '1 star & up'), highest first. */
export const RATING_FILTER_STARS = [4, 3, 2, 1] as const;

/**
 * A `minRating` query value: a whole number of stars from 1 to 4 ('4': an average of 4 or more),
 * else null, no rating filter ('5', '0', '3.5', 'abc'), as a bad filter value is read elsewhere.
 */
export function readMinRatingParam(raw: string | null | undefined): number | null {
  const value = raw?.trim();
  return value && /^[1-4]$/.test(value) ? Number(value) : null;
}

/** A range given the wrong way round is read the way the shopper meant it (a max of 0 is no bound). */
export function orderedPriceRange<T extends number | null>(minPrice: T, maxPrice: T): [T, T] {
  return minPrice !== null && maxPrice !== null && maxPrice > 0 && minPrice > maxPrice
    ? [maxPrice, minPrice]
    : [minPrice, maxPrice];
}
