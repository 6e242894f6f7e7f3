// The periodic sweep also deletes what nothing reads any more: expired or revoked sessions, codes
// expired or used more than a day ago, and rate-limit windows older than any rule looks back.
import { createTestApp, type TestApp } from '../helpers/test-app';
import { purgeExpiredRows, type PurgedRows } from '../../src/commerce/housekeeping';
import { startUnpaidOrderSweep } from '../../src/commerce/orders/release-unpaid';
import { findTokenUser, issueToken } from '../../src/commerce/auth/tokens';
import { hitRateLimit, RATE_LIMIT_RETENTION_SECONDS, RATE_RULES } from '../../src/commerce/security/rate-limiter';
import { createCustomer, unique } from './commerce-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(async () => t?.close());

async function tokens(userId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ token_hash: string }>(
    'SELECT token_hash FROM auth_tokens WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => r.token_hash);
}

async function insertOtp(
  email: string,
  purpose: 'verify' | 'reset',
  ageSql: { expires: string; sent: string; consumed?: string },
) {
  await t.db.query(
    `INSERT INTO otps (email, purpose, code_hash, salt, expires_at, last_sent_at, consumed_at)
     VALUES ($1, $2, 'x', 'y', now() + $3::interval, now() + $4::interval, CASE WHEN $5::text IS NULL THEN NULL ELSE now() + $5::interval END)`,
    [email, purpose, ageSql.expires, ageSql.sent, ageSql.consumed ?? null],
  );
}

const otpEmails = async (emails: string[]) =>
  (
    await t.db.query<{ email: string }>('SELECT email FROM otps WHERE email = ANY($1::text[]) ORDER BY email', [emails])
  ).rows.map((r) => r.email);

const windowKeys = async (prefix: string) =>
  (
    await t.db.query<{ key: string }>('SELECT key FROM rate_limits WHERE key LIKE $1 ORDER BY key', [`${prefix}%`])
  ).rows.map((r) => r.key);

async function seedRows() {
  const customer = await createCustomer(t.db); // one live token
  const live = (await tokens(customer.id))[0];
  const expired = await issueToken(t.db, customer.id, 60);
  await t.db.query(
    `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = (SELECT token_hash FROM auth_tokens WHERE user_id = $1 ORDER BY id DESC LIMIT 1)`,
    [customer.id],
  );
  await issueToken(t.db, customer.id, 60);
  await t.db.query(
    `UPDATE auth_tokens SET revoked_at = now() WHERE id = (SELECT max(id) FROM auth_tokens WHERE user_id = $1)`,
    [customer.id],
  );

  const prefix = `purge-${unique().email}`;
  const emails = {
    oldExpired: `${prefix}-a`,
    oldUsed: `${prefix}-b`,
    recentExpired: `${prefix}-c`,
    live: `${prefix}-d`,
  };
  await insertOtp(emails.oldExpired, 'verify', { expires: '-2 days', sent: '-2 days' });
  await insertOtp(emails.oldUsed, 'reset', { expires: '-2 days', sent: '-2 days', consumed: '-2 days' });
  await insertOtp(emails.recentExpired, 'verify', { expires: '-1 minute', sent: '-11 minutes' });
  await insertOtp(emails.live, 'verify', { expires: '9 minutes', sent: '-1 minute' });

  const rule = { ...RATE_RULES.loginPerIp, name: `${prefix}-rule` };
  await hitRateLimit(t.db, rule, 'recent');
  await t.db.query(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now() - make_interval(secs => $3::int) - interval '1 minute', 3),
       ($2, now() - make_interval(secs => $3::int) + interval '1 hour', 3)`,
    [`${rule.name}:old`, `${rule.name}:kept`, RATE_LIMIT_RETENTION_SECONDS],
  );
  return { customer, live, expired, emails, rule };
}

describe('purging expired rows', () => {
  it('deletes expired and revoked sessions, old spent codes and old rate-limit windows, and keeps the rest', async () => {
    const { customer, live, expired, emails, rule } = await seedRows();
    expect(await tokens(customer.id)).toHaveLength(3);

    const purged = await purgeExpiredRows(t.db);
    expect(purged.authTokens).toBeGreaterThanOrEqual(2);
    expect(purged.otps).toBeGreaterThanOrEqual(2);
    expect(purged.rateLimits).toBeGreaterThanOrEqual(1);

    expect(await tokens(customer.id)).toEqual([live]);
    expect(await findTokenUser(t.db, customer.token)).toBe(customer.id);
    expect(await findTokenUser(t.db, expired)).toBeNull();
    expect(await otpEmails(Object.values(emails))).toEqual([emails.recentExpired, emails.live].sort());
    expect(await windowKeys(rule.name)).toEqual([`${rule.name}:kept`, `${rule.name}:recent`]);
  });

  it('keeps the windows of the longest rule long enough for its sliding window', () => {
    const longest = Math.max(...Object.values(RATE_RULES).map((r) => r.windowSeconds));
    expect(longest).toBe(RATE_RULES.otpWrongPerEmail.windowSeconds);
    expect(RATE_LIMIT_RETENTION_SECONDS).toBe(2 * longest);
  });

  it('runs as part of the periodic sweep', async () => {
    const { customer, live, emails, rule } = await seedRows();
    const logged: object[] = [];
    const sweep = startUnpaidOrderSweep({
      db: t.db,
      timeoutMinutes: 30,
      intervalMs: 60_000,
      log: { info: (o) => logged.push(o), error: (o) => logged.push(o) },
    });
    await sweep.runOnce();
    await sweep.stop();
    expect(await tokens(customer.id)).toEqual([live]);
    expect(await otpEmails(Object.values(emails))).toEqual([emails.recentExpired, emails.live].sort());
    expect(await windowKeys(rule.name)).toEqual([`${rule.name}:kept`, `${rule.name}:recent`]);
    expect(logged).toContainEqual({
      purged: expect.objectContaining({ authTokens: expect.any(Number) as number }) as PurgedRows,
    });
  });
});
