// order:status while the API runs on the embedded database: the API holds the PGlite folder, so
// the command sends its change to the API's local admin route instead of opening the folder (a
// second process opening it would lose the change).
import type { CreateOrderResult } from '@storefront/shared/types';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { runOrderStatus } from '../../src/cli/order-status';
import { lockFileOf } from '../../src/db/data-lock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { json } from '../helpers/http';
import { API, call, createCustomer, deliverableCity, giveAddress, productWithStock } from './commerce-test-kit';

const API_DIR = path.resolve(__dirname, '../..');
const TOKEN = 'test-admin-token-0123456789abcdefghijklmnopqrstuv';

let t: TestApp;
let server: FastifyInstance;
let adminUrl: string;
const made: string[] = [];
const tempFolder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  // The same database behind a second app that, like the server on PGlite, has the admin routes.
  server = await buildApp({ db: t.db, config: t.config, adminToken: TOKEN });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address() as { port: number };
  adminUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  await t?.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function placeOrder(paymentMethod: 'cod' | 'stripe' = 'cod'): Promise<{ id: number; number: string }> {
  const customer = await createCustomer(t.db);
  const place = await deliverableCity(t.db);
  const addressId = await giveAddress(t.db, customer.id, place);
  const product = await productWithStock(t.db, 5, 45);
  const res = await call<CreateOrderResult>(t.app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: customer.headers,
    payload: {
      items: [{ id: product.id, quantity: 1 }],
      paymentMethod,
      courierPricingId: place.courierPricingIds[0],
      customerId: customer.id,
      addressId,
    },
  });
  return { id: res.body.data.orderId, number: res.body.data.number };
}

const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id])).rows[0].status;

/** A data folder whose lock says a server (this process) runs with the admin route at `url`. */
function folderHeldByServer(
  details: { adminUrl?: string | null; token?: string } = { adminUrl, token: TOKEN },
): string {
  const dir = tempFolder('pglite-held-');
  writeFileSync(
    lockFileOf(dir),
    JSON.stringify({ pid: process.pid, role: 'server', startedAt: new Date().toISOString(), ...details }),
    { mode: 0o600 },
  );
  return dir;
}

async function cli(args: string[], pgliteDir: string, waitForServerMs = 2000) {
  const lines: string[] = [];
  const code = await runOrderStatus(args, {
    out: (l) => lines.push(l),
    config: { databaseUrl: undefined, pgliteDir },
    waitForServerMs,
  });
  return { code, text: lines.join('\n') };
}

