// Database rows → the contract's Product JSON.
import type { Product } from '@storefront/shared/types';
import { productImageUrl } from '../media/media-urls';
import { sanitizeForServing } from './sanitize-description';

/** Columns selected by PRODUCT_COLUMNS. */
export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  short_desc: string;
  description: string;
  total: number;
  discount: number;
  net_price: number;
  stock: number;
  created_at: Date | string;
  deal_ends_at: Date | string | null;
  brand_name: string;
  brand_slug: string;
  photos: string[] | null;
  rating_average: string | number;
  rating_count: number;
}

/** A product's category and its parents (null above a top category). */
export interface CategoryPathRow {
  top_name: string | null;
  top_slug: string | null;
  sub_name: string | null;
  sub_slug: string | null;
  own_name: string | null;
  own_slug: string | null;
}

/** Expects `products p` joined with `brands b`. */
export const PRODUCT_COLUMNS = `
  p.id, p.slug, p.name, p.short_desc, p.description, p.total, p.discount, p.net_price, p.stock,
  p.created_at, p.deal_ends_at, b.name AS brand_name, b.slug AS brand_slug, p.rating_average, p.rating_count,
  ARRAY(SELECT ph.img_url FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position) AS photos`;

export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toProduct(row: ProductRow): Product {
  const photos = row.photos && row.photos.length > 0 ? row.photos : [productImageUrl(row.slug, 1)];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    imgUrl: photos[0],
    productPhotos: photos.map((imgUrl) => ({ imgUrl })),
    price: row.net_price,
    netPrice: row.net_price,
    total: row.total,
    discount: row.discount,
    stock: row.stock,
    brand: { name: row.brand_name, slug: row.brand_slug },
    shortDesc: row.short_desc,
    // Cleaned again on the way out: a row may have been written without the seed's sanitiser.
    desc: sanitizeForServing(row.description),
    createdAt: toIso(row.created_at),
    dealEndsAt: row.deal_ends_at === null ? null : toIso(row.deal_ends_at),
    // numeric(3,2) arrives as text from node-postgres.
    rating: { average: Number(row.rating_average), count: row.rating_count },
  };
}

/** The selling price rule of the contract: round(total × (100 − discount) / 100). */
export function netPriceOf(total: number, discount: number): number {
  return Math.round((total * (100 - discount)) / 100);
}
