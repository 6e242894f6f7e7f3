// Logs are structured JSON and never carry secrets.
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openPglite } from '../../src/db/pglite';
import { migrate } from '../../src/db/migrate';
import type { AppDatabase } from '../../src/db/app-database';

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
  app.post('/api/api/probe/login', async (request) => {
    request.log.info({ body: request.body, req: { headers: request.headers } }, 'probe');
    throw new Error('database exploded');
  });
  await app.ready();
  const res = await app.inject({
    method: 'POST',
    url: '/api/api/probe/login',
    headers: { authorization: 'Bearer secret-token-123' },
    payload: { email: 'a@b.pk', password: 'hunter22', otp: '123456', nested: { token: 'tok-999', newPassword: 'np-1' } },
  });
  await app.close();
  expect(res.statusCode).toBe(500);
  const text = lines.join('\n');
  for (const secret of ['secret-token-123', 'hunter22', '123456', 'tok-999', 'np-1']) expect(text).not.toContain(secret);
  expect(text).toContain('a@b.pk');
  const entries = lines.map((l) => JSON.parse(l));
  const failure = entries.find((e) => e.msg === 'unhandled error');
  expect(failure.err.message).toBe('database exploded');
  expect(failure.level).toBe(50);
});
