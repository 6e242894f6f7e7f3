// npm run bench -w api [-- --products 100000 --duration 10 --connections 10 --port 0 --reset
//                          --database-url postgres://…]
// Seeds (or reuses) a large catalogue in its own PGlite folder (or, with --database-url, in a
// `bench` schema of that PostgreSQL server), starts the API in-process and
// measures search, a category listing and a product page with autocannon. Figures are printed,
// never asserted: they depend on the machine.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { resetDatabase, seedDatabase } from '../src/seed/seed-database';

const BENCH_DIR = path.resolve(__dirname, '..', '.data', 'bench-pglite');

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} must be a whole number (got "${value}")`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      port: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
    },
  });
  const products = positive('products', values.products, 100_000);
  const duration = positive('duration', values.duration, 10);
  const connections = positive('connections', values.connections, 10);
  const port = positive('port', values.port, 0);

  const url = values['database-url'];
  const db = url ? await openPostgres(url, { schema: 'bench' }) : await openPglite(BENCH_DIR);
  const where = url ? 'schema "bench" of the PostgreSQL server' : path.relative(process.cwd(), BENCH_DIR);
  try {
    await migrate(db);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    if (values.reset || rows[0].n !== products) {
      console.log(`Seeding ${products} products into ${where} (once; reused next time)…`);
      const started = Date.now();
      await resetDatabase(db);
      await seedDatabase(db, { products, customers: false });
      console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      console.log(`Reusing ${rows[0].n} products in ${where}`);
    }

    const app = await buildApp({ db, config: testConfig() });
    await app.listen({ port, host: '127.0.0.1' });
    const { port: actualPort } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${actualPort}/api/api`;
    const sample = await db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id DESC LIMIT 1');
    const targets = [
      { title: 'search "samsung led"', url: `${base}/product/search?q=samsung%20led` },
      {
        title: 'listing /category/electronics page 3, priceAsc',
        url: `${base}/category/electronics?page=3&orderBy=priceAsc`,
      },
      {
        title: 'listing child category with brand + onSale',
        url: `${base}/product/getProductsByChildCategorySlug?slug=android-phones&brand=samsung,infinix&onSale=true`,
      },
      { title: 'product by slug', url: `${base}/product/getProductBySlug?slug=${sample.rows[0].slug}` },
    ];

    console.log(`\n${db.kind}: ${connections} connections, ${duration} s per target\n`);
    console.log(
      'target'.padEnd(52),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p90 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(8),
    );
    try {
      for (const target of targets) {
        const result = await autocannon({ url: target.url, connections, duration, title: target.title });
        const failures = result.errors + result.timeouts + result.non2xx;
        console.log(
          target.title.padEnd(52),
          result.requests.average.toFixed(0).padStart(8),
          String(result.latency.p50).padStart(8),
          String(result.latency.p90).padStart(8),
          String(result.latency.p99).padStart(8),
          String(failures).padStart(8),
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
