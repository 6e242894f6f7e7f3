// The server keeps the spec's session: one hour from the last activity (SESSION_IDLE_MINUTES),
// renewed by every authenticated call (written at most once a minute), ended by logout.
import type { LoginResponse, User } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TOKEN_MAX_DAYS } from '../../src/commerce/auth/tokens';
import { API, call, createCustomer, unique, type TestCustomer } from './commerce-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(async () => t.close());

async function logIn(customer: TestCustomer, app = t.app): Promise<Record<string, string>> {
  const res = await call<LoginResponse>(app, {
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email: customer.email, password: customer.password },
    ip: unique().ip,
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${res.body.data.token}` };
}

const me = (customer: TestCustomer, headers: Record<string, string>, app = t.app) =>
  call<User>(app, { method: 'GET', url: `${API}/customer/getUserDetailsByid/${customer.id}`, headers });

/** Minutes from now until the newest session of the customer expires. */
async function minutesLeft(customerId: number): Promise<number> {
  const { rows } = await t.db.query<{ minutes: number }>(
    `SELECT extract(epoch FROM expires_at - now())::float / 60 AS minutes
       FROM auth_tokens WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    [customerId],
  );
  return rows[0].minutes;
}

/** As if the newest session had been opened and last used `minutes` earlier than it was. */
async function goBack(customerId: number, minutes: number): Promise<void> {
  await t.db.query(
    `UPDATE auth_tokens SET created_at = created_at - make_interval(mins => $2::int),
                            expires_at = expires_at - make_interval(mins => $2::int)
      WHERE id = (SELECT max(id) FROM auth_tokens WHERE user_id = $1)`,
    [customerId, minutes],
  );
}

describe('server-side session expiry', () => {
  it('gives a new session one hour, not days', async () => {
    const customer = await createCustomer(t.db);
    await logIn(customer);
    const left = await minutesLeft(customer.id);
    expect(left).toBeGreaterThan(58);
    expect(left).toBeLessThanOrEqual(60);
  });

  it('refuses a token left unused for an hour', async () => {
    const customer = await createCustomer(t.db);
    const headers = await logIn(customer);
    await goBack(customer.id, 59);
    expect((await me(customer, headers)).status).toBe(200);
    // Used a moment ago (the call above renewed it): the hour counts again from that call.
    await goBack(customer.id, 61);
    const res = await me(customer, headers);
    expect(res.status).toBe(401);
    expect(res.body.mess).toBe('Your session has expired. Please log in again.');
  });

  it('renews the session on every authenticated call, so an active shopper stays logged in', async () => {
    const customer = await createCustomer(t.db);
    const headers = await logIn(customer);
    for (let i = 0; i < 3; i += 1) {
      await goBack(customer.id, 50); // 50 idle minutes between calls, 2.5 hours in all
      expect((await me(customer, headers)).status).toBe(200);
      expect(await minutesLeft(customer.id)).toBeGreaterThan(58);
    }
  });

  it('writes a renewal at most once a minute', async () => {
    const customer = await createCustomer(t.db);
    const headers = await logIn(customer);
    const expiry = async () =>
      (
        await t.db.query<{ expires_at: string }>(
          'SELECT expires_at::text AS expires_at FROM auth_tokens WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
          [customer.id],
        )
      ).rows[0].expires_at;
    const atLogin = await expiry();
    for (let i = 0; i < 3; i += 1) expect((await me(customer, headers)).status).toBe(200);
    expect(await expiry()).toBe(atLogin);
    await goBack(customer.id, 2);
    const before = await expiry();
    expect((await me(customer, headers)).status).toBe(200);
    expect(await expiry()).not.toBe(before);
  });

  it(`ends a session ${TOKEN_MAX_DAYS} days after its login however active`, async () => {
    const customer = await createCustomer(t.db);
    const headers = await logIn(customer);
    // Logged in 30 minutes short of the limit, last used 50 minutes ago.
    await t.db.query(
      `UPDATE auth_tokens SET created_at = now() - make_interval(days => $2::int) + interval '30 minutes',
                              expires_at = now() + interval '10 minutes'
        WHERE id = (SELECT max(id) FROM auth_tokens WHERE user_id = $1)`,
      [customer.id, TOKEN_MAX_DAYS],
    );
    expect((await me(customer, headers)).status).toBe(200);
    const left = await minutesLeft(customer.id);
    expect(left).toBeGreaterThan(28);
    expect(left).toBeLessThanOrEqual(30);
  });

  it('follows SESSION_IDLE_MINUTES', async () => {
    const short = await createTestApp({ products: 0, config: { sessionIdleMinutes: 15 } });
    try {
      const customer = await createCustomer(short.db);
      const headers = await logIn(customer, short.app);
      await short.db.query(
        `UPDATE auth_tokens SET expires_at = expires_at - interval '16 minutes' WHERE user_id = $1`,
        [customer.id],
      );
      expect((await me(customer, headers, short.app)).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('logout', () => {
  it('revokes the token on the server, even one that has already expired', async () => {
    const customer = await createCustomer(t.db);
    const headers = await logIn(customer);
    const logout = () => call(t.app, { method: 'POST', url: `${API}/auth/logout`, headers });
    const first = await logout();
    expect(first.status).toBe(200);
    expect(first.body.mess).toBe('You have been logged out');
    expect((await me(customer, headers)).status).toBe(401);
    // Again, or after the client's own hour ran out: the same answer, never 'session expired'.
    expect((await logout()).body).toEqual(first.body);
    const other = await logIn(customer);
    await goBack(customer.id, 61);
    const late = await call(t.app, { method: 'POST', url: `${API}/auth/logout`, headers: other });
    expect(late.body).toEqual(first.body);
    const { rows } = await t.db.query<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM auth_tokens WHERE user_id = $1 ORDER BY id',
      [customer.id],
    );
    expect(rows.map((r) => r.revoked)).toEqual([false, true, true]);
  });
});
