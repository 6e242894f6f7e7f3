// The search results page: every product whose words begin with the words searched, in its name or
// its descriptions (migration 019's search_vector and its GIN index), filtered and sorted like a
// listing; a misspelt query corrected against the words of the names; the brands and categories it
// names. The header's dropdown keeps its own search (catalog-repository.ts search()).
import type { Brand, CategoryRef, SearchCategoryMatch, SearchPageResponse } from '@storefront/shared/types';
import type { Queryable } from '../db/types';
import type { CatalogCache } from './catalog-cache';
import type { CatalogRepository } from './catalog-repository';
import { listingFilters, ORDER_BY_SQL } from './listing-query';
import { productFacets, type ProductFacets } from './product-facets';
import type { SearchPageQuery } from './search-query';

/** How many brands and categories the page offers above its results. */
const MATCHES_OFFERED = 5;
/** How many categories an empty page offers to go on from. */
const POPULAR_CATEGORIES = 6;
/** Words shorter than this are not corrected: too few trigrams to tell a typo from another word. */
const CORRECTED_MIN_LENGTH = 3;

/**
 * The best matches first: names holding every word above descriptions alone, then what can be
 * bought, then the shortest names (a name holding the words is the closer to them the fewer other
 * trigrams it has: `name_trigrams`, migration 011, ranks as similarity would without computing it).
 */
const RELEVANCE_SQL = '(p.search_vector @@ q.in_name) DESC, (p.stock > 0) DESC, p.name_trigrams ASC, p.id ASC';

/**
 * `'samsung':* & 'led':*`: every word begins a word of the text (with `A`, a word of the name).
 * Each word is quoted, so what the shopper typed is never read as tsquery syntax.
 */
