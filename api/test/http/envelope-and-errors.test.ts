// The envelope and the error handler: bad input of any kind answers 4xx, never 500.
import * as yup from 'yup';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { json } from '../helpers/http';
import { badRequest, conflict, RateLimitError } from '../../src/http/errors';
import { ok } from '../../src/http/reply';
import { validate } from '../../src/http/validate';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(async () => {
  await t?.close();
});

/** A second app on the same database, with routes that fail in each way the handler knows. */
async function appWithProbes() {
  const { buildApp } = await import('../../src/app');
  const app = await buildApp({ db: t.db, config: t.config });
  const schema = yup.object({
    name: yup.string().required('Name is required'),
    age: yup.number().min(18, 'Too young'),
  });
  app.post(
    '/api/api/probe/echo',
    {
      schema: { body: { type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] } },
    },
    (request) => Promise.resolve(ok(request.body, 'Echoed')),
  );
  app.post(
    '/api/api/probe/order',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            method: { type: 'string', enum: ['cod', 'stripe'] },
            items: {
              type: 'array',
              items: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
            },
          },
        },
      },
    },
    () => Promise.resolve(ok(null)),
  );
  app.post('/api/api/probe/validate', (request) => Promise.resolve(ok(validate(schema, request.body))));
  app.get('/api/api/probe/conflict', () => Promise.reject(conflict('Not enough stock', { items: 'Only 2 left' })));
  app.get('/api/api/probe/throttled', () => Promise.reject(new RateLimitError('Slow down', 2.4)));
  // Like the docs' static files: a wildcard route that finds no file under it.
  app.get('/api/api/probe/files/*', (_request, reply) => Promise.resolve(reply.callNotFound()));
  app.get('/api/api/probe/crash', () =>
    Promise.reject(new Error('relation "secret_table" does not exist at /srv/app.js:12')),
  );
  await app.ready();
  return app;
}

describe('envelope', () => {
  it('wraps data and the optional mess', async () => {
    expect(ok([1])).toEqual({ success: true, data: [1] });
    expect(ok(null, 'Done')).toEqual({ success: true, mess: 'Done', data: null });
    const app = await appWithProbes();
    const res = await app.inject({ method: 'POST', url: '/api/api/probe/echo', payload: { count: 2 } });
    expect(res.json()).toEqual({ success: true, mess: 'Echoed', data: { count: 2 } });
    await app.close();
  });
});

