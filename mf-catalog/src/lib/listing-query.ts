// The listing state lives in the URL query (spec section 4): these pure functions are the only
// place that reads or writes it, so every page and test applies the same fallbacks.
import { DEFAULT_ORDER_BY, LISTING_PAGE_SIZE } from '@storefront/shared/config';
import type { SortOrder } from '@storefront/shared/types';
import {
  orderedPriceRange,
  readBrandsParam,
  readMinRatingParam,
  readPageParam,
  readPriceParam,
  readSortParam,
} from '@storefront/shared/validation';
import { englishText, type Translate } from '../i18n';

export interface ListingQuery {
  page: number;
  /** Brand slugs, in the order they were chosen. */
  brands: string[];
  /** null when absent; 0 when present but not a number. */
  minPrice: number | null;
  maxPrice: number | null;
  onSale: boolean;
  /** Only products with stock left ('In stock only'). */
  inStock: boolean;
  /** '4 stars & up': whole stars 1-4, null for any rating. */
  minRating: number | null;
  orderBy: SortOrder;
}

export const DEFAULT_LISTING_QUERY: ListingQuery = {
  page: 1,
  brands: [],
  minPrice: null,
  maxPrice: null,
  onSale: false,
  inStock: false,
  minRating: null,
  orderBy: DEFAULT_ORDER_BY,
};

/** Brand slugs as the API reads them: lower-case, so ?brand=Samsung ticks the 'samsung' box. */
const brandSlug = (raw: string): string => raw.trim().toLowerCase();

/** The address's query, read by the same rules as the API reads the listing call (shared/validation). */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const [minPrice, maxPrice] = orderedPriceRange(
    readPriceParam(params.get('minPrice')),
    readPriceParam(params.get('maxPrice')),
  );
  return {
    page: readPageParam(params.get('page')),
    brands: readBrandsParam(params.get('brand')),
    minPrice,
    maxPrice,
    onSale: params.get('onSale') === 'true',
    inStock: params.get('inStock') === 'true',
    minRating: readMinRatingParam(params.get('minRating')),
    orderBy: readSortParam(params.get('orderBy')),
  };
}

/** The URL query for a listing state; defaults and empty values are dropped. */
export function toSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.brands.length > 0) params.set('brand', query.brands.join(','));
  if (query.minPrice !== null) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== null) params.set('maxPrice', String(query.maxPrice));
  if (query.onSale) params.set('onSale', 'true');
  if (query.inStock) params.set('inStock', 'true');
  if (query.minRating !== null) params.set('minRating', String(query.minRating));
  if (query.orderBy !== DEFAULT_ORDER_BY) params.set('orderBy', query.orderBy);
  return params;
}

/**
 * Query parameters for the listing API (page only above 1, page size 21, empty filter values
 * dropped). The sort is no filter: it is always sent, 'latest' by default (spec sections 4, 7, 9);
 * only the URL leaves the default out.
 */
export function toApiParams(query: ListingQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { limit: LISTING_PAGE_SIZE };
  if (query.page > 1) params.page = query.page;
  if (query.brands.length > 0) params.brand = query.brands.join(',');
  if (query.minPrice !== null) params.minPrice = query.minPrice;
  if (query.maxPrice !== null) params.maxPrice = query.maxPrice;
  if (query.onSale) params.onSale = 'true';
  if (query.inStock) params.inStock = 'true';
  if (query.minRating !== null) params.minRating = query.minRating;
  params.orderBy = query.orderBy;
  return params;
}

// Every filter or sort change goes back to page 1: the old page may not exist in the new result.

export function withBrandToggled(query: ListingQuery, rawSlug: string): ListingQuery {
  const slug = brandSlug(rawSlug);
  const brands = query.brands.includes(slug) ? query.brands.filter((b) => b !== slug) : [...query.brands, slug];
  return { ...query, brands, page: 1 };
}

export function withPriceRange(query: ListingQuery, minPrice: number | null, maxPrice: number | null): ListingQuery {
  return { ...query, minPrice, maxPrice, page: 1 };
}

export function withOnSale(query: ListingQuery, onSale: boolean): ListingQuery {
  return { ...query, onSale, page: 1 };
}

export function withInStock(query: ListingQuery, inStock: boolean): ListingQuery {
  return { ...query, inStock, page: 1 };
}

/** A star threshold ('3 stars & up'), or null for any rating; anything but 1-4 stars is any rating. */
export function withMinRating(query: ListingQuery, minRating: number | null): ListingQuery {
  return { ...query, minRating: readMinRatingParam(minRating === null ? null : String(minRating)), page: 1 };
}

export function withOrderBy(query: ListingQuery, orderBy: SortOrder): ListingQuery {
  return { ...query, orderBy: readSortParam(orderBy), page: 1 };
}

export function withPage(query: ListingQuery, page: number): ListingQuery {
  return { ...query, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Clear All: no query parameters at all. */
export function cleared(): ListingQuery {
  return { ...DEFAULT_LISTING_QUERY, brands: [] };
}

/**
 * Whether the URL sets a price at all: even a 0 or a non-number (read as 0) is sent to the API, so it
 * gets its chip, and with it a way to remove it.
 */
export function hasPriceFilter(query: ListingQuery): boolean {
  return query.minPrice !== null || query.maxPrice !== null;
}

/** '4 stars & up', '1 star & up': the rating filter's radio and its chip. */
export const ratingFilterLabel = (stars: number, t: Translate = englishText): string =>
  t('filters.starsUp', { count: stars });

/** Whether any filter (not sort or page) is active: each one has a chip, so this is also when Clear All shows. */
export function hasActiveFilters(query: ListingQuery): boolean {
  return query.brands.length > 0 || hasPriceFilter(query) || query.onSale || query.inStock || query.minRating !== null;
}
