// Property-based fuzzing of every route the app registers: arbitrary path parameters, query strings
// and bodies (any JSON, wrong types, huge and hostile values, text that is not JSON, other content
// types), with a live session where the route needs one. Whatever comes, the API never answers 5xx,
// and every refusal is the failure envelope with a message. The routes come from the app's own
// route table and their fields from its OpenAPI document, so a new route is fuzzed as it is added.
import fc from 'fast-check';
import type { AppConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createShopper, deliverableCity, type Shopper } from '../commerce/commerce-test-kit';
import {
  envelopeProblem,
  fillPath,
  freshIp,
  registeredRoutes,
  reportCounts,
  routeName,
  routesNeedingLogin,
  type RegisteredRoute,
} from './security-kit';

/** Runs per route: bounded so the whole suite stays well under two minutes on PGlite. */
const RUNS = Number(process.env.SECURITY_FUZZ_RUNS) || 40;
const TIMEOUT = 300_000;

let t: TestApp;
let shoppers: Shopper[];
let routes: RegisteredRoute[];
let needsLogin: Set<string>;
let documented: Map<string, Operation>;
let cases = 0;

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

beforeAll(async () => {
  // The docs and the Stripe webhook are routes too: on, so they are fuzzed with the rest.
  const config: Partial<AppConfig> = { apiDocs: true, stripeWebhookSecret: 'whsec_fuzzing' };
  t = await createTestApp({ config });
  const place = await deliverableCity(t.db);
  // A few customers taking turns, so per-customer limits do not end every run in a 429.
  shoppers = await Promise.all(Array.from({ length: 4 }, () => createShopper(t.db, place)));
  const seen = new Set<string>();
  routes = registeredRoutes(t.app).filter((route) => !seen.has(routeName(route)) && seen.add(routeName(route)));
  needsLogin = new Set((await routesNeedingLogin(t.app)).map(routeName));
  const docs = await call(t.app, { method: 'GET', url: '/api/docs/json' });
  expect(docs.status).toBe(200);
  const paths = (docs.body as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
  documented = new Map(
    Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [
        routeName({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1') }),
        operation,
      ]),
    ),
  );
}, TIMEOUT);

afterAll(async () => {
  reportCounts('fuzzing', {
    routes: routes?.length ?? 0,
    'documented (fields from their schema)': [...(routes ?? [])].filter((r) => documented?.has(routeName(r))).length,
    'requests sent': cases,
  });
  await t?.close();
});

// ---- what is sent ------------------------------------------------------------------------------

const HOSTILE = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '0x10',
  '1e3',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFFFF',
  '\uD800',
  'ﷺ اردو',
  '😀'.repeat(50),
  'x'.repeat(10_000),
];

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300),
);
/** Any value a field might be sent: wrong types, nesting, huge numbers and strings. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileText, hostileNumber, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A body: the route's own fields with any values, any JSON at all, or text that is not JSON. */
function bodyFor(fields: string[]) {
  const own =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: fields.length })
      : fc.constant({});
  return fc.oneof(
    { weight: 4, arbitrary: own.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constantFrom('raw-json' as const, 'form' as const, 'text' as const),
        value: hostileText,
      }),
    },
  );
}

/** A query string: the route's own parameters and others, each once or repeated. */
function queryFor(names: string[]) {
  const name = names.length > 0 ? fc.oneof(fc.constantFrom(...names), hostileText) : hostileText;
  return fc.array(fc.tuple(name, hostileText), { maxLength: 5 }).map((pairs) => {
    const search = new URLSearchParams();
    for (const [key, value] of pairs) search.append(key, value);
    return search.toString();
  });
}

/** Every byte of the text's UTF-8 %-escaped (a lone surrogate is sent as U+FFFD). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A path parameter: hostile text, %-escaped; now and then a bad %-escape as it is. */
const pathValue = fc.oneof(
  { weight: 6, arbitrary: hostileText.filter((s) => s !== '').map(percentEncoded) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%ZZ', '1%2F..%2F..', '..') },
);

function fieldsOf(operation: Operation | undefined) {
  const parameters = operation?.parameters ?? [];
  const body = operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  return {
    query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
    body: Object.keys(body),
  };
}

// ---- the property ------------------------------------------------------------------------------

async function send(
  route: RegisteredRoute,
  input: { params: Record<string, string>; query: string; body: { kind: string; value: unknown } | null },
) {
  cases += 1;
  const url = `${fillPath(route.url, (param) => input.params[param] ?? '1')}${input.query ? `?${input.query}` : ''}`;
  const headers: Record<string, string> = {};
  if (needsLogin.has(routeName(route))) {
    // Logging out ends the session it is sent with: a session of its own each time.
    const shopper = route.url.endsWith('/logout')
      ? await createShopper(t.db, await deliverableCity(t.db))
      : shoppers[cases % shoppers.length];
    headers.authorization = shopper.headers.authorization;
  }
  if (route.url.includes('stripe/webhook')) headers['stripe-signature'] = `t=1,v1=${'0'.repeat(64)}`;
  let payload: string | undefined;
  if (input.body) {
    const { kind, value } = input.body;
    if (kind === 'json') {
      payload = JSON.stringify(value);
      headers['content-type'] = 'application/json';
    } else if (kind === 'raw-json') {
      payload = String(value);
      headers['content-type'] = 'application/json';
    } else if (kind === 'form') {
      payload = new URLSearchParams({ ref: String(value), orderId: String(value) }).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      payload = String(value);
      headers['content-type'] = 'text/plain';
    }
  }
  return call(t.app, { method: route.method, url, headers, payload, ip: freshIp() });
}

test(
  'every route answers any path, query and body without a 5xx, and refuses with the failure envelope',
  async () => {
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      const fields = fieldsOf(documented.get(routeName(route)));
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(route.url.endsWith('*') ? ['*'] : []);
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const input = fc.record({
        params: fc.record(Object.fromEntries(params.map((p) => [p, pathValue]))),
        query: queryFor(fields.query),
        body: hasBody ? bodyFor(fields.body) : fc.constant(null),
      });
      const outcome = await fc.check(
        fc.asyncProperty(input, async (sent) => {
          const res = await send(route, sent);
          if (res.status >= 500) return false;
          return res.status < 400 || envelopeProblem(res) === null;
        }),
        { numRuns: RUNS },
      );
      if (outcome.failed) {
        const sent = outcome.counterexample?.[0];
        const res = sent ? await send(route, sent) : null;
        failures.push(
          `${routeName(route)}: ${res?.status} ${res ? (envelopeProblem(res) ?? '') : ''} ${res?.raw.body.slice(0, 200)} for ${JSON.stringify(sent).slice(0, 300)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  },
  TIMEOUT,
);

test('every documented route is one the app serves, and the other way round apart from static files', () => {
  const served = new Set(routes.map(routeName));
  expect([...documented.keys()].filter((route) => !served.has(route))).toEqual([]);
  // Undocumented on purpose: the docs' own pages, the health check and the media files.
  const undocumented = routes
    .map(routeName)
    .filter((route) => !documented.has(route))
    .filter((route) => !/^GET \/api\/(docs|health)|^GET \/media\//.test(route));
  expect(undocumented).toEqual([]);
});
