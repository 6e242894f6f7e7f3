// The authorization matrix: every call a customer must be logged in for, made by one customer with
// another customer's ids (in the path, the query and the body), answers 403 or 404, the same as for
// an id that exists nowhere where the thing is private, never shows the other customer's data and
// changes nothing of theirs. The list of calls comes from the app's own route table: a new route
// that needs a login fails the first test until it has its row here.
import type { InjectOptions } from 'fastify';
import type { CreateOrderResult } from '@storefront/shared/types';
import { changeOrderStatus } from '../../src/commerce/orders/order-status';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  call,
  createShopper,
  deliverableCity,
  type Deliverable,
  productWithStock,
  type Shopper,
} from '../commerce/commerce-test-kit';
import {
  envelopeProblem,
  freshIp,
  registeredRoutes,
  reportCounts,
  routeName,
  routesNeedingLogin,
} from './security-kit';

let t: TestApp;
let place: Deliverable;
const TIMEOUT = 120_000;

type Request = Omit<InjectOptions, 'headers'> & { method: string; url: string };
type Kind = 'user' | 'address' | 'order' | 'cardOrder' | 'deliveredOrder' | 'orderItem' | 'orderNumber' | 'review';

interface ForeignCase {
  label: string;
  kind: Kind;
  request: (id: number | string) => Request;
  /**
   * The answer must be the very one an id that exists nowhere gets, so it tells nothing about which
   * ids exist (true unless the thing is public anyway, as a review is).
   */
  sameAsMissing?: boolean;
}

interface Row {
  /** Requests naming another customer's thing. */
  foreign: ForeignCase[];
  /**
   * The same call for the caller's own: it must succeed, so the refusals above are not for another
   * reason (absent where the caller's own cannot succeed twice, as a second review of a product).
   */
  own?: () => Request;
}

interface Party extends Shopper {
  ids: Partial<Record<Kind, number | string>>;
}

let attacker: Party;
let victim: Party;
let bystander: Party;
let spare: Shopper;
let missing: Record<Kind, number | string>;
let secrets: string[];
let cases = 0;

const get = (url: string): Request => ({ method: 'GET', url: `${API}${url}` });
const send = (method: string, url: string, payload: Record<string, unknown>): Request => ({
  method,
  url: `${API}${url}`,
  payload,
});
const addressFields = () => ({
  address: 'House 5, Street 9',
  stateId: place.stateId,
  cityId: place.cityId,
  postalCode: '54000',
  phone: '03001234567',
});
const orderBody = (who: Party) => ({
  items: [{ id: productIdForOrders, quantity: 1 }],
  paymentMethod: 'cod',
  courierPricingId: place.courierPricingIds[0],
  customerId: who.id,
  addressId: who.addressId,
});
let productIdForOrders = 0;
let reviewSlug = '';

/** Each id as sent in a path or a query (text) and in a body (a number, and text). */
const asText = (id: number | string) => String(id);

