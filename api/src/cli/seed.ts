// npm run seed -w api [-- --products N] [--reset [--force]]
// Seeds the configured database if it is empty (or after --reset drops everything; with
// NODE_ENV=production only together with --force).
import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from '../config';
import { acquireDataLock } from '../db/data-lock';
import { openDatabase } from '../db/open-database';
import { migrate } from '../db/migrate';
import { DEFAULT_PRODUCT_COUNT, isCatalogEmpty, resetDatabase, seedDatabase } from '../seed/seed-database';

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run seed -w api -- [--products N] [--reset [--force]]');
    return;
  }
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products);
  if (!Number.isSafeInteger(products) || products < 1) {
    throw new Error(`--products must be a whole number of at least 1 (got "${values.products}")`);
  }
  loadEnvFile();
  const config = loadConfig();
  if (values.reset && config.nodeEnv === 'production' && !values.force) {
    throw new Error(
      'Refusing to drop a production database (NODE_ENV=production): add --force if that is really meant.',
    );
  }
  // The embedded database's folder may be opened by one process only: not while the API runs on it.
  const lock = config.databaseUrl ? undefined : await acquireDataLock(config.pgliteDir, 'command');
  const db = await openDatabase(config);
  try {
    if (values.reset) {
      console.log('Dropping all tables…');
      await resetDatabase(db);
    } else {
      await migrate(db);
    }
    if (!(await isCatalogEmpty(db))) {
      console.log('The database already has a catalogue; use --reset to replace it.');
      return;
    }
    const started = Date.now();
    let lastReport = 0;
    await seedDatabase(db, {
      products,
      onProgress: (done, total) => {
        if (done === total || Date.now() - lastReport > 2000) {
          lastReport = Date.now();
          console.log(`  products ${done}/${total}`);
        }
      },
    });
    console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.kind}).`);
  } finally {
    await db.close();
    lock?.release();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
