// Every catalogue query. Routes stay thin and call these.
import type {
  Banner,
  BannerPosition,
  Category,
  CategoryPageResponse,
  CategoryRef,
  City,
  Product,
  ProductDetail,
  SearchResult,
  State,
  SubCategory,
} from '@storefront/shared/types';
import type { Queryable } from '../db/types';
import { echoed, notFound } from '../http/errors';
import { listingFilters, ORDER_BY_SQL, type ListingQuery } from './listing-query';
import { productFacets } from './product-facets';
import { PRODUCT_COLUMNS, toIso, toProduct, type CategoryPathRow, type ProductRow } from './product-mapper';
import type { SearchQuery } from './search-query';
import { productImageUrl } from '../media/media-urls';
import type { CatalogCache } from './catalog-cache';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  level: number;
}

const ref = (row: { name: string; slug: string }): CategoryRef => ({ name: row.name, slug: row.slug });

/** What the sitemap index needs: how many products and categories, and where each part starts. */
export interface SitemapSummary {
  products: number;
  categories: number;
  partSize: number;
  /** Part k (from 0) is the `partSize` products with the smallest ids greater than partAfter[k]. */
  partAfter: number[];
}

/** One keyset page of product URLs. */
export interface SitemapProductPage {
  /** lastModified: the product's created_at (the table has no updated_at). */
  products: { id: number; slug: string; lastModified: string }[];
  /** The `after` of the next page, or null when this page was the last. */
  nextAfter: number | null;
}

/** The categories a listing covers and how it describes itself. */
interface ListingScope {
  childIds: number[];
  category: CategoryRef;
  subCategory: CategoryRef | null;
  childCategory: CategoryRef | null;
  childList: CategoryRef[];
}

export class CatalogRepository {
  /** @param cache keeps facts between changes (none: every read asks the database) */
  constructor(
    private readonly db: Queryable,
    private readonly cache?: CatalogCache,
  ) {}

  async categoryTree(): Promise<Category[]> {
    const { rows } = await this.db.query<CategoryRow>(
      'SELECT id, name, slug, parent_id, level FROM categories ORDER BY level, id',
    );
    const tops = new Map<number, Category>();
    const subs = new Map<number, SubCategory>();
    for (const row of rows) {
      if (row.level === 1) {
        tops.set(row.id, { ...ref(row), subCategories: [] });
      } else if (row.level === 2) {
        const sub: SubCategory = { ...ref(row), childCategories: [] };
        subs.set(row.id, sub);
        tops.get(row.parent_id!)?.subCategories.push(sub);
      } else {
        subs.get(row.parent_id!)?.childCategories.push(ref(row));
      }
    }
    return [...tops.values()];
  }

  private async childrenOf(parentId: number): Promise<CategoryRow[]> {
    const { rows } = await this.db.query<CategoryRow>(
      'SELECT id, name, slug, parent_id, level FROM categories WHERE parent_id = $1 ORDER BY id',
      [parentId],
    );
    return rows;
  }

  async topCategoryScope(slug: string): Promise<ListingScope> {
    return this.fact(`top:${slug}`, () => this.loadTopCategoryScope(slug));
  }

  /** @param parentSlug the top category, to tell apart sub-categories sharing a slug */
  async subCategoryScope(slug: string, parentSlug?: string): Promise<ListingScope> {
    return this.fact(`sub:${slug}:${parentSlug ?? ''}`, () => this.loadSubCategoryScope(slug, parentSlug));
  }

  async childCategoryScope(slug: string, subSlug?: string, topSlug?: string): Promise<ListingScope> {
    return this.fact(`child:${slug}:${subSlug ?? ''}:${topSlug ?? ''}`, () =>
      this.loadChildCategoryScope(slug, subSlug, topSlug),
    );
  }

