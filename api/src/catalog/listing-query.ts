// The listing query of the category pages, read leniently as the storefront sends it: bad values
// fall back to defaults instead of failing, so a hand-edited URL still shows a page.
import type { SortOrder } from '@storefront/shared/types';
import { LISTING_PAGE_SIZE } from '@storefront/shared/config';
import {
  orderedPriceRange,
  readBrandsParam,
  readMinRatingParam,
  readPageParam,
  readPriceParam,
  readSortParam,
} from '@storefront/shared/validation';

export const LISTING_DEFAULT_LIMIT = LISTING_PAGE_SIZE;
export const LISTING_MAX_LIMIT = 60;

/** The storefront's sort values (Record<OrderBy, …> makes ORDER_BY_SQL below cover every one). */
export type OrderBy = SortOrder;

export interface ListingQuery {
  page: number;
  limit: number;
  brands: string[];
  minPrice: number;
  /** 0 means no upper bound */
  maxPrice: number;
  onSale: boolean;
  /** Only products with stock left. */
  inStock: boolean;
  /** Only products rated this many stars or more on average (1-4); 0 means no rating filter. */
  minRating: number;
  orderBy: OrderBy;
}

export type RawQuery = Record<string, unknown>;

/**
 * A query value as trimmed text. A parameter sent twice (`?page=1&page=2`) arrives as a list: the
 * first value counts, as a browser's URLSearchParams.get() would read it.
 */
export function firstText(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstText(value[0]);
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
}

const text = firstText;

/** A whole number >= 1, else the fallback. */
function positiveInt(value: unknown, fallback: number): number {
  const s = text(value);
  if (!s || !/^\d+$/.test(s)) return fallback;
  const n = Number(s);
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}

/** A `page` query value, read as the storefront reads its address (catalogue listings, My Orders). */
export const pageNumber = (value: unknown): number => readPageParam(text(value));

/** Whole rupees >= 0; absent or not numeric is 0 (no bound). */
const price = (value: unknown): number => readPriceParam(text(value)) ?? 0;

export function parseListingQuery(query: RawQuery): ListingQuery {
  // Every brand counts, whether sent as one comma list or as repeated parameters.
  const brandText = Array.isArray(query.brand)
    ? query.brand.filter((b) => typeof b === 'string').join(',')
    : (text(query.brand) ?? '');
  const [minPrice, maxPrice] = orderedPriceRange(price(query.minPrice), price(query.maxPrice));
  return {
    page: pageNumber(query.page),
    limit: Math.min(positiveInt(query.limit, LISTING_DEFAULT_LIMIT), LISTING_MAX_LIMIT),
    brands: readBrandsParam(brandText),
    minPrice,
    maxPrice,
    onSale: text(query.onSale) === 'true',
    inStock: text(query.inStock) === 'true',
    minRating: readMinRatingParam(text(query.minRating)) ?? 0,
    orderBy: readSortParam(text(query.orderBy)),
  };
}

/**
 * ORDER BY text for each sort, on unqualified columns (the listing names them the same at both
 * levels of its query); ids break ties, so the order is total and pages never overlap. The
 * default order puts what can be bought first (products_category_available_idx walks it); a sort
 * the shopper picks is followed as it is.
 */
export const ORDER_BY_SQL: Record<OrderBy, string> = {
  priceAsc: 'net_price ASC, id ASC',
  priceDesc: 'net_price DESC, id DESC',
  createdAtAsc: 'created_at ASC, id ASC',
  createdAtDesc: 'created_at DESC, id DESC',
  latest: 'in_stock DESC, created_at DESC, id DESC',
  // Best rated first; among equal averages the more reviewed; unrated (0) last.
  ratingDesc: 'rating_average DESC, rating_count DESC, id DESC',
};

/**
 * The SQL conditions (on `products p`) of a listing query's filters, their values appended to
 * `params` (so the conditions number them after what is there already). `brandIds` are the ids
 * of the scope's brands the query names: a slug of another brand narrows to nothing, as it should.
 * The listings and the search results page filter with this one rule.
 */
export function listingFilters(query: ListingQuery, brandIds: number[], params: unknown[]): string[] {
  const filters: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.brands.length > 0) filters.push(`p.brand_id = ANY(${param(brandIds)}::int[])`);
  if (query.minPrice > 0) filters.push(`p.net_price >= ${param(query.minPrice)}`);
  if (query.maxPrice > 0) filters.push(`p.net_price <= ${param(query.maxPrice)}`);
  if (query.onSale) filters.push('p.discount > 0');
  if (query.inStock) filters.push('p.in_stock');
  // Unrated products (average 0) never pass: a range of products_category_rating_idx.
  if (query.minRating > 0) filters.push(`p.rating_average >= ${param(query.minRating)}`);
  return filters;
}

/** How many items to return for the home lists (`limit`), with a default and a ceiling. */
export function listLimit(value: unknown, fallback: number, max = LISTING_MAX_LIMIT): number {
  return Math.min(positiveInt(value, fallback), max);
}