export function prefixTsQuery(words: string[], weight: '' | 'A' = ''): string {
  return words.map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*${weight}`).join(' & ');
}

interface CategoryMatchRow {
  name: string;
  slug: string;
  sub_name: string | null;
  sub_slug: string | null;
  top_name: string | null;
  top_slug: string | null;
}

function categoryMatch(row: CategoryMatchRow): SearchCategoryMatch {
  const path: CategoryRef[] = [];
  if (row.top_name && row.top_slug) path.push({ name: row.top_name, slug: row.top_slug });
  if (row.sub_name && row.sub_slug) path.push({ name: row.sub_name, slug: row.sub_slug });
  path.push({ name: row.name, slug: row.slug });
  return { name: row.name, slug: row.slug, categoryPath: path };
}

const CATEGORY_WITH_PARENTS = `
  SELECT c.name, c.slug, s.name AS sub_name, s.slug AS sub_slug, t.name AS top_name, t.slug AS top_slug
    FROM categories c
    LEFT JOIN categories s ON s.id = c.parent_id
    LEFT JOIN categories t ON t.id = s.parent_id`;

export class SearchPageRepository {
  /** @param cache keeps what every page of one search shares (none: every read asks the database) */
  constructor(
    private readonly db: Queryable,
    private readonly catalog: CatalogRepository,
    private readonly cache?: CatalogCache,
  ) {}

  async searchPage(query: SearchPageQuery): Promise<SearchPageResponse> {
    let words = query.words;
    let facets = await this.facets(words);
    let correctedQuery: string | null = null;
    if (facets.total === 0 && !query.exact) {
      const corrected = await this.corrected(words);
      if (corrected) {
        const correctedFacets = await this.facets(corrected);
        if (correctedFacets.total > 0) {
          words = corrected;
          facets = correctedFacets;
          correctedQuery = corrected.join(' ');
        }
      }
    }
    const { products, total } = facets.total > 0 ? await this.page(words, facets, query) : { products: [], total: 0 };
    const text = words.join(' ');
    const [matchingBrands, matchingCategories] = await Promise.all([
      this.matchingBrands(words, text),
      this.matchingCategories(words, text),
    ]);
    return {
      query: query.text,
      correctedQuery,
      products,
      totalPages: Math.ceil(total / query.listing.limit),
      page: query.listing.page,
      total,
      brands: facets.brands.map((b) => ({ name: b.name, slug: b.slug })),
      maxPrice: facets.maxPrice,
      matchingBrands,
      matchingCategories,
      popularCategories: facets.total === 0 ? await this.popularCategories() : [],
    };
  }

  /** What every page of these words shares, whatever the filters: the count, price ceiling and brands. */
  private facets(words: string[]): Promise<ProductFacets> {
    return this.fact(`search-facets:${words.join(' ').toLowerCase()}`, () =>
      productFacets(this.db, "p.search_vector @@ to_tsquery('simple', $1)", [prefixTsQuery(words)]),
    );
  }

  /** One page of the matches with the listing's filters, and how many match them. */
  private async page(words: string[], facets: ProductFacets, query: SearchPageQuery) {
    const { listing } = query;
    const params: unknown[] = [prefixTsQuery(words), prefixTsQuery(words, 'A')];
    // Only brands among the matches can match: any other slug narrows to nothing, as on a listing.
    const brandIds = facets.brands.filter((b) => listing.brands.includes(b.slug)).map((b) => b.id);
    const filters = listingFilters(listing, brandIds, params);
    // The listing's orders name bare columns: only the product has them here.
    const orderBy = query.orderBy === 'relevance' ? RELEVANCE_SQL : ORDER_BY_SQL[query.orderBy];
    const n = params.length;
    const where = `p.search_vector @@ q.matches${filters.map((f) => ` AND ${f}`).join('')}`;
    const { rows } = await this.db.query<{ id: number; total: number }>(
      `SELECT p.id, count(*) OVER ()::int AS total
         FROM products p, (SELECT to_tsquery('simple', $1) AS matches, to_tsquery('simple', $2) AS in_name) q
        WHERE ${where}
        ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, listing.limit, (listing.page - 1) * listing.limit],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      // A page past the last: it lists nothing, and still says how many there are.
      const counted = await this.db.query<{ total: number }>(
        `SELECT count(*)::int AS total
           FROM products p, (SELECT to_tsquery('simple', $1) AS matches, to_tsquery('simple', $2) AS in_name) q
          WHERE ${where}`,
        params,
      );
      total = counted.rows[0].total;
    }
    return { products: await this.catalog.productsByIds(rows.map((r) => r.id)), total };
  }

  /**
   * The words with each misspelt one replaced by the most similar word of the product names (the
   * more common one among equals); null when none changed. A word that is itself a word of the
   * names, a short one or a number stays as it is.
   */
  private async corrected(words: string[]): Promise<string[] | null> {
    const candidates = words.map((word) => word.toLowerCase());
    const { rows } = await this.db.query<{ i: number; best: string | null }>(
      `SELECT q.i::int AS i,
              (SELECT w.word FROM search_words w
                WHERE w.word % q.word AND w.products > 0
                ORDER BY w.word <-> q.word, w.products DESC, w.word ASC LIMIT 1) AS best
         FROM unnest($1::text[]) WITH ORDINALITY AS q (word, i)
        WHERE length(q.word) >= $2 AND q.word ~ '[[:alpha:]]'`,
      [candidates, CORRECTED_MIN_LENGTH],
    );
    const fixed = [...words];
    let changed = false;
    for (const { i, best } of rows) {
      if (best && best !== candidates[i - 1]) {
        fixed[i - 1] = best;
        changed = true;
      }
    }
    return changed ? fixed : null;
  }

  /**
   * Brands the words begin ('sams' → Samsung) or name whole among others ('samsung led tv' →
   * Samsung). A handful of rows: no index needed.
   */
  private async matchingBrands(words: string[], text: string): Promise<Brand[]> {
    const { rows } = await this.db.query<Brand>(
      `SELECT b.name, b.slug FROM brands b
        WHERE to_tsvector('simple', b.name) @@ to_tsquery('simple', $1)
           OR to_tsvector('simple', $2) @@ phraseto_tsquery('simple', b.name)
        ORDER BY b.name, b.id LIMIT $3`,
      [prefixTsQuery(words), text, MATCHES_OFFERED],
    );
    return rows;
  }

  /** Categories the words begin or name, broadest first, each with its parents for its link. */
  private async matchingCategories(words: string[], text: string): Promise<SearchCategoryMatch[]> {
    const { rows } = await this.db.query<CategoryMatchRow>(
      `${CATEGORY_WITH_PARENTS}
        WHERE to_tsvector('simple', c.name) @@ to_tsquery('simple', $1)
           OR to_tsvector('simple', $2) @@ phraseto_tsquery('simple', c.name)
        ORDER BY c.level, c.name, c.id LIMIT $3`,
      [prefixTsQuery(words), text, MATCHES_OFFERED],
    );
    return rows.map(categoryMatch);
  }

  /** The top categories holding the most products (counted on a category index, kept between changes). */
  private popularCategories(): Promise<SearchCategoryMatch[]> {
    return this.fact('search-popular-categories', async () => {
      const { rows } = await this.db.query<CategoryMatchRow>(
        `WITH counts AS (SELECT category_id, count(*) AS n FROM products GROUP BY category_id),
              tops AS (
                SELECT coalesce(t.id, s.id, c.id) AS id, sum(counts.n) AS n
                  FROM counts
                  JOIN categories c ON c.id = counts.category_id
                  LEFT JOIN categories s ON s.id = c.parent_id
                  LEFT JOIN categories t ON t.id = s.parent_id
                 GROUP BY 1
              )
         SELECT c.name, c.slug, NULL AS sub_name, NULL AS sub_slug, NULL AS top_name, NULL AS top_slug
           FROM tops JOIN categories c ON c.id = tops.id
          ORDER BY tops.n DESC, c.name ASC LIMIT $1`,
        [POPULAR_CATEGORIES],
      );
      return rows.map(categoryMatch);
    });
  }

  private fact<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache ? this.cache.fact(key, load) : load();
  }
}
