import type { Address, CheckoutAddress, LoginResponse, User } from '@storefront/shared/types';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import type { Database } from '../../src/db/types';
import {
  API,
  call,
  createCustomer,
  deliverableCity,
  type Deliverable,
  type TestCustomer,
  unique,
} from './commerce-test-kit';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let place: Deliverable;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp());
  place = await deliverableCity(db);
});
afterAll(async () => close());

const addressPayload = (customer: TestCustomer, change: Record<string, unknown> = {}) => ({
  id: customer.id,
  address: 'Flat 3, Block B, Model Town',
  cityId: place.cityId,
  stateId: place.stateId,
  postalCode: '54700',
  phone: '03331234567',
  ...change,
});

describe('account details', () => {
  it('returns the caller and refuses another customer', async () => {
    const me = await createCustomer(db, { name: 'Sana Malik' });
    const other = await createCustomer(db);
    const res = await call<User>(app, {
      method: 'GET',
      url: `${API}/customer/getUserDetailsByid/${me.id}`,
      headers: me.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: me.id, name: 'Sana Malik', email: me.email, phone: '03001112233' });
    expect(typeof res.body.data.createdAt).toBe('string');
    const theirs = await call<User>(app, {
      method: 'GET',
      url: `${API}/customer/getUserDetailsByid/${other.id}`,
      headers: me.headers,
    });
    expect(theirs.status).toBe(403);
    // Whatever id is sent: one that is no id at all is refused the same way.
    const junk = await call<User>(app, {
      method: 'GET',
      url: `${API}/customer/getUserDetailsByid/abc`,
      headers: me.headers,
    });
    expect(junk.status).toBe(403);
  });

  it('updates name and phone, keeping the same e-mail whatever its case', async () => {
    const me = await createCustomer(db);
    const res = await call<User>(app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { id: me.id, name: 'Hina Raza', email: ` ${me.email.toUpperCase()} `, phone: '03451234567' },
    });
    expect(res.status).toBe(200);
    expect(res.body.mess).toBe('Your account details have been updated successfully!');
    expect(res.body.data).toMatchObject({ name: 'Hina Raza', email: me.email, phone: '03451234567' });
  });

  it('refuses an e-mail change (it would skip the e-mail verification) and changes nothing', async () => {
    const me = await createCustomer(db, { name: 'Before' });
    const other = await createCustomer(db);
    for (const email of [unique('new').email, other.email]) {
      const res = await call<User>(app, {
        method: 'PUT',
        url: `${API}/customer/updateUser`,
        headers: me.headers,
        payload: { id: me.id, name: 'After', email, phone: '03001234567' },
      });
      expect(res.status).toBe(400);
      expect(res.body.mess).toBe('Your e-mail address cannot be changed. It is the one you log in with.');
      expect(res.body.errors).toEqual({
        email: 'Your e-mail address cannot be changed. It is the one you log in with.',
      });
    }
    const { rows } = await db.query<{ name: string; email: string }>('SELECT name, email FROM users WHERE id = $1', [
      me.id,
    ]);
    expect(rows[0]).toEqual({ name: 'Before', email: me.email });
  });

  it('checks the new password confirmation when it is sent', async () => {
    const me = await createCustomer(db);
    const base = {
      id: me.id,
      name: 'N',
      email: me.email,
      phone: '03001234567',
      currentPassword: me.password,
      newPassword: 'newpassword1',
    };
    const mismatch = await call<User>(app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { ...base, confirmNewPassword: 'newpassword2' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirmNewPassword: 'Passwords do not match' });
    const login = await call<LoginResponse>(app, {
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: me.email, password: me.password },
    });
    expect(login.status).toBe(200);
    const matching = await call<User>(app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { ...base, confirmNewPassword: 'newpassword1' },
    });
    expect(matching.status).toBe(200);
  });

  it('refuses over-long fields before any hashing or storing', async () => {
    const me = await createCustomer(db, { name: 'Before' });
    const base = { id: me.id, name: 'N', email: me.email, phone: '03001234567' };
    const name = await call<User>(app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { ...base, name: 'n'.repeat(101) },
    });
    expect(name.status).toBe(400);
    expect(name.body.errors!.name).toBe('Name must be at most 100 characters');
    const started = Date.now();
    const password = await call<User>(app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { ...base, currentPassword: 'p'.repeat(900_000), newPassword: 'q'.repeat(129) },
    });
    expect(password.status).toBe(400);
    expect(password.body.errors).toEqual({
      newPassword: 'Password must be at most 128 characters',
      currentPassword: 'Password must be at most 128 characters',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [me.id]);
    expect(rows[0].name).toBe('Before');
  });

  it("refuses another customer's id", async () => {
    const me = await createCustomer(db);
    const other = await createCustomer(db);
    const theirs = await call<User>(app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { id: other.id, name: 'X', email: other.email, phone: '03001234567' },
    });
    expect(theirs.status).toBe(403);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [other.id]);
    expect(rows[0].name).toBe('Test Customer');
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '\u2060\u00A0' }, 'name', 'Name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
    [{ phone: '12345' }, 'phone', 'Invalid Pakistani phone number. Format: 03XXXXXXXXX'],
    [{ currentPassword: '', newPassword: 'longenough' }, 'currentPassword', 'Current password is required'],
    [{ currentPassword: 'Secret@123', newPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters'],
    [{ currentPassword: 'Secret@123', newPassword: '' }, 'newPassword', 'New password is required'],
    [{ currentPassword: 'Secret@123' }, 'newPassword', 'New password is required'],
    [{ phone: '' }, 'phone', 'Phone is required'],
  ])('validates account edit %j', async (change, field, message) => {
    const me = await createCustomer(db);
    const res = await call<User>(app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { id: me.id, name: 'N', email: me.email, phone: '03001234567', ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors![field]).toBe(message);
  });

  it('changes the password only with the right current password, keeping this session', async () => {
    const me = await createCustomer(db);
    const base = { id: me.id, name: 'N', email: me.email, phone: '03001234567' };
    const wrong = await call<User>(app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { ...base, currentPassword: 'wrong-one', newPassword: 'newpassword1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors!.currentPassword).toBe('Current password is incorrect');

    const second = await call<LoginResponse>(app, {
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: me.email, password: me.password },
    });
    const otherSession = { authorization: `Bearer ${second.body.data.token}` };
    const ok = await call<User>(app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { ...base, currentPassword: me.password, newPassword: 'newpassword1' },
    });
    expect(ok.status).toBe(200);
    const url = `${API}/customer/getUserDetailsByid/${me.id}`;
    expect((await call(app, { method: 'GET', url, headers: me.headers })).status).toBe(200);
    expect((await call(app, { method: 'GET', url, headers: otherSession })).status).toBe(401);
    const login = await call<LoginResponse>(app, {
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: me.email, password: 'newpassword1' },
    });
    expect(login.status).toBe(200);
  });

  it('stops guessing the current password after 10 wrong tries, for that account only', async () => {
    const me = await createCustomer(db);
    const base = { id: me.id, name: 'N', email: me.email, phone: '03001234567', newPassword: 'newpassword1' };
    const change = (currentPassword: string) =>
      call<User>(app, {
        method: 'PUT',
        url: `${API}/customer/updateUser`,
        headers: me.headers,
        payload: { ...base, currentPassword },
      });
    for (let i = 0; i < 10; i += 1) expect((await change(`guess-${i}`)).status).toBe(400);
    const blocked = await change(me.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.mess).toBe('Too many wrong current passwords. Please try again in 15 minutes.');
    // Editing the name alone still works.
    const nameOnly = { id: me.id, name: 'New Name', email: me.email, phone: '03001234567' };
    expect(
      (
        await call<User>(app, {
          method: 'PUT',
          url: `${API}/customer/updateUser`,
          headers: me.headers,
          payload: nameOnly,
        })
      ).status,
    ).toBe(200);
  });
});

