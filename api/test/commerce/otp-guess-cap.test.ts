// Wrong one-time codes are capped per e-mail across codes: a new code resets the code's own 5
// tries, but never the e-mail's 15 wrong codes in 24 hours.
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import type { Database } from '../../src/db/types';
import { hitRateLimit, RATE_RULES } from '../../src/commerce/security/rate-limiter';
import { API, call, createCustomer, latestOtp, unique, type EmailVerified } from './commerce-test-kit';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp());
});
afterAll(async () => close());

const TOO_MANY = 'Too many wrong codes for this email. Please try again tomorrow.';

/** The client these requests come from (one address, as one guesser's would be). */
const CLIENT = '203.0.113.50';
const post = (path: string, payload: object) =>
  call(app, { method: 'POST', url: `${API}/auth/${path}`, payload, ip: CLIENT });
const allowNewCode = (email: string) =>
  db.query("UPDATE otps SET last_sent_at = now() - interval '61 seconds' WHERE email = $1", [email]);
const wrongFor = (otp: string) => (otp === '123456' ? '654321' : '123456');

const fromClient = (email: string, client = CLIENT) => `${email}|${client}`;

/** Wrong codes counted for the e-mail from this client (`fromClient`), else from all clients. */
async function wrongCodesCounted(email: string, scope: 'client' | 'all' = 'client', client = CLIENT): Promise<number> {
  const key =
    scope === 'client'
      ? `${RATE_RULES.otpWrongPerEmailClient.name}:${fromClient(email, client)}`
      : `${RATE_RULES.otpWrongPerEmail.name}:${email}`;
  const { rows } = await db.query<{ n: number }>(
    'SELECT coalesce(sum(count), 0)::int AS n FROM rate_limits WHERE key = $1',
    [key],
  );
  return rows[0].n;
}

