// Writes believable products for the demo catalogue: names from brand + kind + variant, prices in
// each category's band, a good share on discount, some out of stock, dates over the past year.
import { sanitizeDescription } from '../catalog/sanitize-description';
import { netPriceOf } from '../catalog/product-mapper';
import { productImageUrl } from '../media/media-urls';
import type { ChildSpec } from './catalog-data';
import type { Random } from './prng';
import { slugify } from './slugify';

export interface ChildCategoryTarget {
  id: number;
  spec: ChildSpec;
}

export interface GeneratedProduct {
  slug: string;
  name: string;
  brandId: number;
  categoryId: number;
  shortDesc: string;
  description: string;
  total: number;
  discount: number;
  netPrice: number;
  stock: number;
  createdAt: string;
  /** When its discount ends (ISO), or null */
  dealEndsAt: string | null;
  photos: string[];
}

const DISCOUNTS = [5, 8, 10, 12, 15, 20, 25, 30, 35, 40, 50, 60] as const;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** Discounts from this one up are seeded as flash deals with an end. */
const FLASH_DEAL_MIN_DISCOUNT = 25;
/** Seeded deals end at one of the whole hours this far ahead. */
const FLASH_DEAL_HOURS = 72;

/**
 * Prices look like shop prices: Rs 12,499 rather than Rs 12,437. Variants are listed small to
 * large, so the n-th of k variants takes the n-th slice of the band (a 65 inch TV costs more).
 */
function shopPrice(random: Random, [min, max]: readonly [number, number], slice: number, slices: number): number {
  // Log scale, so cheap and dear items are both common within a wide band.
  const span = Math.log(max) - Math.log(min);
  const position = (slice + random.next()) / slices;
  const raw = Math.exp(Math.log(min) + position * span);
  if (raw >= 1000) return Math.max(999, Math.round(raw / 100) * 100 - 1);
  return Math.max(50, Math.round(raw / 10) * 10);
}

function modelCode(random: Random, brand: string): string {
  const letters =
    brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase() || 'X';
  return `${letters}-${random.int(10, 99)}${random.pick(['0', '5', '8'])}${random.pick(['', 'i', 'S', 'X'])}`;
}

