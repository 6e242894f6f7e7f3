import { CATALOG_TREE, brandNames } from './catalog-data';
import { ProductGenerator, type ChildCategoryTarget } from './product-generator';
import { createRandom } from './prng';
import { slugify } from './slugify';
import { BANNERS } from './banners-data';
import { COURIERS, STATES } from './locations-data';

const children: ChildCategoryTarget[] = CATALOG_TREE.flatMap((top) => top.subs.flatMap((sub) => sub.children)).map(
  (spec, i) => ({ id: i + 1, spec }),
);
const brandIds = new Map(brandNames().map((name, i) => [slugify(name), i + 1]));
const NOW = Date.parse('2025-06-01T00:00:00Z');

function generate(count: number, seed = 7) {
  const generator = new ProductGenerator(createRandom(seed), children, brandIds, NOW);
  return Array.from({ length: count }, (_, i) => generator.product(i));
}

describe('demo catalogue data', () => {
  it('has 8+ top categories, 40+ brands and slugs that are unique where the routes need them', () => {
    expect(CATALOG_TREE.length).toBeGreaterThanOrEqual(8);
    expect(brandNames().length).toBeGreaterThanOrEqual(40);
    expect(new Set(brandNames().map(slugify)).size).toBe(brandNames().length);
    const subSlugs = CATALOG_TREE.flatMap((t) => t.subs.map((s) => slugify(s.name)));
    expect(new Set(subSlugs).size).toBe(subSlugs.length);
    const childSlugs = children.map((c) => slugify(c.spec.name));
    expect(new Set(childSlugs).size).toBe(childSlugs.length);
    for (const brand of [
      'Haier',
      'Dawlance',
      'Orient',
      'PEL',
      'Infinix',
      'Tecno',
      'Samsung',
      'Khaadi',
      'Gul Ahmed',
      'Sapphire',
      'J.',
      'Bata',
      'Servis',
      'Nestle',
      'National Foods',
      'Shan',
    ]) {
      expect(brandNames()).toContain(brand);
    }
  });

  it('covers every province and territory, all couriers, and banners for all four slots', () => {
    expect(STATES).toHaveLength(7);
    const used = new Set(STATES.flatMap((s) => s.cities.flatMap((c) => Object.keys(c.couriers))));
    expect([...used].sort()).toEqual([...COURIERS].sort());
    // Every city can be delivered to, by at least two couriers to choose from.
    expect(
      STATES.flatMap((s) => s.cities)
        .filter((c) => Object.keys(c.couriers).length < 2)
        .map((c) => c.name),
    ).toEqual([]);
    expect(new Set(BANNERS.map((b) => b.position))).toEqual(
      new Set(['main-banner', 'hot-banner', 'side-banner', 'gear-up-banner']),
    );
  });

  it('slugifies names for URLs', () => {
    expect(slugify('Mobiles & Tablets')).toBe('mobiles-and-tablets');
    expect(slugify("Women's Clothing")).toBe('womens-clothing');
    expect(slugify('J.')).toBe('j');
    expect(slugify('TRESemmé')).toBe('tresemme');
  });
});

describe('ProductGenerator', () => {
  const products = generate(700);

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generate(50)).toEqual(products.slice(0, 50));
    expect(generate(50, 8).map((p) => p.name)).not.toEqual(products.slice(0, 50).map((p) => p.name));
  });

  it('writes valid products: unique slugs, whole-rupee prices, the net price rule, 1-5 photos', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isInteger(p.total) && p.total > 0).toBe(true);
      expect(p.discount).toBeGreaterThanOrEqual(0);
      expect(p.discount).toBeLessThanOrEqual(90);
      expect(p.netPrice).toBe(Math.round((p.total * (100 - p.discount)) / 100));
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.photos.length).toBeGreaterThanOrEqual(1);
      expect(p.photos.length).toBeLessThanOrEqual(5);
      expect(Date.parse(p.createdAt)).toBeLessThanOrEqual(NOW);
      expect(p.description).not.toMatch(/<script/i);
    }
  });

  it('puts a good share on discount, some out of stock, and every child category gets products', () => {
    const discounted = products.filter((p) => p.discount > 0).length / products.length;
    expect(discounted).toBeGreaterThan(0.3);
    expect(discounted).toBeLessThan(0.6);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(new Set(products.map((p) => p.categoryId)).size).toBe(children.length);
  });

  it('gives every product of the demo catalogue its own name (no two "Sunridge Chakki Atta 10 kg" at different prices)', () => {
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    const demo = new ProductGenerator(createRandom(20250501), children, brandIds, NOW);
    const names = Array.from({ length: 640 }, (_, i) => demo.product(i).name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('still makes a catalogue larger than the names allow, with unique slugs', () => {
    const big = generate(5000);
    expect(new Set(big.map((p) => p.slug)).size).toBe(big.length);
  });

  it('prices bigger variants higher', () => {
    const tvs = products.filter((p) => p.name.includes('LED TV') || p.name.includes('QLED'));
    const avg = (size: string) => {
      const list = tvs.filter((p) => p.name.endsWith(size));
      return list.reduce((s, p) => s + p.total, 0) / Math.max(1, list.length);
    };
    expect(avg('65 inch')).toBeGreaterThan(avg('32 inch'));
  });
});
