// Fills a migrated database with the demo data: catalogue, banners, delivery geography, and the
// demo customer from the commerce module when it provides one.
import type { AppDatabase } from '../db/app-database';
import type { Database, Queryable } from '../db/types';
import { migrate } from '../db/migrate';
import {
  seedBanners,
  seedBrands,
  seedCategories,
  seedLocations,
  seedProducts,
  type CatalogSeedOptions,
} from './seed-catalog';

export const DEFAULT_PRODUCT_COUNT = 640;

export type SeedOptions = Partial<CatalogSeedOptions> & {
  /** Also run the commerce seed (demo customer, address, orders) when that module exists */
  customers?: boolean;
};

export async function isCatalogEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
  return rows[0].n === 0;
}

type CustomerSeeder = (db: Database) => Promise<unknown>;

/** The commerce module's seeder, if that module is present in this build. */
async function loadCustomerSeeder(): Promise<CustomerSeeder | undefined> {
  // A variable path keeps the catalogue independent of the commerce module at compile time.
  const modulePath = '../commerce/seed-customers';
  try {
    const mod = (await import(modulePath)) as { seedCustomers?: CustomerSeeder };
    return mod.seedCustomers;
  } catch (err) {
    const error = err as NodeJS.ErrnoException;
    if (error.code === 'MODULE_NOT_FOUND' && String(error.message).includes('seed-customers')) return undefined;
    throw err;
  }
}

const SEED_LOCK_KEY = 4_004_002;

/**
 * Seeds the catalogue when it is empty. Several API copies may start on one empty database at
 * once: an advisory lock lets the first seed while the others wait, then find it done.
 * @returns whether this call seeded the catalogue
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const products = options.products ?? DEFAULT_PRODUCT_COUNT;
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (!(await isCatalogEmpty(tx))) return false;
    const children = await seedCategories(tx);
    const brandIds = await seedBrands(tx);
    // Flash deals end from now on, unless the catalogue is pinned to a fixed "now" (tests).
    const dealsFrom = options.dealsFrom ?? (options.now === undefined ? Date.now() : undefined);
    await seedProducts(tx, children, brandIds, { ...options, products, dealsFrom });
    await seedBanners(tx);
    await seedLocations(tx);
    return true;
  });
  if (!seeded) return false;
  // Fresh statistics for the planner, and a visibility map so listings can use index-only scans
  // (PGlite has no autovacuum to do this later).
  await db.query('VACUUM ANALYZE');
  if (options.customers !== false) {
    const seedCustomers = await loadCustomerSeeder();
    if (seedCustomers) await seedCustomers(db);
  }
  return true;
}

// Everything in the current schema that migrations create (tables, views, sequences, types,
// functions), but not extension members such as pg_trgm's functions, which may serve other schemas.
const DROP_SCHEMA_OBJECTS = `
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT format('DROP VIEW IF EXISTS %I.%I CASCADE', schemaname, viewname) AS stmt
             FROM pg_views WHERE schemaname = current_schema() LOOP EXECUTE r.stmt; END LOOP;
  FOR r IN SELECT format('DROP TABLE IF EXISTS %I.%I CASCADE', schemaname, tablename) AS stmt
             FROM pg_tables WHERE schemaname = current_schema() LOOP EXECUTE r.stmt; END LOOP;
  FOR r IN SELECT format('DROP SEQUENCE IF EXISTS %I.%I CASCADE', sequence_schema, sequence_name) AS stmt
             FROM information_schema.sequences WHERE sequence_schema = current_schema() LOOP EXECUTE r.stmt; END LOOP;
  FOR r IN SELECT format('DROP TYPE IF EXISTS %I.%I CASCADE', n.nspname, t.typname) AS stmt
             FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
            WHERE n.nspname = current_schema() AND t.typtype IN ('e', 'd')
              AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e') LOOP EXECUTE r.stmt; END LOOP;
  FOR r IN SELECT format('DROP FUNCTION IF EXISTS %I.%I(%s) CASCADE', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) AS stmt
             FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname = current_schema()
              AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') LOOP EXECUTE r.stmt; END LOOP;
END $$;`;

/** Drops everything the migrations made in the current schema (catalogue and commerce alike) and migrates again. */
export async function resetDatabase(db: AppDatabase): Promise<void> {
  await db.scriptTransaction((tx) => tx.exec(DROP_SCHEMA_OBJECTS));
  await migrate(db);
}
