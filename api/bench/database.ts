// Getting a database ready for a run, before the API starts on it: the catalogue of the wanted
// size (seeded once, then reused), and what the order target needs (customers with live tokens
// and addresses, products with plenty of stock, fresh order-rate counters).
import pg from 'pg';
import type { AppDatabase } from '../src/db/app-database';
import { migrate } from '../src/db/migrate';
import { resetDatabase, seedDatabase } from '../src/seed/seed-database';
import { hashPassword } from '../src/commerce/security/password';
import { newToken, sha256 } from '../src/commerce/security/secrets';
import { RATE_RULES } from '../src/commerce/security/rate-limiter';
import type { OrderFixture } from './order-target';

/** Enough stock that no run can empty it (the column is an integer). */
const STOCK = 1_000_000_000;
const ORDER_PRODUCTS = 100;

/** Creates the PostgreSQL database `name` on the server of `url` unless it exists. */
export async function ensurePostgresDatabase(url: string, name: string): Promise<string> {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return target.toString();
}

/** Seeds `products` products unless the database already holds exactly that many. */
export async function ensureCatalogue(db: AppDatabase, products: number, log: (line: string) => void) {
  await migrate(db);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  if (rows[0].n === products) {
    log(`  reusing ${products} products`);
    return;
  }
  log(`  seeding ${products} products (once; reused next time)…`);
  const started = Date.now();
  let lastReport = started;
  await resetDatabase(db);
  await seedDatabase(db, {
    products,
    customers: false,
    onProgress: (done, total) => {
      if (Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        log(`    ${done}/${total}`);
      }
    },
  });
  log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A product slug for the detail target: one from the middle of the catalogue. */
export async function sampleProductSlug(db: AppDatabase): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(
    'SELECT slug FROM products ORDER BY id OFFSET (SELECT count(*) / 2 FROM products) LIMIT 1',
  );
  return rows[0].slug;
}

/**
 * `count` bench customers (created once, each with an address in a city with couriers) with a new
 * token each, stocked products, and no order-rate counters left from an earlier bench.
 */
export async function prepareOrders(db: AppDatabase, count: number): Promise<OrderFixture> {
  const { rows: cities } = await db.query<{ id: number; state_id: number }>(
    `SELECT c.id, c.state_id FROM cities c
     WHERE EXISTS (SELECT 1 FROM courier_pricings cp WHERE cp.city_id = c.id) ORDER BY c.id LIMIT 1`,
  );
  const city = cities[0];
  const { rows: courier } = await db.query<{ id: number }>(
    'SELECT id FROM courier_pricings WHERE city_id = $1 ORDER BY price, id LIMIT 1',
    [city.id],
  );
  await db.query(
    `INSERT INTO users (name, email, phone, password_hash, email_verified_at)
     SELECT 'Bench Customer ' || i, 'bench.' || i || '@example.pk', '03001234567', $2, now()
     FROM generate_series(1, $1::int) AS i
     ON CONFLICT DO NOTHING`,
    [count, await hashPassword('Bench@12345')],
  );
  const { rows: users } = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE email LIKE 'bench.%@example.pk' ORDER BY id LIMIT $1`,
    [count],
  );
  const ids = users.map((u) => u.id);
  await db.query(
    `INSERT INTO addresses (user_id, address, postal_code, phone, state_id, city_id)
     SELECT id, 'House 1, Street 2', '54000', '03001234567', $2, $3 FROM unnest($1::int[]) AS id
     ON CONFLICT (user_id) DO NOTHING`,
    [ids, city.state_id, city.id],
  );
  const { rows: addresses } = await db.query<{ user_id: number; id: number }>(
    'SELECT user_id, id FROM addresses WHERE user_id = ANY($1::int[])',
    [ids],
  );
  const addressOf = new Map(addresses.map((a) => [a.user_id, a.id]));
  await db.query('DELETE FROM auth_tokens WHERE user_id = ANY($1::int[])', [ids]);
  const tokens = ids.map(() => newToken());
  await db.query(
    `INSERT INTO auth_tokens (user_id, token_hash, expires_at)
     SELECT user_id, token_hash, now() + interval '1 day' FROM unnest($1::int[], $2::text[]) AS t (user_id, token_hash)`,
    [ids, tokens.map(sha256)],
  );
  await db.query('DELETE FROM rate_limits WHERE key LIKE $1', [`${RATE_RULES.orderCreatePerCustomer.name}:%`]);
  const { rows: products } = await db.query<{ id: number }>(
    'UPDATE products SET stock = $2 WHERE id IN (SELECT id FROM products ORDER BY id LIMIT $1) RETURNING id',
    [ORDER_PRODUCTS, STOCK],
  );
  return {
    customers: ids.map((id, i) => ({ id, token: tokens[i], addressId: addressOf.get(id)! })),
    courierPricingId: courier[0].id,
    productIds: products.map((p) => p.id).sort((a, b) => a - b),
    offset: 0,
  };
}