const MATRIX: Record<string, () => Row> = {
  'GET /customer/getUserDetailsByid/:id': () => ({
    foreign: [{ label: 'path id', kind: 'user', request: (id) => get(`/customer/getUserDetailsByid/${asText(id)}`) }],
    own: () => get(`/customer/getUserDetailsByid/${attacker.id}`),
  }),
  'GET /customer/getAddress': () => ({
    foreign: [{ label: 'query id', kind: 'user', request: (id) => get(`/customer/getAddress?id=${asText(id)}`) }],
    own: () => get(`/customer/getAddress?id=${attacker.id}`),
  }),
  'GET /customer/getCheckoutAddress': () => ({
    foreign: [
      { label: 'query id', kind: 'user', request: (id) => get(`/customer/getCheckoutAddress?id=${asText(id)}`) },
    ],
    own: () => get(`/customer/getCheckoutAddress?id=${attacker.id}`),
  }),
  'PUT /customer/updateUser': () => {
    const fields = { name: 'Mallory', email: attacker.email, phone: '03001112233' };
    return {
      foreign: bodyCases('body id', 'user', (id) => send('PUT', '/customer/updateUser', { ...fields, id })),
      own: () => send('PUT', '/customer/updateUser', { ...fields, id: attacker.id }),
    };
  },
  // Names no customer: always the caller's own language (an id smuggled in is tried below).
  'PUT /customer/language': () => ({ foreign: [], own: () => send('PUT', '/customer/language', { language: 'ur' }) }),
  'PUT /customer/updateAddress': () => ({
    foreign: bodyCases('body id', 'user', (id) => send('PUT', '/customer/updateAddress', { ...addressFields(), id })),
    own: () => send('PUT', '/customer/updateAddress', { ...addressFields(), id: attacker.id }),
  }),
  'POST /order/create': () => ({
    foreign: [
      ...bodyCases('body customerId', 'user', (id) =>
        send('POST', '/order/create', { ...orderBody(attacker), customerId: id }),
      ),
      ...bodyCases('body addressId', 'address', (id) =>
        send('POST', '/order/create', { ...orderBody(attacker), addressId: id }),
      ),
    ],
    own: () => send('POST', '/order/create', orderBody(attacker)),
  }),
  'GET /order/getOrdersByCustomer': () => ({
    foreign: [
      {
        label: 'query customerId',
        kind: 'user',
        request: (id) => get(`/order/getOrdersByCustomer?customerId=${asText(id)}`),
      },
    ],
    own: () => get(`/order/getOrdersByCustomer?customerId=${attacker.id}`),
  }),
  // Names no customer: only the caller's orders (ids smuggled in are tried on every row below).
  'GET /order/list': () => ({ foreign: [], own: () => get('/order/list') }),
  'POST /order/cancelOrder': () => ({
    foreign: bodyCases('body orderId', 'order', (orderId) => send('POST', '/order/cancelOrder', { orderId })),
    own: () => send('POST', '/order/cancelOrder', { orderId: attacker.ids.order }),
  }),
  'POST /order/retryStripePayment': () => ({
    foreign: bodyCases('body orderId', 'cardOrder', (orderId) =>
      send('POST', '/order/retryStripePayment', { orderId }),
    ),
    own: () => send('POST', '/order/retryStripePayment', { orderId: attacker.ids.cardOrder }),
  }),
  // Revokes the caller's token only: the spare customer's, so the others stay logged in.
  'POST /auth/logout': () => ({ foreign: [], own: () => ({ ...send('POST', '/auth/logout', {}), asSpare: true }) }),
  'GET /return/list': () => ({ foreign: [], own: () => get('/return/list') }),
  'GET /return/options': () => ({
    foreign: [
      { label: 'query orderId', kind: 'deliveredOrder', request: (id) => get(`/return/options?orderId=${asText(id)}`) },
    ],
    own: () => get(`/return/options?orderId=${attacker.ids.deliveredOrder}`),
  }),
  'POST /return/create': () => ({
    foreign: bodyCases('body orderId', 'deliveredOrder', (orderId) =>
      send('POST', '/return/create', returnBody(orderId, victim.ids.orderItem!)),
    ),
    own: () => send('POST', '/return/create', returnBody(attacker.ids.deliveredOrder!, attacker.ids.orderItem!)),
  }),
  'GET /return/:number': () => ({
    foreign: [{ label: 'path number', kind: 'orderNumber', request: (n) => get(`/return/${asText(n)}`) }],
  }),
  'GET /review/product/:slug/mine': () => ({ foreign: [], own: () => get(`/review/product/${reviewSlug}/mine`) }),
  // Names a product, which is public; the caller's own review was written when the data was set up.
  'POST /review/product/:slug': () => ({ foreign: [] }),
  // Reviews are public: another customer's answers 403 where a missing one answers 404.
  'PUT /review/:id': () => ({
    foreign: [
      {
        label: 'path id',
        kind: 'review',
        sameAsMissing: false,
        request: (id) => send('PUT', `/review/${asText(id)}`, reviewBody('Changed by someone else')),
      },
    ],
    own: () => send('PUT', `/review/${attacker.ids.review}`, reviewBody('Changed by its author')),
  }),
  'DELETE /review/:id': () => ({
    foreign: [
      {
        label: 'path id',
        kind: 'review',
        sameAsMissing: false,
        request: (id) => ({ method: 'DELETE', url: `${API}/review/${asText(id)}` }),
      },
    ],
  }),
  // Voting for another customer's review is the point; only the bystander's review is voted for,
  // and the victim's data must not change or show.
  'PUT /review/:id/helpful': () => ({
    foreign: [],
    own: () => send('PUT', `/review/${bystander.ids.review}/helpful`, {}),
  }),
  'DELETE /review/:id/helpful': () => ({
    foreign: [],
    own: () => ({ method: 'DELETE', url: `${API}/review/${bystander.ids.review}/helpful` }),
  }),
  'GET /wishlist': () => ({ foreign: [], own: () => get('/wishlist') }),
  'GET /wishlist/ids': () => ({ foreign: [], own: () => get('/wishlist/ids') }),
  'PUT /wishlist/items/:productId': () => ({
    foreign: [],
    own: () => send('PUT', `/wishlist/items/${productIdForOrders}`, {}),
  }),
  'DELETE /wishlist/items/:productId': () => ({
    foreign: [],
    own: () => ({ method: 'DELETE', url: `${API}/wishlist/items/${productIdForOrders}` }),
  }),
};