  private async loadTopCategoryScope(slug: string): Promise<ListingScope> {
    const { rows } = await this.db.query<CategoryRow>(
      'SELECT id, name, slug, parent_id, level FROM categories WHERE level = 1 AND slug = $1',
      [slug],
    );
    const top = rows[0];
    if (!top) throw notFound(`Category "${echoed(slug)}" not found`);
    const subs = await this.childrenOf(top.id);
    const children = await this.db.query<{ id: number }>(
      'SELECT c.id FROM categories c JOIN categories s ON s.id = c.parent_id WHERE s.parent_id = $1',
      [top.id],
    );
    return {
      childIds: children.rows.map((r) => r.id),
      category: ref(top),
      subCategory: null,
      childCategory: null,
      childList: subs.map(ref),
    };
  }

  private async loadSubCategoryScope(slug: string, parentSlug?: string): Promise<ListingScope> {
    const { rows } = await this.db.query<CategoryRow & { top_name: string; top_slug: string }>(
      `SELECT s.id, s.name, s.slug, s.parent_id, s.level, t.name AS top_name, t.slug AS top_slug
         FROM categories s JOIN categories t ON t.id = s.parent_id
        WHERE s.level = 2 AND s.slug = $1 AND ($2::text IS NULL OR t.slug = $2)
        ORDER BY s.id LIMIT 1`,
      [slug, parentSlug ?? null],
    );
    const sub = rows[0];
    if (!sub) throw notFound(`Sub-category "${echoed(slug)}" not found`);
    const children = await this.childrenOf(sub.id);
    return {
      childIds: children.map((c) => c.id),
      category: { name: sub.top_name, slug: sub.top_slug },
      subCategory: ref(sub),
      childCategory: null,
      childList: children.map(ref),
    };
  }

  private async loadChildCategoryScope(slug: string, subSlug?: string, topSlug?: string): Promise<ListingScope> {
    const { rows } = await this.db.query<
      CategoryRow & { sub_name: string; sub_slug: string; top_name: string; top_slug: string }
    >(
      `SELECT c.id, c.name, c.slug, c.parent_id, c.level,
              s.name AS sub_name, s.slug AS sub_slug, t.name AS top_name, t.slug AS top_slug
         FROM categories c
         JOIN categories s ON s.id = c.parent_id
         JOIN categories t ON t.id = s.parent_id
        WHERE c.level = 3 AND c.slug = $1
          AND ($2::text IS NULL OR s.slug = $2) AND ($3::text IS NULL OR t.slug = $3)
        ORDER BY c.id LIMIT 1`,
      [slug, subSlug ?? null, topSlug ?? null],
    );
    const child = rows[0];
    if (!child) throw notFound(`Child category "${echoed(slug)}" not found`);
    const siblings = await this.childrenOf(child.parent_id!);
    return {
      childIds: [child.id],
      category: { name: child.top_name, slug: child.top_slug },
      subCategory: { name: child.sub_name, slug: child.sub_slug },
      childCategory: ref(child),
      childList: siblings.map(ref),
    };
  }