describe('admin route', () => {
  const post = (options: {
    token?: string;
    remoteAddress?: string;
    headers?: Record<string, string>;
    payload?: object;
  }) =>
    server.inject({
      method: 'POST',
      url: '/admin/order-status',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: {
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
      payload: options.payload ?? {},
    });

  it('moves an order for a local caller with the token', async () => {
    const order = await placeOrder();
    const res = await post({ token: TOKEN, payload: { number: order.number.toLowerCase(), status: 'Confirmed' } });
    expect(res.statusCode).toBe(200);
    expect(json(res).mess).toBe(`Order ${order.number}: pending → confirmed`);
    expect(await statusOf(order.id)).toBe('confirmed');
  });

  it('refuses other machines, proxied requests and wrong or missing tokens, changing nothing', async () => {
    const order = await placeOrder();
    const payload = { number: order.number, status: 'confirmed' };
    expect((await post({ token: TOKEN, remoteAddress: '10.0.0.7', payload })).statusCode).toBe(403);
    expect((await post({ token: TOKEN, headers: { 'x-forwarded-for': '127.0.0.1' }, payload })).statusCode).toBe(403);
    expect((await post({ token: 'wrong', payload })).statusCode).toBe(401);
    expect((await post({ payload })).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('answers refused moves and unknown orders like the command does', async () => {
    const order = await placeOrder();
    const skip = await post({ token: TOKEN, payload: { number: order.number, status: 'shipped' } });
    expect(skip.statusCode).toBe(409);
    expect(json(skip).mess).toBe(
      `Order ${order.number} is pending; it can only move to confirmed or cancelled, not shipped`,
    );
    expect((await post({ token: TOKEN, payload: { number: 'SF-0000-000000', status: 'confirmed' } })).statusCode).toBe(
      404,
    );
    expect((await post({ token: TOKEN, payload: { number: order.number, status: 'lost' } })).statusCode).toBe(400);
  });

  it("cancelling a card order closes its open checkout at the server's payment provider", async () => {
    const cancelCheckout = jest.fn(() => Promise.resolve());
    const withProvider = await buildApp({
      db: t.db,
      config: t.config,
      adminToken: TOKEN,
      cardPayments: { provider: 'stripe', startCheckout: jest.fn(), cancelCheckout },
    });
    try {
      const order = await placeOrder('stripe');
      const { rows } = await t.db.query<{ ref: string }>(
        'SELECT provider_ref AS ref FROM payments WHERE order_id = $1',
        [order.id],
      );
      const res = await withProvider.inject({
        method: 'POST',
        url: '/admin/order-status',
        remoteAddress: '127.0.0.1',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { number: order.number, status: 'cancelled' },
      });
      expect(res.statusCode).toBe(200);
      expect(cancelCheckout).toHaveBeenCalledWith(rows[0].ref);
    } finally {
      await withProvider.close();
    }
  });

  it('does not exist without a token (PostgreSQL servers, tests) nor under the proxied /api prefix', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/admin/order-status', remoteAddress: '127.0.0.1', payload: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (await server.inject({ method: 'POST', url: '/api/admin/order-status', remoteAddress: '127.0.0.1', payload: {} }))
        .statusCode,
    ).toBe(404);
  });
});

describe('order:status while the API holds the PGlite folder', () => {
  it('sends the change to the running API', async () => {
    const order = await placeOrder();
    const dir = folderHeldByServer();
    const res = await cli([order.number, 'confirmed'], dir);
    expect(res).toEqual({ code: 0, text: `Order ${order.number}: pending → confirmed` });
    expect(await statusOf(order.id)).toBe('confirmed');
    const refused = await cli([order.number, 'delivered'], dir);
    expect(refused.code).toBe(1);
    expect(refused.text).toBe(
      `Order ${order.number} is confirmed; it can only move to processed or cancelled, not delivered`,
    );
    // The command never opened the folder: the lock is still the server's.
    expect(existsSync(lockFileOf(dir))).toBe(true);
  });

  it('explains a server that is still starting, unreachable or has another token', async () => {
    const order = await placeOrder();
    expect((await cli([order.number, 'confirmed'], folderHeldByServer({}), 300)).text).toMatch(
      /not ready to take commands yet/,
    );
    expect((await cli([order.number, 'confirmed'], folderHeldByServer({ adminUrl: null, token: TOKEN }))).text).toMatch(
      /does not listen on this machine's loopback/,
    );
    expect(
      (await cli([order.number, 'confirmed'], folderHeldByServer({ adminUrl: 'http://127.0.0.1:1', token: TOKEN })))
        .text,
    ).toMatch(/Could not reach the API/);
    const wrong = await cli([order.number, 'confirmed'], folderHeldByServer({ adminUrl, token: 'stale-token' }));
    expect(wrong).toEqual({ code: 1, text: 'Missing or wrong admin token' });
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('as a real command: reads the configuration like the server and reaches the API', async () => {
    const order = await placeOrder();
    const dir = folderHeldByServer();
    const tsx = require.resolve('tsx/cli');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [tsx, 'src/cli/order-status.ts', order.number, 'confirmed'],
      {
        cwd: API_DIR,
        env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '', NODE_ENV: 'development', TEST_DATABASE_URL: '' },
      },
    );
    expect(stdout.trim()).toBe(`Order ${order.number}: pending → confirmed`);
    expect(await statusOf(order.id)).toBe('confirmed');
  });
});

describe('order:status with no API running on the folder', () => {
  it('opens the folder itself, under its lock, and lets go of it', async () => {
    const dir = tempFolder('pglite-free-');
    const res = await cli(['SF-0000-000001', 'confirmed'], dir);
    expect(res).toEqual({ code: 1, text: 'Order SF-0000-000001 not found' });
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });
});