function returnBody(orderId: number | string, orderItemId: number | string) {
  return {
    orderId,
    items: [{ orderItemId, qty: 1 }],
    reason: 'changed_mind',
    unused: true,
    refundTo: { method: 'wallet', account: '03001234567' },
  };
}

function reviewBody(title: string) {
  return { rating: 3, title, text: 'Does what it says, and arrived on the promised day.' };
}

function bodyCases(label: string, kind: Kind, request: (id: number | string) => Request): ForeignCase[] {
  return [
    { label: `${label} (number)`, kind, request: (id) => request(typeof id === 'number' ? id : Number(id)) },
    { label: `${label} (text)`, kind, request: (id) => request(String(id)) },
  ];
}

async function inject(request: Request & { asSpare?: boolean }, who: Shopper = attacker) {
  cases += 1;
  const { asSpare, ...rest } = request;
  return call(t.app, {
    ...rest,
    method: rest.method,
    headers: (asSpare ? spare : who).headers,
    ip: freshIp(),
  });
}

/** Everything stored for a customer: every row of every table that names them (found by column name). */
async function storedFor(customerId: number): Promise<string> {
  const { rows: columns } = await t.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name IN ('user_id', 'customer_id') ORDER BY table_name`,
  );
  const parts: unknown[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    // A session's last use moves whenever it is used: the victim's are not, but keep it out anyway.
    const { rows } = await t.db.query(`SELECT * FROM "${table}" WHERE "${column}" = $1 ORDER BY 1`, [customerId]);
    parts.push({ table, rows: table === 'auth_tokens' ? rows.length : rows });
  }
  const { rows } = await t.db.query('SELECT * FROM users WHERE id = $1', [customerId]);
  parts.push({ users: rows });
  const orders = await t.db.query(
    'SELECT o.status, p.status AS payment, p.provider_ref FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.customer_id = $1 ORDER BY o.id',
    [customerId],
  );
  parts.push({ payments: orders.rows });
  return JSON.stringify(parts);
}

async function delivered(who: Party, productId: number): Promise<{ orderId: number; number: string; itemId: number }> {
  const res = await call<CreateOrderResult>(t.app, {
    ...send('POST', '/order/create', { ...orderBody(who), items: [{ id: productId, quantity: 1 }] }),
    method: 'POST',
    headers: who.headers,
  });
  expect(res.status).toBe(201);
  const orderId = res.body.data.orderId;
  for (const step of ['confirmed', 'processed', 'shipped', 'delivered'] as const) {
    await changeOrderStatus(t.db, { id: orderId }, step);
  }
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM order_items WHERE order_id = $1', [orderId]);
  return { orderId, number: res.body.data.number, itemId: rows[0].id };
}

/** A customer with an address, under a name a leak would show. */
async function party(name: string): Promise<Party> {
  const shopper = await createShopper(t.db, place);
  await t.db.query('UPDATE users SET name = $2 WHERE id = $1', [shopper.id, name]);
  return { ...shopper, ids: {} };
}

const has = (route: string) => registeredRoutes(t.app).some((r) => routeName(r) === route);

async function placeFor(who: Party, method: 'cod' | 'stripe', productId: number) {
  const res = await call<CreateOrderResult>(t.app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: who.headers,
    payload: { ...orderBody(who), items: [{ id: productId, quantity: 1 }], paymentMethod: method },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function review(who: Party, slug: string): Promise<number | undefined> {
  if (!has('POST /review/product/:slug')) return undefined;
  const res = await call<{ id: number }>(t.app, {
    method: 'POST',
    url: `${API}/review/product/${slug}`,
    headers: who.headers,
    payload: { rating: 4, title: `Review by ${who.id}`, text: 'Works well and arrived on time, as described.' },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  place = await deliverableCity(t.db);
  const product = await productWithStock(t.db, 500, 60);
  productIdForOrders = product.id;
  const { rows } = await t.db.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [product.id]);
  reviewSlug = rows[0].slug;

  attacker = await party('Mallory Attacker');
  victim = await party('Zainab Victim-Qureshi');
  bystander = await party('Bilal Bystander');
  spare = await createShopper(t.db, place);
  await t.db.query(`UPDATE addresses SET address = 'Flat 9, Secret Lane 77, Model Town' WHERE user_id = $1`, [
    victim.id,
  ]);

  for (const who of [attacker, victim, bystander]) {
    const cod = await placeFor(who, 'cod', product.id);
    const card = await placeFor(who, 'stripe', product.id);
    const done = await delivered(who, product.id);
    who.ids = {
      user: who.id,
      address: who.addressId,
      order: cod.orderId,
      cardOrder: card.orderId,
      deliveredOrder: done.orderId,
      orderItem: done.itemId,
      orderNumber: done.number,
    };
    (who as Party & { numbers: string[] }).numbers = [cod.number, card.number, done.number];
    who.ids.review = await review(who, reviewSlug);
  }
  if (has('POST /return/create')) {
    const res = await call<{ number: string }>(t.app, {
      method: 'POST',
      url: `${API}/return/create`,
      headers: victim.headers,
      payload: returnBody(victim.ids.deliveredOrder!, victim.ids.orderItem!),
    });
    // Its number is what the path names; without a return of their own, their order number.
    if (res.status === 201) victim.ids.orderNumber = res.body.data.number;
  }

  const { rows: top } = await t.db.query<{ u: number; o: number; a: number; i: number }>(
    `SELECT (SELECT max(id) FROM users) + 1000 AS u, (SELECT max(id) FROM orders) + 1000 AS o,
            (SELECT max(id) FROM addresses) + 1000 AS a, (SELECT max(id) FROM order_items) + 1000 AS i`,
  );
  missing = {
    user: top[0].u,
    address: top[0].a,
    order: top[0].o,
    cardOrder: top[0].o,
    deliveredOrder: top[0].o,
    orderItem: top[0].i,
    orderNumber: 'SF-0001-999999',
    review: 2_000_000_000,
  };
  secrets = [
    victim.email,
    'Zainab Victim-Qureshi',
    'Secret Lane 77',
    ...(victim as Party & { numbers: string[] }).numbers,
  ];
}, TIMEOUT);

afterAll(async () => {
  reportCounts('authorization matrix', {
    'routes needing a login': covered.length,
    'with foreign ids': covered.filter((route) => MATRIX[route]().foreign.length > 0).length,
    'requests checked': cases,
  });
  await t?.close();
});

let covered: string[] = [];

test(
  'every route that needs a login has its row in the matrix',
  async () => {
    const needing = (await routesNeedingLogin(t.app)).map(routeName);
    covered = needing;
    expect(needing.length).toBeGreaterThan(5);
    expect(needing.filter((route) => !(route in MATRIX))).toEqual([]);
  },
  TIMEOUT,
);

test(
  "another customer's ids, in the path, the query or the body, get the answer of an id that exists nowhere",
  async () => {
    expect(covered.length).toBeGreaterThan(5);
    const before = await storedFor(victim.id);
    const leaks: string[] = [];
    for (const route of covered) {
      const row = MATRIX[route]();
      for (const c of row.foreign) {
        const theirs = await inject(c.request(victim.ids[c.kind] ?? missing[c.kind]));
        const nowhere = await inject(c.request(missing[c.kind]));
        const where = `${route}, ${c.label}`;
        expect({ where, status: theirs.status, problem: envelopeProblem(theirs) }).toEqual({
          where,
          status: [403, 404].includes(theirs.status) ? theirs.status : 'not 403 or 404',
          problem: null,
        });
        if (c.sameAsMissing !== false) {
          expect({ where, status: theirs.status, body: theirs.raw.body }).toEqual({
            where,
            status: nowhere.status,
            body: nowhere.raw.body,
          });
        }
        for (const secret of secrets) if (theirs.raw.body.includes(secret)) leaks.push(`${where}: ${secret}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await storedFor(victim.id)).toBe(before);
  },
  TIMEOUT,
);

