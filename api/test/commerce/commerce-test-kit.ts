// Helpers for the commerce API tests: quick customers with a live token, the dev outbox, a
// deliverable address, and injection with a chosen client IP (rate limits count per IP).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DevMail } from '@storefront/shared/types';
import type { Database } from '../../src/db/types';
import { issueToken } from '../../src/commerce/auth/tokens';
import { DEFAULT_SESSION_IDLE_MINUTES } from '../../src/config';
import { hashPassword } from '../../src/commerce/security/password';
import type { Answer } from '../helpers/http';

export const API = '/api/api';

let counter = 0;
/** A fresh e-mail and IP per call so tests never share rate-limit counters or accounts. */
export function unique(label = 'user') {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return {
    email: `${label}.${n}@example.pk`,
    ip: `10.${counter % 250}.${Math.floor(counter / 250) % 250}.${(Date.now() % 200) + 1}`,
  };
}

/** `data` of `POST /auth/register`. */
export interface Registered {
  email: string;
}

/** `data` of `POST /auth/verifyEmail`: false when the e-mail was registered again and has no password. */
export interface EmailVerified {
  passwordSet: boolean;
}

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A verified customer with a live token, created straight in the database. */
export async function createCustomer(
  db: Database,
  options: { password?: string; verified?: boolean; name?: string } = {},
): Promise<TestCustomer> {
  const { email } = unique('customer');
  const password = options.password ?? 'Secret@123';
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (name, email, phone, password_hash, email_verified_at)
     VALUES ($1, $2, '03001112233', $3, CASE WHEN $4::boolean THEN now() END) RETURNING id`,
    [options.name ?? 'Test Customer', email, await cachedHash(password), options.verified !== false],
  );
  const token = await issueToken(db, rows[0].id, DEFAULT_SESSION_IDLE_MINUTES);
  return { id: rows[0].id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

export interface CallResult<T = unknown> {
  status: number;
  /** The JSON answer; an answer that is not JSON (an HTML page) is read from `raw.body`. */
  body: Answer<T>;
  headers: Record<string, unknown>;
  raw: LightMyRequestResponse;
}

/** Injects a request from `ip` (a fresh one by default); `T` is what the answer's `data` holds. */
export async function call<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions & { ip?: string },
): Promise<CallResult<T>> {
  const { ip, ...rest } = options;
  const res = await app.inject({ remoteAddress: ip ?? unique().ip, ...rest });
  let body: Answer<T>;
  try {
    body = res.json<Answer<T>>();
  } catch {
    // Not JSON: the text stands in for the body, as before; tests read such answers from `raw`.
    body = res.body as unknown as Answer<T>;
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res };
}

/** The newest 6-digit code mailed to `email`, read through the dev outbox route. */
export async function latestOtp(app: FastifyInstance, email: string): Promise<string> {
  const res = await call<DevMail[]>(app, { method: 'GET', url: `${API}/dev/mails?to=${encodeURIComponent(email)}` });
  const mail = res.body.data.find((m) => /code/i.test(m.subject));
  const match = mail && /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no OTP mail for ${email}`);
  return match[1];
}

export interface Deliverable {
  stateId: number;
  cityId: number;
  courierPricingIds: number[];
  otherCityCourierPricingId: number;
}

/** A city with courier prices, and a courier price of some other city. */
export async function deliverableCity(db: Database): Promise<Deliverable> {
  const { rows } = await db.query<{ city_id: number; state_id: number }>(
    `SELECT c.id AS city_id, c.state_id FROM cities c WHERE EXISTS (SELECT 1 FROM courier_pricings cp WHERE cp.city_id = c.id) ORDER BY c.id LIMIT 1`,
  );
  const { city_id: cityId, state_id: stateId } = rows[0];
  const own = await db.query<{ id: number }>('SELECT id FROM courier_pricings WHERE city_id = $1 ORDER BY id', [
    cityId,
  ]);
  const other = await db.query<{ id: number }>(
    'SELECT id FROM courier_pricings WHERE city_id <> $1 ORDER BY id LIMIT 1',
    [cityId],
  );
  return { stateId, cityId, courierPricingIds: own.rows.map((r) => r.id), otherCityCourierPricingId: other.rows[0].id };
}

/** Gives the customer an address in the deliverable city; returns its id. */
export async function giveAddress(db: Database, customerId: number, place: Deliverable): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO addresses (user_id, address, postal_code, phone, state_id, city_id) VALUES ($1, 'House 1, Street 2', '54000', '03001234567', $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET city_id = EXCLUDED.city_id RETURNING id`,
    [customerId, place.stateId, place.cityId],
  );
  return rows[0].id;
}

/** A customer who can order: a live token and an address in `place`. */
export interface Shopper extends TestCustomer {
  addressId: number;
}

export async function createShopper(db: Database, place: Deliverable): Promise<Shopper> {
  const customer = await createCustomer(db);
  return { ...customer, addressId: await giveAddress(db, customer.id, place) };
}

/** A product with exactly `stock` units and its net price. */
export async function productWithStock(
  db: Database,
  stock: number,
  skip = 0,
): Promise<{ id: number; name: string; netPrice: number }> {
  const { rows } = await db.query<{ id: number; name: string; net_price: number }>(
    `SELECT id, name, net_price FROM products ORDER BY id OFFSET $1 LIMIT 1`,
    [skip],
  );
  await db.query('UPDATE products SET stock = $2 WHERE id = $1', [rows[0].id, stock]);
  return { id: rows[0].id, name: rows[0].name, netPrice: Number(rows[0].net_price) };
}

/**
 * A different product on each call (the `from`+1-th, then the next…), with exactly `stock` units:
 * tests of one file take disjoint products, so their stock counts never mix. `db` is read at each
 * call (the app is built in beforeAll).
 */
export function productSupply(db: () => Database, from: number, defaultStock: number) {
  let skip = from;
  return (stock = defaultStock) => {
    skip += 1;
    return productWithStock(db(), stock, skip);
  };
}

export async function stockOf(db: Database, productId: number): Promise<number> {
  const { rows } = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return Number(rows[0].stock);
}
