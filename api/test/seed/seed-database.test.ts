import type { Product } from '@storefront/shared/types';
import { loadMigrations } from '../../src/db/migrate';
import { isCatalogEmpty, resetDatabase, seedDatabase } from '../../src/seed/seed-database';
import { json } from '../helpers/http';
import { createTestApp, TEST_SEED_NOW, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 80 });
});
afterAll(async () => {
  await t?.close();
});

const count = async (sql: string) => (await t.db.query<{ n: number }>(sql)).rows[0].n;
const snapshot = async () =>
  (
    await t.db.query<{ slug: string; total: number; discount: number; stock: number; created_at: Date }>(
      'SELECT slug, total, discount, stock, created_at FROM products ORDER BY id',
    )
  ).rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));

describe('seedDatabase', () => {
  it('fills every catalogue table', async () => {
    expect(await count('SELECT count(*)::int AS n FROM products')).toBe(80);
    expect(await count('SELECT count(*)::int AS n FROM categories WHERE level = 1')).toBeGreaterThanOrEqual(8);
    expect(await count('SELECT count(*)::int AS n FROM categories WHERE level = 3')).toBeGreaterThan(40);
    expect(await count('SELECT count(*)::int AS n FROM brands')).toBeGreaterThanOrEqual(40);
    expect(await count('SELECT count(DISTINCT position)::int AS n FROM banners')).toBe(4);
    expect(await count('SELECT count(*)::int AS n FROM states')).toBe(7);
    expect(await count('SELECT count(*)::int AS n FROM couriers')).toBe(7);
    expect(await count('SELECT count(*)::int AS n FROM courier_pricings')).toBeGreaterThan(80);
    expect(await count(`SELECT count(*)::int AS n FROM products WHERE description ~* '<script|onclick'`)).toBe(0);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_photos ph WHERE ph.product_id = p.id)',
      ),
    ).toBe(0);
    expect(await isCatalogEmpty(t.db)).toBe(false);
  });

  it('--reset drops everything (commerce tables too) and the same seed gives the same catalogue', async () => {
    const before = await snapshot();
    await resetDatabase(t.db);
    expect(await isCatalogEmpty(t.db)).toBe(true);
    const applied = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
    expect(applied.rows.map((r) => r.name)).toEqual(loadMigrations().map((m) => m.name));
    await seedDatabase(t.db, { products: 80, now: TEST_SEED_NOW });
    expect(await snapshot()).toEqual(before);
  });

  it('answers through the API after a reset and re-seed', async () => {
    const res = await t.app.inject({ url: '/api/api/product/getRecentProducts?limit=3' });
    expect(res.statusCode).toBe(200);
    expect(json<Product[]>(res).data).toHaveLength(3);
  });
});

describe('seeding from several API copies at once', () => {
  it('seeds once and the others find it done', async () => {
    await resetDatabase(t.db);
    const results = await Promise.all([
      seedDatabase(t.db, { products: 20, now: TEST_SEED_NOW, customers: false }),
      seedDatabase(t.db, { products: 20, now: TEST_SEED_NOW, customers: false }),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await count('SELECT count(*)::int AS n FROM products')).toBe(20);
    expect(await seedDatabase(t.db, { products: 20 })).toBe(false);
  });
});