describe('bad input answers 4xx with a message, never 500', () => {
  let app: Awaited<ReturnType<typeof appWithProbes>>;
  beforeAll(async () => {
    app = await appWithProbes();
  });
  afterAll(async () => {
    await app.close();
  });

  it('malformed JSON → 400 "Malformed JSON body"', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/api/probe/echo',
      payload: '{"count": 2,',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, mess: 'Malformed JSON body', message: 'Malformed JSON body' });
  });

  it('an empty JSON body → 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/api/probe/echo',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).success).toBe(false);
  });

  it('a wrong type → 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/api/probe/echo', payload: { count: 'many' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      mess: 'count must be integer',
      errors: { count: 'count must be integer' },
    });
  });

  it('a missing field → 400 "<field> is required"', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/api/probe/echo', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(json(res).mess).toBe('count is required');
  });

  it('nested and enum failures name the exact field and the allowed values', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/api/api/probe/order',
      payload: { items: [{ id: 1 }, {}] },
    });
    expect(nested.statusCode).toBe(400);
    expect(json(nested).mess).toBe('items.1.id is required');
    const choice = await app.inject({ method: 'POST', url: '/api/api/probe/order', payload: { method: 'bitcoin' } });
    expect(json(choice).errors).toEqual({ method: 'method must be one of: cod, stripe' });
  });

  it.each(['text/csv', 'text/plain', 'application/x-www-form-urlencoded'])('a %s body → 415', async (type) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/api/probe/echo',
      payload: 'count=2',
      headers: { 'content-type': type },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, mess: 'Unsupported content type; send application/json' });
  });

  it('yup validation → 400 with the first message and one message per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/api/probe/validate', payload: { age: 12 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      mess: 'Name is required',
      message: 'Name is required',
      errors: { name: 'Name is required', age: 'Too young' },
    });
  });

  it('HttpError keeps its status, message and field errors', async () => {
    const res = await app.inject({ url: '/api/api/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      mess: 'Not enough stock',
      message: 'Not enough stock',
      errors: { items: 'Only 2 left' },
    });
  });

  it('every 429 says when to come back: Retry-After in whole seconds', async () => {
    const res = await app.inject({ url: '/api/api/probe/throttled' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.json()).toEqual({ success: false, mess: 'Slow down', message: 'Slow down' });
  });

  it('an unexpected error → 500 with a generic message, no internals', async () => {
    const res = await app.inject({ url: '/api/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, mess: 'Something went wrong', message: 'Something went wrong' });
    expect(res.body).not.toContain('secret_table');
  });

  it('an unknown route → 404 envelope', async () => {
    const res = await app.inject({ url: '/api/api/does/not/exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      mess: 'Route GET /api/api/does/not/exist not found',
      message: 'Route GET /api/api/does/not/exist not found',
    });
  });

  it('a known path called with another method → 405 naming the methods it answers to', async () => {
    const wrong = await app.inject({ method: 'GET', url: '/api/api/auth/login?x=1' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json()).toEqual({
      success: false,
      mess: 'Method GET is not allowed for /api/api/auth/login; use POST',
      message: 'Method GET is not allowed for /api/api/auth/login; use POST',
    });
    // Parametric paths too, and a route answering GET also answers HEAD.
    const put = await app.inject({ method: 'PUT', url: '/api/api/customer/getUserDetailsByid/7' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    // A path no method serves is still not found.
    expect((await app.inject({ method: 'DELETE', url: '/api/api/auth/nothing' })).statusCode).toBe(404);
  });

  it('a method the path answers to that finds nothing under a wildcard route → 404, not 405', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/api/probe/files/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});

describe('requests the HTTP parser refuses', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** Sends raw bytes to the listening app; resolves with the whole answer. */
  async function sendRaw(request: string) {
    const net = await import('node:net');
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
  }

  it('an address longer than the header limit → 431 envelope', async () => {
    const answer = await sendRaw(`GET /api/api/product/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      mess: 'The address or the request headers are too long',
      message: 'The address or the request headers are too long',
    });
  });

  it('a request not complete in time → 408 envelope, and the connection closed', async () => {
    const { buildApp } = await import('../../src/app');
    const slow = await buildApp({ db: t.db, config: t.config, requestTimeoutMs: 300 });
    // Node checks for overdue requests on this interval (30 s by default), read when it starts listening.
    Object.assign(slow.server, { connectionsCheckingInterval: 50 });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    try {
      const net = await import('node:net');
      const { port: slowPort } = slow.server.address() as { port: number };
      const answer = await new Promise<string>((resolve, reject) => {
        // Announces 100 bytes of body, sends 6, then waits: the request never completes.
        const socket = net.connect(slowPort, '127.0.0.1', () => {
          socket.write(
            'POST /api/api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
          );
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"mess":"The request took too long to arrive"');
    } finally {
      await slow.close();
    }
  });

  it('malformed framing → 400 envelope', async () => {
    const answer = await sendRaw(
      'POST /api/api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"success":false');
  });
});

describe('security headers', () => {
  it('every answer forbids framing and content sniffing', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "frame-ancestors 'none'",
    });
  });
});

describe('validate()', () => {
  it('returns the cast value when valid', () => {
    const schema = yup.object({ n: yup.number().required() });
    expect(validate(schema, { n: '5' })).toEqual({ n: 5 });
  });

  it('throws badRequest with field errors', () => {
    const schema = yup.object({ email: yup.string().email('Email is invalid').required('Email is required') });
    expect(() => validate(schema, { email: 'x' })).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: 'Email is invalid',
        errors: { email: 'Email is invalid' },
      }) as Error,
    );
    expect(badRequest('x').statusCode).toBe(400);
  });
});

describe('service routes', () => {
  it('GET /api/health answers ok', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('GET /api/health answers 503 while the database does not answer (a load balancer stops sending traffic)', async () => {
    const { buildApp } = await import('../../src/app');
    const lostDb = {
      ...t.db,
      query: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')),
    };
    const app = await buildApp({ db: lostDb, config: t.config });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, mess: 'The database is not reachable right now' });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });

  it('serves the OpenAPI document with the catalogue paths', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/api/category/allCategories',
        '/api/api/product/search',
        '/api/api/banner/getBannerByPosition',
      ]),
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