describe('wrong codes across codes', () => {
  // On PostgreSQL these race for real: guesses refused for the code's own tries never hold the
  // e-mail's allowance, so none of them reads 'try again tomorrow'.
  it("a burst of parallel wrong codes: 5 are compared, the rest are told the code is out of tries, none 'tomorrow'", async () => {
    // A client of its own: the burst spends much of its address's OTP quota.
    const { email, ip } = unique('burst');
    const send = (path: string, payload: object) =>
      call(app, { method: 'POST', url: `${API}/auth/${path}`, payload, ip });
    expect(
      (
        await send('register', {
          name: 'Burst Target',
          email,
          phone: '03001234567',
          password: 'secret12',
          confirmPassword: 'secret12',
        })
      ).status,
    ).toBe(201);
    const otp = await latestOtp(app, email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('verifyEmail', { email, otp: wrongFor(otp) })),
    );
    const messages = answers.map((a) => a.body.mess);
    expect(messages.filter((m) => m === 'Invalid OTP')).toHaveLength(5);
    expect(messages.filter((m) => m === 'Too many wrong attempts. Please request a new OTP.')).toHaveLength(15);
    expect(await wrongCodesCounted(email, 'client', ip)).toBe(5);
  });

  it('after 15 wrong codes spread over three codes, even the right fourth code is refused without being checked', async () => {
    const { email } = unique('guess');
    const registered = await post('register', {
      name: 'Guess Target',
      email,
      phone: '03001234567',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(registered.status).toBe(201);
    for (let code = 0; code < 3; code += 1) {
      if (code > 0) {
        await allowNewCode(email);
        expect((await post('resendOtp', { email })).status).toBe(200);
      }
      const otp = await latestOtp(app, email);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await post('verifyEmail', { email, otp: wrongFor(otp) });
        expect(wrong.body.mess).toBe('Invalid OTP');
      }
    }
    await allowNewCode(email);
    expect((await post('resendOtp', { email })).status).toBe(200);
    const otp = await latestOtp(app, email);
    const refused = await post('verifyEmail', { email, otp });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, mess: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    // Not checked: the code was neither tried nor used, and the account is still unverified.
    const { rows } = await db.query<{ attempts: number; consumed: boolean }>(
      "SELECT attempts, consumed_at IS NOT NULL AS consumed FROM otps WHERE email = $1 AND purpose = 'verify'",
      [email],
    );
    expect(rows[0]).toEqual({ attempts: 0, consumed: false });
    const user = await db.query<{ verified: boolean }>(
      'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1',
      [email],
    );
    expect(user.rows[0].verified).toBe(false);
    // A refused try is not counted, so it does not lengthen the wait.
    expect(await wrongCodesCounted(email)).toBe(15);
    expect(await wrongCodesCounted(email, 'all')).toBe(15);

    // The owner, from another address, is not locked out by a stranger's guesses.
    const owner = await call<EmailVerified>(app, {
      method: 'POST',
      url: `${API}/auth/verifyEmail`,
      payload: { email, otp },
      ip: '198.51.100.7',
    });
    expect(owner.status).toBe(200);
  });

  it('from all clients together, 100 wrong codes a day close the e-mail to further guesses from anywhere', async () => {
    const customer = await createCustomer(db);
    expect((await post('forgetPassword', { email: customer.email })).status).toBe(200);
    const otp = await latestOtp(app, customer.email);
    for (let i = 0; i < 100; i += 1) await hitRateLimit(db, RATE_RULES.otpWrongPerEmail, customer.email);
    const refused = await call(app, {
      method: 'POST',
      url: `${API}/auth/verifyOtp`,
      payload: { email: customer.email, otp },
      ip: '198.51.100.8',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.mess).toBe(TOO_MANY);
    // The refusal gave back what it claimed from this client.
    expect(await wrongCodesCounted(customer.email, 'client', '198.51.100.8')).toBe(0);
  });

  it('covers the reset codes too: verifyOtp and resetPassword answer 429 and the password stays', async () => {
    const customer = await createCustomer(db);
    expect((await post('forgetPassword', { email: customer.email })).status).toBe(200);
    const otp = await latestOtp(app, customer.email);
    // 15 wrong codes already counted for this e-mail (of either purpose) from this client.
    for (let i = 0; i < 15; i += 1)
      await hitRateLimit(db, RATE_RULES.otpWrongPerEmailClient, fromClient(customer.email));
    const checked = await post('verifyOtp', { email: customer.email.toUpperCase(), otp });
    expect(checked.status).toBe(429);
    expect(checked.body.mess).toBe(TOO_MANY);
    const reset = await post('resetPassword', {
      email: customer.email,
      otp,
      password: 'brandnew1',
      confirmPassword: 'brandnew1',
    });
    expect(reset.status).toBe(429);
    expect(reset.body.mess).toBe(TOO_MANY);
    const login = await post('login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(200);
  });

  it('counts only wrong codes: right codes, expired codes and missing codes leave the allowance alone', async () => {
    const customer = await createCustomer(db);
    expect((await post('forgetPassword', { email: customer.email })).status).toBe(200);
    const otp = await latestOtp(app, customer.email);
    expect((await post('verifyOtp', { email: customer.email, otp: wrongFor(otp) })).status).toBe(400);
    expect((await post('verifyOtp', { email: customer.email, otp })).status).toBe(200);
    expect((await post('verifyOtp', { email: unique().email, otp })).status).toBe(400);
    await db.query(`UPDATE otps SET expires_at = now() - interval '1 second' WHERE email = $1`, [customer.email]);
    expect((await post('verifyOtp', { email: customer.email, otp: wrongFor(otp) })).body.mess).toMatch(/expired/);
    expect(await wrongCodesCounted(customer.email)).toBe(1);
  });

  // On PGlite requests run one after another, so this guards the rule; on PostgreSQL
  // (TEST_DATABASE_URL) the guesses really race.
  it('lets parallel wrong guesses pass the allowance by none', async () => {
    const customer = await createCustomer(db);
    for (let i = 0; i < 12; i += 1)
      await hitRateLimit(db, RATE_RULES.otpWrongPerEmailClient, fromClient(customer.email));
    expect((await post('forgetPassword', { email: customer.email })).status).toBe(200);
    const otp = await latestOtp(app, customer.email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('verifyOtp', { email: customer.email, otp: wrongFor(otp) })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect(await wrongCodesCounted(customer.email)).toBe(15);
  });
});