  /**
   * A listing page: what describes the whole scope (count, price ceiling, brands) and the count of
   * each filter are facts kept by the catalogue cache between changes; the page itself is read by
   * walking each category's sort index for its first offset + limit rows and merging them (see
   * pageIds), then the full rows of those ids only.
   */
  async listing(scope: ListingScope, query: ListingQuery): Promise<CategoryPageResponse> {
    const scopeKey = scope.childIds.join(',');
    const facets = await this.fact(`facets:${scopeKey}`, () =>
      productFacets(this.db, 'p.category_id = ANY($1::int[])', [scope.childIds]),
    );
    const params: unknown[] = [scope.childIds];
    const brandIds = facets.brands.filter((b) => query.brands.includes(b.slug)).map((b) => b.id);
    const filters = listingFilters(query, brandIds, params);
    const filter = filters.length > 0 ? filters.join(' AND ') : 'true';

    const total =
      filters.length === 0
        ? facets.total
        : await this.fact(
            `count:${scopeKey}:${query.brands.join(',')}:${query.minPrice}:${query.maxPrice}:${query.onSale}:${query.inStock}:${query.minRating}`,
            async () => {
              const { rows } = await this.db.query<{ total: number }>(
                `SELECT count(*)::int AS total FROM products p WHERE p.category_id = ANY($1::int[]) AND ${filter}`,
                params,
              );
              return rows[0].total;
            },
            // A product selling out changes what the in-stock filter counts.
            query.inStock,
          );
    const offset = (query.page - 1) * query.limit;
    const products =
      offset < total
        ? await this.productsByIds(
            await this.pageIds(params, filter, query, { offset, categories: scope.childIds.length, total }),
          )
        : [];
    return {
      products,
      category: scope.category,
      subCategory: scope.subCategory,
      childCategory: scope.childCategory,
      totalPages: Math.ceil(total / query.limit),
      page: query.page,
      total,
      childList: scope.childList,
      brands: facets.brands.map((b) => ({ name: b.name, slug: b.slug })),
      maxPrice: facets.maxPrice,
    };
  }

