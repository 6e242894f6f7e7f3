// Builds the whole API in-process on a fresh database for a test file:
// PGlite in memory by default, or a schema of its own on the PostgreSQL server named by
// TEST_DATABASE_URL (dropped again on close). Migrated and seeded with a small fixed catalogue.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { CardPayments } from '../../src/commerce/checkout/card-payments';
import { testConfig, type AppConfig } from '../../src/config';
import type { AppDatabase } from '../../src/db/app-database';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { dropSchema, openPostgres } from '../../src/db/postgres';
import { seedDatabase } from '../../src/seed/seed-database';

export interface TestApp {
  app: FastifyInstance;
  db: AppDatabase;
  config: AppConfig;
  /** Closes the app and the database; a plain function, so it can be taken out of the object. */
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Products in the seeded catalogue (default 160); 0 seeds nothing at all */
  products?: number;
  /** Run the commerce seed (demo customer) when it exists; default true */
  customers?: boolean;
  config?: Partial<AppConfig>;
  /** The card-payment provider, built from the test's config (default: the one the config names). */
  cardPayments?: (config: AppConfig) => CardPayments;
  /** Where log lines go; set config.logLevel too (tests are silent by default). */
  logStream?: NodeJS.WritableStream;
}

/** Fixed "now" for seeded product dates, so every run sees the same catalogue. */
export const TEST_SEED_NOW = Date.parse('2025-06-01T00:00:00Z');

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const db = url ? await openPostgres(url, { schema }) : await openPglite(undefined);
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await db.close();
    if (url && schema) await dropSchema(url, schema);
  };
  try {
    await migrate(db);
    const products = options.products ?? 160;
    if (products > 0) {
      await seedDatabase(db, { products, now: TEST_SEED_NOW, customers: options.customers ?? true });
    }
    const config = testConfig(options.config);
    app = await buildApp({ db, config, cardPayments: options.cardPayments?.(config), logStream: options.logStream });
    await app.ready();
    return { app, db, config, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
