// PUT /customer/updateUser against a password reset (or change) that lands between its check of
// the current password and its write: the other change wins, and a plain name/phone edit never
// writes the password column at all.
import type { User } from '@storefront/shared/types';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import type { AppDatabase } from '../../src/db/app-database';
import { hashPassword, verifyPassword } from '../../src/commerce/security/password';
import { revokeAllTokens } from '../../src/commerce/auth/tokens';
import { API, call, createCustomer, type TestCustomer } from './commerce-test-kit';

let app: FastifyInstance;
let db: AppDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp());
});
afterAll(async () => close());

/**
 * Runs `meanwhile` (committed) just before the next transaction the app opens: the route has
 * already read the user and checked the current password, and is about to write.
 */
function beforeNextWrite(meanwhile: () => Promise<void>): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, and called with `db` as `this` (original.call below)
  const original = db.transaction;
  db.transaction = (async (fn: Parameters<AppDatabase['transaction']>[0]) => {
    db.transaction = original;
    await meanwhile();
    return original.call(db, fn);
  }) as AppDatabase['transaction'];
}

/** What a password reset writes: a new hash and every session ended. */
async function resetPassword(customer: TestCustomer, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [customer.id, hash]);
    await revokeAllTokens(tx, customer.id);
  });
}

async function storedUser(customer: TestCustomer) {
  const { rows } = await db.query<{ name: string; phone: string; password_hash: string }>(
    'SELECT name, phone, password_hash FROM users WHERE id = $1',
    [customer.id],
  );
  return rows[0];
}

const update = (customer: TestCustomer, change: Record<string, unknown>) =>
  call<User>(app, {
    method: 'PUT',
    url: `${API}/customer/updateUser`,
    headers: customer.headers,
    payload: { id: customer.id, name: 'New Name', email: customer.email, phone: '03451234567', ...change },
  });

describe('changing the password while it changes elsewhere', () => {
  it('a reset made after the current password was checked wins: 409, and the reset password stays', async () => {
    const me = await createCustomer(db);
    beforeNextWrite(() => resetPassword(me, 'reset-pass1'));
    const res = await update(me, { currentPassword: me.password, newPassword: 'changed-pass1' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      mess: 'Your password was changed meanwhile. Please log in again.',
    });
    const after = await storedUser(me);
    expect(await verifyPassword('reset-pass1', after.password_hash)).toBe(true);
    expect(after.name).toBe('Test Customer');
  });

  it('a password changed without ending this session (e.g. another change) still wins with 409', async () => {
    const me = await createCustomer(db);
    const other = await hashPassword('other-pass1');
    beforeNextWrite(async () => {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [me.id, other]);
    });
    const res = await update(me, { currentPassword: me.password, newPassword: 'changed-pass1' });
    expect(res.status).toBe(409);
    expect((await storedUser(me)).password_hash).toBe(other);
  });

  it('a session ended meanwhile (the password unchanged) writes nothing: 401', async () => {
    const me = await createCustomer(db);
    const before = await storedUser(me);
    beforeNextWrite(() => revokeAllTokens(db, me.id));
    const res = await update(me, { currentPassword: me.password, newPassword: 'changed-pass1' });
    expect(res.status).toBe(401);
    expect(await storedUser(me)).toEqual(before);
  });

  it('without interference the change still goes through and keeps this session', async () => {
    const me = await createCustomer(db);
    const res = await update(me, { currentPassword: me.password, newPassword: 'changed-pass1' });
    expect(res.status).toBe(200);
    expect(await verifyPassword('changed-pass1', (await storedUser(me)).password_hash)).toBe(true);
    const mine = await call<User>(app, {
      method: 'GET',
      url: `${API}/customer/getUserDetailsByid/${me.id}`,
      headers: me.headers,
    });
    expect(mine.status).toBe(200);
  });
});

describe('a name and phone edit', () => {
  it('never writes the password column, so a password set meanwhile is not undone', async () => {
    const me = await createCustomer(db);
    const other = await hashPassword('other-pass1');
    beforeNextWrite(async () => {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [me.id, other]);
    });
    const res = await update(me, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'New Name', phone: '03451234567' });
    expect((await storedUser(me)).password_hash).toBe(other);
  });

  it('is refused with 401 when a reset ended the session meanwhile, and the reset password stays', async () => {
    const me = await createCustomer(db);
    beforeNextWrite(() => resetPassword(me, 'reset-pass1'));
    const res = await update(me, {});
    expect(res.status).toBe(401);
    const after = await storedUser(me);
    expect(after.name).toBe('Test Customer');
    expect(await verifyPassword('reset-pass1', after.password_hash)).toBe(true);
  });
});