test(
  "each call succeeds for the caller's own ids, so the refusals above are about ownership",
  async () => {
    for (const route of covered) {
      const own = MATRIX[route]().own;
      if (!own) continue;
      const res = await inject(own());
      expect({ route, status: res.status >= 200 && res.status < 300 ? 'success' : res.raw.body }).toEqual({
        route,
        status: 'success',
      });
    }
    // Logging out ended only the spare customer's session: the victim's still works.
    const still = await inject(get('/order/list'), victim);
    expect(still.status).toBe(200);
  },
  TIMEOUT,
);

test(
  'ids of another customer smuggled into any call (customerId, userId, id) are ignored or refused, never served',
  async () => {
    const before = await storedFor(victim.id);
    const leaks: string[] = [];
    for (const route of covered) {
      const own = MATRIX[route]().own?.();
      // Logout has its own check below; a call with no own form is covered by its foreign cases.
      if (!own || route === 'POST /auth/logout') continue;
      const smuggle = { customerId: victim.id, userId: victim.id, id: victim.id };
      const query = new URLSearchParams(Object.entries(smuggle).map(([k, v]) => [k, String(v)])).toString();
      const url = own.url.includes('?') ? `${own.url}&${query}` : `${own.url}?${query}`;
      const payload =
        own.payload && typeof own.payload === 'object' && !Array.isArray(own.payload)
          ? { ...smuggle, ...(own.payload as Record<string, unknown>) }
          : own.payload;
      const res = await inject({ ...own, url, payload });
      expect({ route, status: res.status < 500 }).toEqual({ route, status: true });
      if (res.status >= 400) expect({ route, problem: envelopeProblem(res) }).toEqual({ route, problem: null });
      for (const secret of secrets) if (res.raw.body.includes(secret)) leaks.push(`${route}: ${secret}`);
    }
    expect(leaks).toEqual([]);
    expect(await storedFor(victim.id)).toBe(before);
  },
  TIMEOUT,
);

test("the test payment gateway answers another customer's order without its reference as a missing one", async () => {
  const cardOrder = victim.ids.cardOrder!;
  const theirs = await call(t.app, { method: 'GET', url: `${API}/payment/gateway/${cardOrder}` });
  const nowhere = await call(t.app, { method: 'GET', url: `${API}/payment/gateway/${missing.order}` });
  const guessed = await call(t.app, { method: 'GET', url: `${API}/payment/gateway/${cardOrder}?ref=guess` });
  expect(theirs.status).toBe(404);
  expect([theirs.raw.body, guessed.raw.body]).toEqual([nowhere.raw.body, nowhere.raw.body]);
  cases += 3;
});
