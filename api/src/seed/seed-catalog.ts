// Inserts the demo catalogue. Rows go in as column arrays through unnest(), which is one round
// trip per few thousand rows on both drivers (row-by-row inserts are several times slower).
import type { Queryable } from '../db/types';
import { bannerImageUrl } from '../media/media-urls';
import { BANNERS } from './banners-data';
import { CATALOG_TREE, brandNames, type TopSpec } from './catalog-data';
import { COURIERS, STATES } from './locations-data';
import { ProductGenerator, type ChildCategoryTarget, type GeneratedProduct } from './product-generator';
import { createRandom } from './prng';
import { slugify } from './slugify';

const PRODUCT_BATCH = 2000;

export interface CatalogSeedOptions {
  products: number;
  /** PRNG seed; the same seed gives the same catalogue */
  seed?: number;
  /** "now" for product dates (ms) */
  now?: number;
  /**
   * Flash deals: from this time (ms), the biggest discounts end at whole hours over the next three
   * days. None when absent, so a fixed catalogue (tests) answers the same on any day.
   */
  dealsFrom?: number;
  onProgress?: (inserted: number, total: number) => void;
}

async function insertCategory(tx: Queryable, name: string, parentId: number | null, level: number): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO categories (name, slug, parent_id, level) VALUES ($1, $2, $3, $4) RETURNING id',
    [name, slugify(name), parentId, level],
  );
  return rows[0].id;
}

export async function seedCategories(
  tx: Queryable,
  tree: readonly TopSpec[] = CATALOG_TREE,
): Promise<ChildCategoryTarget[]> {
  const children: ChildCategoryTarget[] = [];
  for (const top of tree) {
    const topId = await insertCategory(tx, top.name, null, 1);
    for (const sub of top.subs) {
      const subId = await insertCategory(tx, sub.name, topId, 2);
      for (const child of sub.children) {
        children.push({ id: await insertCategory(tx, child.name, subId, 3), spec: child });
      }
    }
  }
  return children;
}

export async function seedBrands(tx: Queryable, names = brandNames()): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ id: number; slug: string }>(
    'INSERT INTO brands (name, slug) SELECT * FROM unnest($1::text[], $2::text[]) RETURNING id, slug',
    [names, names.map(slugify)],
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function insertProducts(tx: Queryable, batch: GeneratedProduct[]): Promise<void> {
  const col = <K extends keyof GeneratedProduct>(key: K) => batch.map((p) => p[key]);
  const { rows } = await tx.query<{ id: number; slug: string }>(
    `INSERT INTO products (slug, name, brand_id, category_id, short_desc, description, total, discount, net_price, stock, created_at, deal_ends_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[], $11::timestamptz[], $12::timestamptz[])
     RETURNING id, slug`,
    [
      col('slug'),
      col('name'),
      col('brandId'),
      col('categoryId'),
      col('shortDesc'),
      col('description'),
      col('total'),
      col('discount'),
      col('netPrice'),
      col('stock'),
      col('createdAt'),
      col('dealEndsAt'),
    ],
  );
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  const productIds: number[] = [];
  const urls: string[] = [];
  const positions: number[] = [];
  for (const product of batch) {
    product.photos.forEach((url, i) => {
      productIds.push(ids.get(product.slug)!);
      urls.push(url);
      positions.push(i);
    });
  }
  await tx.query(
    'INSERT INTO product_photos (product_id, img_url, position) SELECT * FROM unnest($1::int[], $2::text[], $3::int[])',
    [productIds, urls, positions],
  );
}

export async function seedProducts(
  tx: Queryable,
  children: readonly ChildCategoryTarget[],
  brandIds: ReadonlyMap<string, number>,
  options: CatalogSeedOptions,
): Promise<void> {
  const generator = new ProductGenerator(
    createRandom(options.seed ?? 20250501),
    children,
    brandIds,
    options.now ?? Date.now(),
    options.dealsFrom,
  );
  for (let start = 0; start < options.products; start += PRODUCT_BATCH) {
    const size = Math.min(PRODUCT_BATCH, options.products - start);
    await insertProducts(
      tx,
      Array.from({ length: size }, (_, i) => generator.product(start + i)),
    );
    options.onProgress?.(start + size, options.products);
  }
}

export async function seedBanners(tx: Queryable): Promise<void> {
  const sortByPosition = new Map<string, number>();
  for (const banner of BANNERS) {
    const sort = (sortByPosition.get(banner.position) ?? 0) + 1;
    sortByPosition.set(banner.position, sort);
    await tx.query(
      `INSERT INTO banners (position, link, img_desktop, img_tablet, img_mobile, alt_text, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        banner.position,
        banner.link,
        bannerImageUrl(banner.position, sort, 'desktop'),
        bannerImageUrl(banner.position, sort, 'tablet'),
        bannerImageUrl(banner.position, sort, 'mobile'),
        banner.headline,
        sort,
      ],
    );
  }
}

export async function seedLocations(tx: Queryable): Promise<void> {
  const couriers = await tx.query<{ id: number; name: string }>(
    'INSERT INTO couriers (name) SELECT * FROM unnest($1::text[]) RETURNING id, name',
    [[...COURIERS]],
  );
  const courierIds = new Map(couriers.rows.map((c) => [c.name, c.id]));
  for (const state of STATES) {
    const { rows } = await tx.query<{ id: number }>('INSERT INTO states (name) VALUES ($1) RETURNING id', [state.name]);
    for (const city of state.cities) {
      const inserted = await tx.query<{ id: number }>(
        'INSERT INTO cities (state_id, name) VALUES ($1, $2) RETURNING id',
        [rows[0].id, city.name],
      );
      const entries = Object.entries(city.couriers);
      if (entries.length === 0) continue;
      await tx.query(
        'INSERT INTO courier_pricings (city_id, courier_id, price) SELECT $1, * FROM unnest($2::int[], $3::int[])',
        [inserted.rows[0].id, entries.map(([name]) => courierIds.get(name)!), entries.map(([, price]) => price)],
      );
    }
  }
}
