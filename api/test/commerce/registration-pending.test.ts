// A repeat registration of an e-mail that is not verified yet: with the same password it corrects
// the name and phone; with another password neither password is kept, so nobody, whether they
// registered first or last, chooses the password of the account the mailbox's owner verifies.
// The owner chooses one with Forgot Password.
import type { LoginResponse } from '@storefront/shared/types';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import type { Database } from '../../src/db/types';
import { API, call, latestOtp, unique, type EmailVerified, type Registered } from './commerce-test-kit';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp());
});
afterAll(async () => close());

/**
 * Every registration's answer, a repeat of a pending e-mail whatever the password included: the
 * answer tells nothing of what was registered before.
 */
const REGISTERED = 'Registration successful! You can now verify Email';
const VERIFIED_NO_PASSWORD =
  'Email verified successfully. It was registered more than once with different passwords, so none of them was kept: please choose your password with Forgot Password.';
const NO_PASSWORD_YET = 'Please choose a password for this account with Forgot Password before you log in.';

const registration = (email: string, password: string, change: Record<string, string> = {}) => ({
  name: 'Ayesha Khan',
  email,
  phone: '03001234567',
  password,
  confirmPassword: password,
  ...change,
});

const register = (payload: object) => call<Registered>(app, { method: 'POST', url: `${API}/auth/register`, payload });
const login = (email: string, password: string) =>
  call<LoginResponse>(app, { method: 'POST', url: `${API}/auth/login`, payload: { email, password } });
const verify = (email: string, otp: string) =>
  call<EmailVerified>(app, { method: 'POST', url: `${API}/auth/verifyEmail`, payload: { email, otp } });
const allowNewCode = (email: string) =>
  db.query("UPDATE otps SET last_sent_at = now() - interval '61 seconds' WHERE email = $1", [email]);

async function stored(email: string) {
  const { rows } = await db.query<{ name: string; phone: string; password_hash: string }>(
    'SELECT name, phone, password_hash FROM users WHERE email = $1',
    [email],
  );
  return rows;
}

describe('registering a pending e-mail again', () => {
  it.each([
    ['registered first', 'attacker-pass1', 'owner-pass1'],
    ['registered last', 'owner-pass1', 'attacker-pass1'],
  ])(
    'keeps no password once two were registered: a stranger who %s cannot log in after the owner verifies',
    async (_case, first, second) => {
      const { email } = unique('victim');
      expect((await register(registration(email, first))).status).toBe(201);
      // The other registrant, a minute later, with another password, name and phone.
      await allowNewCode(email);
      const again = await register(
        registration(email.toUpperCase(), second, { name: 'Someone Else', phone: '03119876543' }),
      );
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ success: true, mess: REGISTERED, data: { email } });
      expect((await stored(email))[0]).toMatchObject({
        name: 'Ayesha Khan',
        phone: '03001234567',
        password_hash: null,
      });

      // The mailbox's owner verifies and is told to choose a password; neither password logs in.
      const verified = await verify(email, await latestOtp(app, email));
      expect(verified.status).toBe(200);
      expect(verified.body.mess).toBe(VERIFIED_NO_PASSWORD);
      for (const password of [first, second]) {
        const tried = await login(email, password);
        expect(tried.status).toBe(403);
        expect(tried.body.mess).toBe(NO_PASSWORD_YET);
      }

      // Forgot Password, through the mailbox, gives the owner the account.
      expect((await call(app, { method: 'POST', url: `${API}/auth/forgetPassword`, payload: { email } })).status).toBe(
        200,
      );
      const otp = await latestOtp(app, email);
      const reset = await call(app, {
        method: 'POST',
        url: `${API}/auth/resetPassword`,
        payload: { email, otp, password: 'chosen-pass1' },
      });
      expect(reset.status).toBe(200);
      expect((await login(email, 'chosen-pass1')).status).toBe(200);
      expect((await login(email, 'attacker-pass1')).status).toBe(401);
    },
  );

  it('a single registration verifies as before, with the usual message and its password', async () => {
    const { email } = unique('single');
    expect((await register(registration(email, 'only-pass1'))).status).toBe(201);
    const verified = await verify(email, await latestOtp(app, email));
    expect(verified.body.mess).toBe('Email verified successfully');
    expect((await login(email, 'only-pass1')).status).toBe(200);
  });

  it('with the same password: takes the corrected name and phone, answers as to anyone, and mails a new code', async () => {
    const { email } = unique('repeat');
    expect((await register(registration(email, 'same-pass1'))).status).toBe(201);
    await allowNewCode(email);
    const again = await register(registration(email, 'same-pass1', { name: 'Another Name', phone: '03331234567' }));
    expect(again.status).toBe(201);
    expect(again.body.mess).toBe(REGISTERED);
    expect((await stored(email))[0]).toMatchObject({ name: 'Another Name', phone: '03331234567' });
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mails WHERE "to" = $1', [email]);
    expect(rows[0].n).toBe(2);
  });

  it('keeps the resend throttle: a repeat within a minute is a 429 with its reason, and changes nothing', async () => {
    const { email } = unique('soon');
    expect((await register(registration(email, 'first-pass1'))).status).toBe(201);
    const before = await stored(email);
    const soon = await register(registration(email, 'other-pass1'));
    expect(soon.status).toBe(429);
    expect(soon.body.reason).toBe('code-recently-sent');
    expect(soon.body.mess).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(email)).toEqual(before);
  });

  it('answers a verified e-mail as any other, changes nothing, and mails its owner a notice', async () => {
    const { email } = unique('verified');
    expect((await register(registration(email, 'first-pass1'))).status).toBe(201);
    expect((await verify(email, await latestOtp(app, email))).status).toBe(200);
    const before = await stored(email);
    await allowNewCode(email);
    const again = await register(registration(email, 'other-pass1', { name: 'Someone Else' }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ success: true, mess: REGISTERED, data: { email } });
    expect(await stored(email)).toEqual(before);
    expect((await login(email, 'first-pass1')).status).toBe(200);
    expect((await login(email, 'other-pass1')).status).toBe(401);
  });

  it('parallel registrations with different passwords make one account, whose password is the first unless a repeat dropped it', async () => {
    const { email } = unique('race');
    const passwords = Array.from({ length: 5 }, (_, i) => `race-pass-${i}`);
    const answers = await Promise.all(passwords.map((password) => register(registration(email, password))));
    expect(answers.every((a) => a.status === 201 || a.status === 429)).toBe(true);
    expect(answers.some((a) => a.status === 201)).toBe(true);
    expect(await stored(email)).toHaveLength(1);

    // Every 201 has the same answer; more than one means a repeat dropped the password.
    const messages = answers.filter((a) => a.status === 201).map((a) => a.body.mess);
    expect(messages.every((m) => m === REGISTERED)).toBe(true);
    const repeated = messages.length > 1;

    expect((await verify(email, await latestOtp(app, email))).status).toBe(200);
    const logins = [];
    for (const password of passwords) logins.push((await login(email, password)).status);
    expect(logins.filter((status) => status === 200)).toHaveLength(repeated ? 0 : 1);
  });
});
