// DATABASE_READ_URL: the catalogue reads from the replica, stock is taken on the primary. The
// replica is a copy of the primary (CREATE DATABASE … TEMPLATE), so the two can be told apart by
// changing a row in one only. PostgreSQL only (TEST_DATABASE_URL); the health check runs always.
import { randomBytes } from 'node:crypto';
import type { CreateOrderResult, ProductDetail } from '@storefront/shared/types';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { AppDatabase } from '../../src/db/app-database';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { seedDatabase } from '../../src/seed/seed-database';
import { createTestApp, TEST_SEED_NOW, type TestApp } from '../helpers/test-app';
import { API, call, createShopper, deliverableCity, stockOf } from '../commerce/commerce-test-kit';

const url = process.env.TEST_DATABASE_URL;
const describeOnPostgres = url ? describe : describe.skip;

describe('the health check with a read replica', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 0 });
  });
  afterAll(async () => t.close());

  it('answers 503 naming the replica when only the replica is down', async () => {
    const lostReplica = { ...t.db, query: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.6:5432')) };
    const app = await buildApp({ db: t.db, readDb: lostReplica, config: t.config });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        mess: 'The read replica (DATABASE_READ_URL) is not reachable right now',
      });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });
});

describeOnPostgres('catalogue reads on a read replica (PostgreSQL)', () => {
  const run = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const primaryName = `replica_test_primary_${run}`;
  const copyName = `replica_test_copy_${run}`;
  const urlOf = (name: string) => {
    const u = new URL(url!);
    u.pathname = `/${name}`;
    return u.toString();
  };
  let admin: pg.Client;
  let primary: AppDatabase;
  let copy: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${primaryName}"`);
    const seeding = await openPostgres(urlOf(primaryName));
    try {
      await migrate(seeding);
      await seedDatabase(seeding, { products: 20, now: TEST_SEED_NOW, customers: true });
    } finally {
      // A template database must have no open connection while it is copied.
      await seeding.close();
    }
    await admin.query(`CREATE DATABASE "${copyName}" TEMPLATE "${primaryName}"`);
    primary = await openPostgres(urlOf(primaryName));
    copy = await openPostgres(urlOf(copyName));
    app = await buildApp({ db: primary, readDb: copy, config: testConfig() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await copy?.close();
    await primary?.close();
    for (const name of [copyName, primaryName]) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  const firstProduct = async (db: AppDatabase) =>
    (await db.query<{ id: number; slug: string }>('SELECT id, slug FROM products ORDER BY id LIMIT 1')).rows[0];

  it('answers the catalogue from the copy', async () => {
    const { id, slug } = await firstProduct(primary);
    await copy.query("UPDATE products SET name = 'Only on the replica' WHERE id = $1", [id]);
    const res = await call<ProductDetail>(app, {
      method: 'GET',
      url: `${API}/product/getProductBySlug?slug=${encodeURIComponent(slug)}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Only on the replica');
    const onPrimary = await primary.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [id]);
    expect(onPrimary.rows[0].name).not.toBe('Only on the replica');
  });

  it('takes the stock of an order on the primary, never on the copy', async () => {
    const { id } = await firstProduct(primary);
    const place = await deliverableCity(primary);
    const shopper = await createShopper(primary, place);
    const [primaryBefore, copyBefore] = [await stockOf(primary, id), await stockOf(copy, id)];
    const res = await call<CreateOrderResult>(app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: shopper.headers,
      payload: {
        items: [{ id, quantity: 2 }],
        paymentMethod: 'cod',
        courierPricingId: place.courierPricingIds[0],
        customerId: shopper.id,
        addressId: shopper.addressId,
      },
    });
    expect(res.status).toBe(201);
    expect(await stockOf(primary, id)).toBe(primaryBefore - 2);
    expect(await stockOf(copy, id)).toBe(copyBefore);
    const orders = await primary.query('SELECT 1 FROM orders WHERE id = $1', [res.body.data.orderId]);
    expect(orders.rows).toHaveLength(1);
  });

  it('checks both databases in the health check', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});
