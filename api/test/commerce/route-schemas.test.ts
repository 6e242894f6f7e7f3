// Each commerce route with a JSON body has one schema (request-schemas.ts): the OpenAPI document
// shows the JSON Schema derived from it, and the route answers a bad body with its messages.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@storefront/shared/validation';
import { bodyOf, routesWithBody, type RouteWithBody } from '../../src/commerce/request-schemas';
import { NOTE_KEYS } from '../../src/commerce/api-docs';
import { HttpError } from '../../src/http/errors';
import { validate } from '../../src/http/validate';
import { jsonSchemaOf, type JsonSchema } from '../../src/http/yup-json-schema';
import type { Database } from '../../src/db/types';
import { createTestApp } from '../helpers/test-app';
import { API, call, createCustomer } from './commerce-test-kit';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp({ products: 0 }));
});
afterAll(async () => close());

interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Paths = Record<string, Record<string, Operation>>;

/** The schema without the words the docs add to fields (descriptions, examples). */
function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (value === null || typeof value !== 'object') return value;
  const noteKeys: readonly string[] = NOTE_KEYS;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !noteKeys.includes(key))
      .map(([key, item]) => [key, withoutNotes(item)]),
  );
}

async function documentedPaths(): Promise<Paths> {
  const res = await call<never>(app, { method: 'GET', url: '/api/docs/json' });
  expect(res.status).toBe(200);
  return (res.body as unknown as { paths: Paths }).paths;
}

const split = (route: RouteWithBody) => {
  const [method, path] = route.split(' ');
  return { method: method.toLowerCase(), path: `${API}${path}` };
};

/** The message the route's schema gives an empty body (what the route must answer with). */
function firstMessage(route: RouteWithBody, body: Record<string, unknown>): string {
  try {
    validate(bodyOf(route), body);
  } catch (err) {
    if (err instanceof HttpError) return err.message;
    throw err;
  }
  throw new Error(`${route}: the body was expected to be refused`);
}

describe('one schema per route', () => {
  it('documents each JSON body as the JSON Schema derived from the schema its route validates with', async () => {
    const paths = await documentedPaths();
    for (const route of routesWithBody()) {
      const { method, path } = split(route);
      const documented = paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
      expect({ route, body: withoutNotes(documented) }).toEqual({ route, body: jsonSchemaOf(bodyOf(route)) });
    }
  });

  it('has a schema for every commerce route that documents a JSON body', async () => {
    const paths = await documentedPaths();
    const known = new Set(routesWithBody().map((route) => `${split(route).method} ${split(route).path}`));
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody?.content['application/json'])
        .map(([method]) => `${method} ${path}`),
    );
    const commerce = documented.filter((entry) => /\/api\/api\/(auth|customer|order)\//.test(entry));
    expect(commerce.length).toBeGreaterThan(0);
    expect(commerce.filter((entry) => !known.has(entry))).toEqual([]);
  });

  it('derives the rules the docs show: lengths, patterns, enums, required fields', () => {
    const register = jsonSchemaOf(bodyOf('POST /auth/register')) as { properties: Record<string, JsonSchema> };
    expect(register.properties.password).toEqual({ type: 'string', minLength: 6, maxLength: 128 });
    expect(register.properties.phone).toEqual({ type: 'string', pattern: '^03\\d{9}$' });
    const order = jsonSchemaOf(bodyOf('POST /order/create'));
    expect(order).toMatchObject({
      required: ['items', 'paymentMethod', 'courierPricingId', 'addressId'],
      properties: {
        items: { type: 'array', minItems: 1, maxItems: 100 },
        paymentMethod: { enum: ['stripe', 'jazzcash', 'easypaisa', 'cod'] },
        addressId: { type: 'integer', minimum: 1 },
      },
    });
    expect(jsonSchemaOf(bodyOf('POST /auth/verifyOtp'))).toMatchObject({
      properties: { purpose: { enum: ['verify', 'reset'], default: 'reset' } },
    });
  });

  it("answers a bad body with the first message of the route's own schema, the spec's words", async () => {
    const anonymous: RouteWithBody[] = [
      'POST /auth/register',
      'POST /auth/getOtp',
      'POST /auth/resendOtp',
      'POST /auth/verifyEmail',
      'POST /auth/login',
      'POST /auth/forgetPassword',
      'POST /auth/verifyOtp',
      'POST /auth/resetPassword',
    ];
    const specWords: string[] = Object.values(MESSAGES);
    for (const route of anonymous) {
      const { method, path } = split(route);
      const res = await call(app, { method: method.toUpperCase(), url: path, payload: {} });
      const expected = firstMessage(route, {});
      expect({ route, status: res.status, mess: res.body.mess }).toEqual({ route, status: 400, mess: expected });
      expect(specWords).toContain(expected);
    }

    const customer = await createCustomer(db);
    const signedIn: [RouteWithBody, Record<string, unknown>][] = [
      ['PUT /customer/updateUser', { id: customer.id }],
      ['PUT /customer/updateAddress', { id: customer.id }],
      ['POST /order/create', {}],
      ['POST /order/cancelOrder', {}],
      ['POST /order/retryStripePayment', {}],
    ];
    for (const [route, payload] of signedIn) {
      const { method, path } = split(route);
      const res = await call(app, {
        method: method.toUpperCase(),
        url: path,
        payload,
        headers: customer.headers,
      });
      expect({ route, status: res.status, mess: res.body.mess }).toEqual({
        route,
        status: 400,
        mess: firstMessage(route, payload),
      });
    }
    expect(routesWithBody()).toHaveLength(anonymous.length + signedIn.length);
  });
});
