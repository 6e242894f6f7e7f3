// A new password (registration, reset, account change) keeps the spec's length messages and is
// refused, with its own message, when it is only spaces, one of the 10,000 most common passwords,
// or the account's e-mail.
import { MESSAGES } from '@storefront/shared/validation';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, call, createCustomer, latestOtp, unique } from './commerce-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(async () => t.close());

const registration = (email: string, password: string) => ({
  name: 'Sana Malik',
  email,
  phone: '03001234567',
  password,
  confirmPassword: password,
});

const register = (email: string, password: string) =>
  call(t.app, { method: 'POST', url: `${API}/auth/register`, payload: registration(email, password), ip: unique().ip });

describe('registration', () => {
  it.each([
    ['six spaces', '      ', MESSAGES.passwordBlank],
    ['123456', '123456', MESSAGES.passwordCommon],
    ['password', 'password', MESSAGES.passwordCommon],
    ['a common one in capitals, with spaces around', ' Password1 ', MESSAGES.passwordCommon],
    ['five characters (the spec message first)', '12345', MESSAGES.passwordMin6],
  ])('refuses %s', async (_case, password, message) => {
    const { email } = unique('weak');
    const res = await register(email, password);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: message });
    const { rows } = await t.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('refuses the e-mail itself as the password, in any case', async () => {
    const { email } = unique('same');
    const res = await register(email, email.toUpperCase());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: 'Password must not be your email address' });
  });

  it('accepts a password that is none of these', async () => {
    expect((await register(unique('fine').email, 'kite-river-7')).status).toBe(201);
  });
});

describe('password reset', () => {
  it('refuses a common password and the e-mail, and keeps the old password', async () => {
    const customer = await createCustomer(t.db);
    await call(t.app, { method: 'POST', url: `${API}/auth/forgetPassword`, payload: { email: customer.email } });
    const otp = await latestOtp(t.app, customer.email);
    for (const [password, message] of [
      ['qwerty123', MESSAGES.passwordCommon],
      [customer.email, MESSAGES.passwordIsEmail],
      ['        ', MESSAGES.passwordBlank],
    ]) {
      const res = await call(t.app, {
        method: 'POST',
        url: `${API}/auth/resetPassword`,
        payload: { email: customer.email, otp, password },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ password: message });
    }
    const login = await call(t.app, {
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.status).toBe(200);
  });
});

describe('account password change', () => {
  it("refuses the account's own e-mail (in any case), a common password and spaces", async () => {
    const me = await createCustomer(t.db);
    for (const [newPassword, message] of [
      [me.email.toUpperCase(), MESSAGES.passwordIsEmail],
      ['iloveyou', MESSAGES.passwordCommon],
      ['          ', MESSAGES.passwordBlank],
      ['short', MESSAGES.passwordMin8],
    ]) {
      const res = await call(t.app, {
        method: 'PUT',
        url: `${API}/customer/updateUser`,
        headers: me.headers,
        payload: {
          id: me.id,
          name: 'Sana Malik',
          email: me.email,
          phone: '03001234567',
          currentPassword: me.password,
          newPassword,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ newPassword: message });
    }
  });
});
