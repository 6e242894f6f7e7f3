// What a listing or a search shows of all its products, whatever the filters the shopper picks:
// how many there are, the highest price and the brands, so the filters do not shrink as the
// shopper narrows them.
import type { Brand } from '@storefront/shared/types';
import type { Queryable } from '../db/types';

export interface ProductFacets {
  total: number;
  maxPrice: number;
  brands: (Brand & { id: number })[];
}

/** The facets of the products matching `where` (a condition on `products p` over `params`). */
export async function productFacets(db: Queryable, where: string, params: unknown[]): Promise<ProductFacets> {
  const { rows } = await db.query<{ total: number; max_price: number; brand_ids: number[] | null }>(
    `SELECT count(*)::int AS total, COALESCE(max(p.net_price), 0)::int AS max_price,
            array_agg(DISTINCT p.brand_id) AS brand_ids
       FROM products p WHERE ${where}`,
    params,
  );
  const { total, max_price: maxPrice, brand_ids: brandIds } = rows[0];
  const brands =
    brandIds && brandIds.length > 0
      ? (
          await db.query<Brand & { id: number }>(
            'SELECT id, name, slug FROM brands WHERE id = ANY($1::int[]) ORDER BY name, id',
            [brandIds],
          )
        ).rows
      : [];
  return { total, maxPrice, brands };
}
