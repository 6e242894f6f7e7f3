// Logs are structured JSON and never carry secrets.
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openPglite } from '../../src/db/pglite';
import { migrate } from '../../src/db/migrate';
import type { AppDatabase } from '../../src/db/app-database';
import { redactUrl, type SerializedError } from '../../src/http/log-serializers';
import type { LogEntry } from '../helpers/logs';

/** A log line as these tests read it: the serialised error, and the request of a request log. */
type Line = LogEntry & { err: SerializedError; req: { url: string } };

let db: AppDatabase;
beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
});

function captureLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

it('redacts authorization, passwords, OTPs and tokens, and logs 500s with their error', async () => {
  const { lines, stream } = captureLines();
  const app = await buildApp({ db, config: testConfig({ logLevel: 'info' }), logStream: stream });
  app.post('/api/api/probe/login', (request) => {
    request.log.info({ body: request.body, req: { headers: request.headers } }, 'probe');
    return Promise.reject(new Error('database exploded'));
  });
  await app.ready();
  const res = await app.inject({
    method: 'POST',
    url: '/api/api/probe/login',
    headers: { authorization: 'Bearer secret-token-123' },
    payload: {
      email: 'a@b.pk',
      password: 'hunter22',
      otp: '123456',
      nested: { token: 'tok-999', newPassword: 'np-1' },
    },
  });
  await app.close();
  expect(res.statusCode).toBe(500);
  const text = lines.join('\n');
  for (const secret of ['secret-token-123', 'hunter22', '123456', 'tok-999', 'np-1'])
    expect(text).not.toContain(secret);
  expect(text).toContain('a@b.pk');
  const entries = lines.map((l) => JSON.parse(l) as Line);
  const failure = entries.find((e) => e.msg === 'unhandled error')!;
  expect(failure.err.message).toBe('database exploded');
  expect(failure.level).toBe(50);
});

it('drops the SQL text and bound values of database errors from the logs', async () => {
  const { lines, stream } = captureLines();
  const app = await buildApp({ db, config: testConfig({ logLevel: 'info' }), logStream: stream });
  const hash = 'scrypt$16384$8$1$c2FsdHNhbHQ=$bm90LWEtcmVhbC1oYXNoLWJ1dC1zZWNyZXQ=';
  app.get('/api/api/probe/db', async () => {
    await db.query('INSERT INTO no_such_table (password_hash, token_hash) VALUES ($1, $2)', [
      hash,
      'f00dfeed'.repeat(8),
    ]);
    return null;
  });
  await app.ready();
  const res = await app.inject({ url: '/api/api/probe/db' });
  await app.close();
  expect(res.statusCode).toBe(500);
  const text = lines.join('\n');
  expect(text).not.toContain(hash);
  expect(text).not.toContain('f00dfeed');
  expect(text).not.toContain('VALUES ($1, $2)');
  const failure = lines.map((l) => JSON.parse(l) as Line).find((e) => e.msg === 'unhandled error')!;
  expect(failure.err.message).toMatch(/no_such_table/);
  expect(failure.err.code).toBe('42P01');
  for (const key of ['query', 'params', 'queryOptions', 'detail']) expect(failure.err).not.toHaveProperty(key);
});

it('does not log the payment reference or token-like values of request URLs', async () => {
  const { lines, stream } = captureLines();
  const app = await buildApp({ db, config: testConfig({ logLevel: 'info' }), logStream: stream });
  await app.ready();
  const ref = 'gw_Zk3P0e9yQbL2mX8vT1rN6sA4dF7hJ5kW0cE2gU9iO3q';
  await app.inject({ url: `/api/api/payment/gateway/12?ref=${ref}` });
  await app.inject({ url: `/api/api/product/search?q=lawn+suit&session=${'a'.repeat(40)}` });
  await app.close();
  const text = lines.join('\n');
  expect(text).not.toContain(ref);
  expect(text).not.toContain('a'.repeat(40));
  const urls = lines
    .map((l) => JSON.parse(l) as Line)
    .filter((e) => e.msg === 'incoming request')
    .map((e) => e.req.url);
  expect(urls).toEqual([
    '/api/api/payment/gateway/12?ref=[redacted]',
    '/api/api/product/search?q=lawn+suit&session=[redacted]',
  ]);
});

describe('redactUrl', () => {
  it('replaces secret parameters whatever their case, and keeps the rest', () => {
    expect(redactUrl('/a')).toBe('/a');
    expect(redactUrl('/a?Token=x&page=2&otp=123456&flag')).toBe('/a?Token=[redacted]&page=2&otp=[redacted]&flag');
    expect(redactUrl('/a?q=short&id=12')).toBe('/a?q=short&id=12');
  });

  it('replaces e-mail addresses whatever the parameter, encoded or not', () => {
    expect(redactUrl('/api/api/dev/mails?to=ali%40example.com')).toBe('/api/api/dev/mails?to=[redacted]');
    expect(redactUrl('/a?who=ali@example.com&q=@home')).toBe('/a?who=[redacted]&q=@home');
  });
});