  /**
   * The ids of one page. PostgreSQL cannot merge the sorted runs of `category_id = ANY(...)` from
   * one index, so a plain ORDER BY sorts every product of the scope (15,000 at 100k for a top
   * category). For the first pages, each category's first offset + limit rows come instead from
   * its own index range (products_category_price_idx / _created_idx, index-only with the
   * filters), and only those are merged: the same order, since (sort key, id) is total. Deep
   * pages would read most of every category that way, and sort the scope once instead.
   */
  private async pageIds(
    params: unknown[],
    filter: string,
    query: ListingQuery,
    { offset, categories, total }: { offset: number; categories: number; total: number },
  ): Promise<number[]> {
    const orderBy = ORDER_BY_SQL[query.orderBy];
    const n = params.length;
    const perCategory = (offset + query.limit) * categories < total / 2;
    const { rows } = perCategory
      ? await this.db.query<{ id: number }>(
          `SELECT x.id FROM unnest($1::int[]) AS c (id)
           CROSS JOIN LATERAL (
             SELECT p.id, p.net_price, p.created_at, p.in_stock, p.rating_average, p.rating_count FROM products p
              WHERE p.category_id = c.id AND ${filter}
              ORDER BY ${orderBy} LIMIT $${n + 1}
           ) x
           ORDER BY ${orderBy} LIMIT $${n + 2} OFFSET $${n + 3}`,
          [...params, offset + query.limit, query.limit, offset],
        )
      : await this.db.query<{ id: number }>(
          `SELECT p.id FROM products p WHERE p.category_id = ANY($1::int[]) AND ${filter}
            ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, query.limit, offset],
        );
    return rows.map((r) => r.id);
  }

  /** A fact through the catalogue cache when there is one. */
  private fact<T>(key: string, load: () => Promise<T>, dependsOnStock = false): Promise<T> {
    return this.cache ? this.cache.fact(key, load, dependsOnStock) : load();
  }

  /** Full products for ids, in the order of the ids (unknown ids left out). */
  async productsByIds(ids: number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ANY($1::int[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row)] : [];
    });
  }

  /** One product with the categories it sits in, top first (at most three levels). */
  async productBySlug(slug: string): Promise<ProductDetail> {
    const { rows } = await this.db.query<ProductRow & CategoryPathRow>(
      `SELECT ${PRODUCT_COLUMNS},
              c3.name AS top_name, c3.slug AS top_slug, c2.name AS sub_name, c2.slug AS sub_slug,
              c1.name AS own_name, c1.slug AS own_slug
         FROM products p
         JOIN brands b ON b.id = p.brand_id
         JOIN categories c1 ON c1.id = p.category_id
         LEFT JOIN categories c2 ON c2.id = c1.parent_id
         LEFT JOIN categories c3 ON c3.id = c2.parent_id
        WHERE p.slug = $1`,
      [slug],
    );
    if (!rows[0]) throw notFound('Product not found');
    const row = rows[0];
    const levels: [string | null, string | null][] = [
      [row.top_name, row.top_slug],
      [row.sub_name, row.sub_slug],
      [row.own_name, row.own_slug],
    ];
    const categoryPath = levels.flatMap(([name, slug]) => (name && slug ? [{ name, slug }] : []));
    return { ...toProduct(row), categoryPath };
  }

  /** Newest first, products in stock before sold-out ones (products_available_created_idx). */
  async recentProducts(limit: number): Promise<Product[]> {
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN brands b ON b.id = p.brand_id
        ORDER BY p.in_stock DESC, p.created_at DESC, p.id DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toProduct);
  }

  /**
   * Running deals: in stock first, then the biggest discounts, newest first among equals
   * (products_available_discounted_idx). A deal past its end is left out even before the expiry
   * has ended it (deal-expiry.ts).
   */
  async discountedProducts(limit: number): Promise<Product[]> {
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE p.discount > 0 AND (p.deal_ends_at IS NULL OR p.deal_ends_at > now())
        ORDER BY p.in_stock DESC, p.discount DESC, p.created_at DESC, p.id DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toProduct);
  }

  /**
   * Every word of the query must appear somewhere in the name (case-insensitive fragments, served
   * by the trigram index). Names starting with the query come first, then the closest matches
   * (trigram similarity), then by name and id.
   *
   * A common word matches thousands of names, and similarity() costs about 10 µs a name, so it is
   * worked out only where it can matter: similarity is at most min(a, b) / max(a, b) for a name
   * of a trigrams and a query of b (name_trigrams, migration 011). The `limit` names with the best
   * bound give a floor (their limit-th best similarity) that the results must reach; names whose
   * bound is below it are never scored. The answer is exactly that of scoring every match.
   */
  async search(query: SearchQuery, limit = 10): Promise<SearchResult[]> {
    // % _ and \ in what the shopper typed are plain characters, not LIKE wildcards.
    const escape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
    const params: unknown[] = [query.text, `${escape(query.text)}%`, limit];
    const where = query.words.map((word) => {
      params.push(`%${escape(word)}%`);
      return `p.name ILIKE $${params.length}`;
    });
    const { rows } = await this.db.query<{
      id: number;
      name: string;
      net_price: number;
      slug: string;
      stock: number;
      img_url: string | null;
    }>(
      `WITH matches AS MATERIALIZED (
         SELECT p.id, p.name, p.name ILIKE $2 AS starts,
                COALESCE(least(p.name_trigrams, q.n)::float8 / NULLIF(greatest(p.name_trigrams, q.n), 0), 0) AS bound
           FROM products p, (SELECT COALESCE(array_length(show_trgm($1), 1), 0) AS n) q
          WHERE ${where.join(' AND ')}
       ), floor AS (
         SELECT starts, similarity(name, $1) AS sim FROM (
           SELECT starts, name, bound FROM matches ORDER BY starts DESC, bound DESC LIMIT $3::int
         ) best ORDER BY starts DESC, sim DESC OFFSET $3::int - 1 LIMIT 1
       ), ranked AS (
         SELECT m.id, m.name, m.starts FROM matches m LEFT JOIN floor f ON true
          WHERE f.starts IS NULL OR m.starts > f.starts OR (m.starts = f.starts AND m.bound >= f.sim - 1e-6)
          ORDER BY m.starts DESC, similarity(m.name, $1) DESC, m.name ASC, m.id ASC LIMIT $3::int
       )
       SELECT p.id, p.name, p.net_price, p.slug, p.stock,
              (SELECT ph.img_url FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS img_url
         FROM ranked r JOIN products p ON p.id = r.id
        ORDER BY r.starts DESC, similarity(r.name, $1) DESC, r.name ASC, r.id ASC`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      netPrice: Math.floor(r.net_price),
      imgUrl: r.img_url ?? productImageUrl(r.slug, 1),
      slug: r.slug,
      stock: Number(r.stock),
    }));
  }

  /**
   * The start of every sitemap part, in one statement (one snapshot). Part boundaries come from the
   * primary key, not from id arithmetic: ids have gaps (deleted products, sequence jumps), so
   * "ids k*N+1..(k+1)*N" would give empty or near-empty parts, and a table whose ids jumped far
   * would need thousands of them. Instead each step hops `partSize` entries along products_pkey
   * from the previous boundary (an index-only scan of at most partSize entries, never an OFFSET
   * from the start): ~20 hops for a million products, 0.2-0.8 s on PostgreSQL 15 here, which is
   * why the route caches the answer for a few minutes. Every product the shop has is shown (there
   * is no active/hidden flag: getProductBySlug answers any row), so every one is counted.
   */
  async sitemapSummary(partSize: number): Promise<SitemapSummary> {
    const { rows } = await this.db.query<{ part_after: number[]; tail: number; categories: number }>(
      `WITH RECURSIVE part(after) AS (
         SELECT 0
         UNION ALL
         SELECT (SELECT p.id FROM products p WHERE p.id > part.after ORDER BY p.id OFFSET $1::int - 1 LIMIT 1)
           FROM part WHERE part.after IS NOT NULL
       ), starts AS (SELECT after FROM part WHERE after IS NOT NULL)
       SELECT ARRAY(SELECT after FROM starts ORDER BY after) AS part_after,
              (SELECT count(*) FROM products WHERE id > (SELECT max(after) FROM starts))::int AS tail,
              (SELECT count(*) FROM categories)::int AS categories`,
      [partSize],
    );
    const { tail, categories } = rows[0];
    const partAfter = rows[0].part_after.map(Number);
    // The last hop lands on the last product when the count is a multiple of partSize (or on 0
    // for an empty table): nothing follows that boundary, so it starts no part.
    if (tail === 0) partAfter.pop();
    const products = partAfter.length === 0 ? 0 : (partAfter.length - 1) * partSize + (tail === 0 ? partSize : tail);
    return { products, categories, partSize, partAfter };
  }

  /** Keyset page by id: served by products_pkey, as fast for the millionth product as for the first. */
  async sitemapProducts(after: number, limit: number): Promise<SitemapProductPage> {
    const { rows } = await this.db.query<{ id: number; slug: string; created_at: Date | string }>(
      'SELECT id, slug, created_at FROM products WHERE id > $1 ORDER BY id LIMIT $2',
      [after, limit],
    );
    return {
      products: rows.map((r) => ({ id: r.id, slug: r.slug, lastModified: toIso(r.created_at) })),
      nextAfter: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  }

  async bannersByPosition(position: BannerPosition): Promise<Banner[]> {
    const { rows } = await this.db.query<{
      id: number;
      link: string;
      img_desktop: string;
      img_tablet: string;
      img_mobile: string;
      alt_text: string;
    }>(
      `SELECT id, link, img_desktop, img_tablet, img_mobile, alt_text FROM banners
        WHERE position = $1 ORDER BY sort, id`,
      [position],
    );
    return rows.map((r) => ({
      id: r.id,
      link: r.link,
      imgDesktop: r.img_desktop,
      imgTablet: r.img_tablet,
      imgMobile: r.img_mobile,
      altText: r.alt_text,
    }));
  }

  async states(): Promise<State[]> {
    const { rows } = await this.db.query<State>('SELECT id, name FROM states ORDER BY name');
    return rows;
  }

  async citiesOfState(stateId: number): Promise<City[]> {
    const state = await this.db.query('SELECT 1 FROM states WHERE id = $1', [stateId]);
    if (state.rows.length === 0) throw notFound('State not found');
    const { rows } = await this.db.query<City>('SELECT id, name FROM cities WHERE state_id = $1 ORDER BY name', [
      stateId,
    ]);
    return rows;
  }
}
