// The session rules on the server: the spec's one-hour session, renewed by activity, ends when
// unused for an hour; logging out revokes the token; and a token that has ended, been revoked or
// was never issued gets the same 401 on every route that needs a login.
import { createHash } from 'node:crypto';
import { DEFAULT_SESSION_IDLE_MINUTES } from '../../src/config';
import { SESSION_EXPIRED } from '../../src/commerce/auth/authenticate';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, call, createCustomer, type TestCustomer } from '../commerce/commerce-test-kit';
import {
  envelopeProblem,
  fillPath,
  freshIp,
  reportCounts,
  routesNeedingLogin,
  type RegisteredRoute,
} from './security-kit';

let t: TestApp;
let needing: RegisteredRoute[];
let cases = 0;
const TIMEOUT = 60_000;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  needing = await routesNeedingLogin(t.app);
}, TIMEOUT);
afterAll(async () => {
  reportCounts('session rules', { 'routes needing a login': needing?.length ?? 0, 'requests checked': cases });
  await t?.close();
});

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function expiresInMinutes(token: string): Promise<number> {
  const { rows } = await t.db.query<{ minutes: number }>(
    `SELECT extract(epoch FROM expires_at - now()) / 60 AS minutes FROM auth_tokens WHERE token_hash = $1`,
    [hashOf(token)],
  );
  return Number(rows[0].minutes);
}

const orders = (who: { headers: Record<string, string> }) => {
  cases += 1;
  return call(t.app, { method: 'GET', url: `${API}/order/list`, headers: who.headers, ip: freshIp() });
};

/**
 * Every route that needs a login, called with this token: each must answer 401 'Your session has
 * expired'. Logout aside: it answers 200 to any well-formed token, so a client whose own hour ran
 * out can still revoke it (and revoking one already ended changes nothing).
 */
async function refusedEverywhere(customer: TestCustomer): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of needing.filter((r) => !r.url.endsWith('/auth/logout'))) {
    cases += 1;
    const res = await call(t.app, {
      method: route.method,
      url: fillPath(route.url, () => '1'),
      headers: customer.headers,
      ip: freshIp(),
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    if (res.status !== 401 || res.body.mess !== SESSION_EXPIRED || envelopeProblem(res) !== null) {
      wrong.push(`${route.method} ${route.url}: ${res.status} ${res.raw.body.slice(0, 120)}`);
    }
  }
  return wrong;
}

test('a session renewed by activity lasts an hour from the last call', async () => {
  const customer = await createCustomer(t.db);
  // Five minutes left: a call moves the end to an hour from now.
  await t.db.query(`UPDATE auth_tokens SET expires_at = now() + interval '5 minutes' WHERE token_hash = $1`, [
    hashOf(customer.token),
  ]);
  expect((await orders(customer)).status).toBe(200);
  const left = await expiresInMinutes(customer.token);
  expect(left).toBeGreaterThan(DEFAULT_SESSION_IDLE_MINUTES - 2);
  expect(left).toBeLessThanOrEqual(DEFAULT_SESSION_IDLE_MINUTES);
});

test('a session unused for the idle hour has ended on every route', async () => {
  const customer = await createCustomer(t.db);
  expect((await orders(customer)).status).toBe(200);
  await t.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
    hashOf(customer.token),
  ]);
  expect(needing.length).toBeGreaterThan(5);
  expect(await refusedEverywhere(customer)).toEqual([]);
});

test('logging out revokes the token on every route, and only that token', async () => {
  const customer = await createCustomer(t.db);
  const otherDevice = await createCustomer(t.db);
  cases += 1;
  const out = await call(t.app, { method: 'POST', url: `${API}/auth/logout`, headers: customer.headers });
  expect(out.status).toBe(200);
  expect(await refusedEverywhere(customer)).toEqual([]);
  expect((await orders(otherDevice)).status).toBe(200);
});

test('a token never issued is refused like an ended one', async () => {
  const forged = { ...(await createCustomer(t.db)) };
  forged.headers = { authorization: `Bearer ${'A'.repeat(43)}` };
  expect(await refusedEverywhere(forged)).toEqual([]);
});