function describe(
  spec: ChildSpec,
  random: Random,
  brand: string,
  item: string,
  variant: string,
  model?: string,
): string {
  const features = [...spec.features];
  for (let i = features.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [features[i], features[j]] = [features[j], features[i]];
  }
  features.length = Math.min(4, features.length);
  const rows: [string, string][] = [
    ['Brand', brand],
    ...(model ? [['Model', model] as [string, string]] : []),
    ['Type', item],
    ['Variant', variant],
    ['Warranty', spec.warranty ?? 'No warranty; 3 day return if unused'],
    ['Delivery', 'All over Pakistan, cash on delivery available'],
  ];
  const html =
    `<p>The ${brand} ${item} (${variant}) is a popular choice among ${spec.name}, sold here with genuine stock and a proper bill.</p>` +
    `<h3>Key features</h3><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>` +
    `<h3>Specifications</h3><table><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;
  return sanitizeDescription(html);
}

export class ProductGenerator {
  private readonly slugCounts = new Map<string, number>();
  /** Categories whose every brand, kind and variant name is taken (names are never freed). */
  private readonly exhausted = new Set<ChildSpec>();

  constructor(
    private readonly random: Random,
    private readonly children: readonly ChildCategoryTarget[],
    private readonly brandIds: ReadonlyMap<string, number>,
    private readonly now: number,
    /** Start of the seeded flash deals (ms); none when undefined */
    private readonly dealsFrom?: number,
  ) {
    if (children.length === 0) throw new Error('No child categories to put products in');
  }

  private uniqueSlug(name: string): string {
    const base = slugify(name);
    const count = (this.slugCounts.get(base) ?? 0) + 1;
    this.slugCounts.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  }

  /**
   * The drawn brand, kind and variant, or, when a product of that very name exists already (two
   * "Sunridge Chakki Atta 10 kg" at different prices look like a mistake), the nearest unused
   * combination: another variant, then another kind, then another brand of the category. No
   * further random draws, so the products after it stay as they were. When every combination is
   * taken (a very large catalogue), the drawn one is kept and only its slug differs.
   */
  private unusedChoice(spec: ChildSpec, brand: string, item: string, variantIndex: number) {
    // Once full, a category stays full: no search per product of a large benchmark catalogue.
    if (this.exhausted.has(spec)) return { brand, item, variantIndex };
    const b0 = spec.brands.indexOf(brand);
    const i0 = spec.items.indexOf(item);
    for (let b = 0; b < spec.brands.length; b += 1) {
      for (let i = 0; i < spec.items.length; i += 1) {
        for (let v = 0; v < spec.variants.length; v += 1) {
          const choice = {
            brand: spec.brands[(b0 + b) % spec.brands.length],
            item: spec.items[(i0 + i) % spec.items.length],
            variantIndex: (variantIndex + v) % spec.variants.length,
          };
          const name = [choice.brand, choice.item, spec.variants[choice.variantIndex]].join(' ');
          if (!this.slugCounts.has(slugify(name))) return choice;
        }
      }
    }
    this.exhausted.add(spec);
    return { brand, item, variantIndex };
  }

  /**
   * Big discounts end at a whole hour 1 to 72 hours after dealsFrom, spread by the product's index
   * (no random draw, so the rest of the catalogue is the same with or without deals).
   */
  private dealEnd(index: number, discount: number): string | null {
    if (this.dealsFrom === undefined || discount < FLASH_DEAL_MIN_DISCOUNT) return null;
    const hour = Math.floor(this.dealsFrom / HOUR_MS) * HOUR_MS;
    return new Date(hour + ((index % FLASH_DEAL_HOURS) + 1) * HOUR_MS).toISOString();
  }

  /** The index-th product; categories take turns so every one of them gets products. */
  product(index: number): GeneratedProduct {
    const { random } = this;
    const child = this.children[index % this.children.length];
    const spec = child.spec;
    const drawnBrand = random.pick(spec.brands);
    const drawnItem = random.pick(spec.items);
    const drawnVariant = random.int(0, spec.variants.length - 1);
    const model = spec.warranty && random.chance(0.5) ? modelCode(random, drawnBrand) : undefined;
    // A model code makes the name its own; otherwise the first unused name of the category.
    const { brand, item, variantIndex } = model
      ? { brand: drawnBrand, item: drawnItem, variantIndex: drawnVariant }
      : this.unusedChoice(spec, drawnBrand, drawnItem, drawnVariant);
    const variant = spec.variants[variantIndex];
    const name = [brand, model, item, variant].filter(Boolean).join(' ');
    const slug = this.uniqueSlug(name);
    const total = shopPrice(random, spec.price, variantIndex, spec.variants.length);
    const discount = random.chance(0.45) ? random.pick(DISCOUNTS) : 0;
    const stockRoll = random.next();
    const stock = stockRoll < 0.08 ? 0 : stockRoll < 0.2 ? random.int(1, 5) : random.int(6, 250);
    const photoCount = random.int(1, 5);
    const brandId = this.brandIds.get(slugify(brand));
    if (brandId === undefined) throw new Error(`Brand "${brand}" was not seeded`);
    return {
      slug,
      name,
      brandId,
      categoryId: child.id,
      shortDesc: `${item} by ${brand}, ${variant}. ${spec.features[0]}.`,
      description: describe(spec, random, brand, item, variant, model),
      total,
      discount,
      netPrice: Math.max(1, netPriceOf(total, discount)),
      stock,
      // Spread over the past year; whole seconds keep the order stable across drivers.
      createdAt: new Date(Math.floor((this.now - random.next() * YEAR_MS) / 1000) * 1000).toISOString(),
      dealEndsAt: this.dealEnd(index, discount),
      photos: Array.from({ length: photoCount }, (_, i) => productImageUrl(slug, i + 1)),
    };
  }
}