describe('address', () => {
  it('starts empty, saves, then shows the address with its courier prices', async () => {
    const me = await createCustomer(db);
    const empty = await call<Address | null>(app, {
      method: 'GET',
      url: `${API}/customer/getAddress?id=${me.id}`,
      headers: me.headers,
    });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toBeNull();

    const saved = await call<Address>(app, {
      method: 'PUT',
      url: `${API}/customer/updateAddress`,
      headers: me.headers,
      payload: addressPayload(me),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      address: 'Flat 3, Block B, Model Town',
      postalCode: '54700',
      phone: '03331234567',
      country: 'Pakistan',
      state: { id: place.stateId },
      city: { id: place.cityId },
    });

    const updated = await call<Address>(app, {
      method: 'PUT',
      url: `${API}/customer/updateAddress`,
      headers: me.headers,
      payload: addressPayload(me, { address: 'New place 9', cityId: String(place.cityId) }),
    });
    expect(updated.body.data.address).toBe('New place 9');
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1', [
      me.id,
    ]);
    expect(rows[0].n).toBe(1);

    const checkout = await call<CheckoutAddress>(app, {
      method: 'GET',
      url: `${API}/customer/getCheckoutAddress?id=${me.id}`,
      headers: me.headers,
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.data).toMatchObject({ id: me.id, name: 'Test Customer', email: me.email });
    const pricings = checkout.body.data.address!.city.courierPricings;
    expect(pricings.map((p: { id: number }) => p.id).sort()).toEqual([...place.courierPricingIds].sort());
    expect(pricings[0]).toEqual({
      id: expect.any(Number) as number,
      price: expect.any(Number) as number,
      courier: { name: expect.any(String) as string },
      deliveryDays: { min: expect.any(Number) as number, max: expect.any(Number) as number },
    });
  });

  it.each([
    [{ address: '' }, 'address', 'Address is required'],
    [{ address: '\u200B\n' }, 'address', 'Address is required'],
    [{ postalCode: '' }, 'postalCode', 'Postal code is required'],
    [{ postalCode: '5400' }, 'postalCode', 'Invalid Pakistani postalCode'],
    [{ phone: '0423456789' }, 'phone', 'Invalid Pakistani phone number. Format: 03XXXXXXXXX'],
    [{ cityId: '' }, 'cityId', 'City is required'],
    [{ stateId: undefined }, 'stateId', 'State is required'],
    [{ cityId: 'abc' }, 'cityId', 'City is required'],
    [{ address: 'x'.repeat(501) }, 'address', 'Address must be at most 500 characters'],
  ])('validates address %j', async (change, field, message) => {
    const me = await createCustomer(db);
    const res = await call<Address>(app, {
      method: 'PUT',
      url: `${API}/customer/updateAddress`,
      headers: me.headers,
      payload: addressPayload(me, change),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors![field]).toBe(message);
  });

  it('refuses a city of another state', async () => {
    const me = await createCustomer(db);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM cities WHERE state_id <> $1 LIMIT 1', [
      place.stateId,
    ]);
    const res = await call<Address>(app, {
      method: 'PUT',
      url: `${API}/customer/updateAddress`,
      headers: me.headers,
      payload: addressPayload(me, { cityId: rows[0].id }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors!.cityId).toBe('The selected city is not in the selected state');
  });

  it("refuses another customer's id on every address route", async () => {
    const me = await createCustomer(db);
    const other = await createCustomer(db);
    const read = await call<Address | null>(app, {
      method: 'GET',
      url: `${API}/customer/getAddress?id=${other.id}`,
      headers: me.headers,
    });
    expect(read.status).toBe(403);
    const checkout = await call<CheckoutAddress>(app, {
      method: 'GET',
      url: `${API}/customer/getCheckoutAddress?id=${other.id}`,
      headers: me.headers,
    });
    expect(checkout.status).toBe(403);
    const write = await call<Address>(app, {
      method: 'PUT',
      url: `${API}/customer/updateAddress`,
      headers: me.headers,
      payload: addressPayload(other),
    });
    expect(write.status).toBe(403);
    const { rows } = await db.query('SELECT 1 FROM addresses WHERE user_id = $1', [other.id]);
    expect(rows).toHaveLength(0);
  });

  it('needs a login', async () => {
    for (const [method, url] of [
      ['GET', `${API}/customer/getAddress?id=1`],
      ['PUT', `${API}/customer/updateAddress`],
      ['GET', `${API}/customer/getCheckoutAddress?id=1`],
      ['PUT', `${API}/customer/updateUser`],
      ['GET', `${API}/customer/getUserDetailsByid/1`],
    ] as const) {
      expect((await call(app, { method, url, payload: method === 'PUT' ? {} : undefined })).status).toBe(401);
    }
  });
});
