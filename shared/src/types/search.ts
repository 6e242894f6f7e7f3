// The search results page's answer (GET /product/searchPage, docs/contracts.md).
import type { Brand, CategoryRef, Product, SortOrder } from './catalog';

/** The listing's sorts, and the search's own default: the best matches first. */
export type SearchSortOrder = SortOrder | 'relevance';

/** A category offered by a search, with the categories it sits in (top first, itself last) for its link. */
export interface SearchCategoryMatch {
  name: string;
  slug: string;
  categoryPath: CategoryRef[];
}

export interface SearchPageResponse {
  /** The words searched, as the API read them (trimmed, each once). */
  query: string;
  /**
   * When the words found nothing and their closest spelling does: the words the results are for
   * ('samsnug' → 'samsung'); otherwise null.
   */
  correctedQuery: string | null;
  products: Product[];
  totalPages: number;
  page: number;
  /** Products matching the words and the filters, every page. */
  total: number;
  /** The brands among every product matching the words, whatever the filters. */
  brands: Brand[];
  /** The highest price among every product matching the words, whatever the filters. */
  maxPrice: number;
  /** Brands whose name the words name or begin. */
  matchingBrands: Brand[];
  /** Categories whose name the words name or begin. */
  matchingCategories: SearchCategoryMatch[];
  /** When nothing matches: the categories with the most products, to go on from. */
  popularCategories: SearchCategoryMatch[];
}
