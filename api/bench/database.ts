// Getting a database ready for a run, before the API starts on it: the catalogue of the wanted
// size (seeded once, then reused), and what the order target needs (customers with live tokens
// and addresses, popular products with plenty of stock, fresh order-rate counters), and the checks
// of the orders a run placed.
import pg from 'pg';
import type { AppDatabase } from '../src/db/app-database';
import { migrate } from '../src/db/migrate';
import { resetDatabase, seedDatabase } from '../src/seed/seed-database';
import { hashPassword } from '../src/commerce/security/password';
import { newToken, sha256 } from '../src/commerce/security/secrets';
import { RATE_RULES } from '../src/commerce/security/rate-limiter';
import { POPULAR_PRODUCTS, type OrderFixture, type OrderMark } from './order-target';

/** Enough stock that no run can empty it (the column is an integer). */
const STOCK = 1_000_000_000;

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

/**
 * Vacuums and analyses every table, so each run is planned on statistics of the data as it is and
 * starts without the dead rows earlier runs left. A server with autovacuum off (some test and CI
 * servers) never does this by itself: its order lines, analysed while empty, were read by
 * sequential scans, and each run measured slower than the one before.
 */
export async function vacuumAnalyze(db: AppDatabase): Promise<void> {
  await db.query('VACUUM (ANALYZE)');
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
 * token each, the stocked popular products, and no order-rate counters or waiting orders left from
 * an earlier bench.
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
  // Earlier runs' orders count as delivered, so the per-customer holding limits see this run's only.
  await db.query(
    `UPDATE orders SET status = 'delivered' WHERE customer_id = ANY($1::int[]) AND status IN ('pending', 'confirmed', 'processed')`,
    [ids],
  );
  const { rows: products } = await db.query<{ id: number }>(
    'UPDATE products SET stock = $2 WHERE id IN (SELECT id FROM products ORDER BY id LIMIT $1) RETURNING id',
    [POPULAR_PRODUCTS, STOCK],
  );
  const productIds = products.map((p) => p.id).sort((a, b) => a - b);
  return {
    customers: ids.map((id, i) => ({ id, token: tokens[i], addressId: addressOf.get(id)! })),
    courierPricingId: courier[0].id,
    productIds,
    offset: 0,
    mark: await markOrders(db, productIds),
  };
}

async function stockOf(db: AppDatabase, productIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number; stock: number }>(
    'SELECT id, stock FROM products WHERE id = ANY($1::int[])',
    [productIds],
  );
  const stock = new Map(rows.map((r) => [r.id, Number(r.stock)]));
  return productIds.map((id) => stock.get(id)!);
}

async function deadlocks(db: AppDatabase): Promise<number | null> {
  if (db.kind !== 'postgres') return null;
  const { rows } = await db.query<{ n: string }>(
    'SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0].n);
}

async function markOrders(db: AppDatabase, productIds: number[]): Promise<OrderMark> {
  const { rows } = await db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM orders');
  return { sinceOrderId: rows[0].id, stock: await stockOf(db, productIds), deadlocks: await deadlocks(db) };
}

/** What the orders placed since the mark did to the popular products' stock. */
export interface OrderCheck {
  orders: number;
  /** units the orders' lines hold, and units gone from stock: equal unless something was lost */
  ordered: number;
  taken: number;
  /** products whose stock taken differs from their lines' quantities, or went below 0 */
  mismatched: number;
  /** orders without lines or payment, or whose sub-total is not their lines' */
  halfWritten: number;
  deadlocks: number | null;
  ok: boolean;
}

/** Checks the orders placed since fixture.mark: no oversell, nothing half-written, no deadlock. */
export async function checkOrders(db: AppDatabase, fixture: OrderFixture): Promise<OrderCheck> {
  const { mark, productIds } = fixture;
  const { rows: lines } = await db.query<{ product_id: number; qty: string }>(
    `SELECT i.product_id, sum(i.qty) AS qty FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.id > $1 AND o.status <> 'cancelled' GROUP BY i.product_id`,
    [mark.sinceOrderId],
  );
  const orderedOf = new Map(lines.map((l) => [l.product_id, Number(l.qty)]));
  const after = await stockOf(db, productIds);
  const taken = productIds.map((_, i) => mark.stock[i] - after[i]);
  const ordered = productIds.map((id) => orderedOf.get(id) ?? 0);
  const mismatched = productIds.filter((_, i) => taken[i] !== ordered[i] || after[i] < 0).length;
  const { rows } = await db.query<{ orders: number; half: number }>(
    `SELECT count(*)::int AS orders,
       count(*) FILTER (WHERE pay.n IS DISTINCT FROM 1 OR items.n = 0 OR items.sub IS DISTINCT FROM o.sub_total)::int AS half
     FROM orders o
     CROSS JOIN LATERAL (SELECT count(*) AS n, sum(total) AS sub FROM order_items WHERE order_id = o.id) items
     LEFT JOIN LATERAL (SELECT count(*) AS n FROM payments WHERE order_id = o.id) pay ON true
     WHERE o.id > $1`,
    [mark.sinceOrderId],
  );
  const now = await deadlocks(db);
  const deadlocksSince = now === null || mark.deadlocks === null ? null : now - mark.deadlocks;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    orders: rows[0].orders,
    ordered: sum(ordered),
    taken: sum(taken),
    mismatched,
    halfWritten: rows[0].half,
    deadlocks: deadlocksSince,
    ok: mismatched === 0 && rows[0].half === 0 && !deadlocksSince,
  };
}

/** One line for the report, e.g. "stock check: 9,812 orders, 29,436 units ordered = taken, ...: ok". */
export function describeOrderCheck(check: OrderCheck): string {
  const n = (x: number) => x.toLocaleString('en');
  const parts = [
    `${n(check.orders)} orders`,
    `${n(check.ordered)} units ordered, ${n(check.taken)} taken from stock`,
    `${check.mismatched} products oversold or mismatched`,
    `${check.halfWritten} orders half-written`,
    check.deadlocks === null ? 'deadlocks: none possible (one connection)' : `${check.deadlocks} deadlocks`,
  ];
  return `order check: ${parts.join(', ')}: ${check.ok ? 'ok' : 'FAILED'}`;
}
