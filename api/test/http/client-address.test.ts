// Rate limits key on the client address: X-Forwarded-For is believed only from a configured proxy,
// and only the entry that proxy added (the right-most), so a client cannot choose its address.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig, type AppConfig } from '../../src/config';
import type { AppDatabase } from '../../src/db/app-database';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';

let db: AppDatabase;
beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
});

async function appWith(config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig(config) });
  app.get('/api/api/probe/ip', (request) => Promise.resolve({ ip: request.ip }));
  await app.ready();
  return app;
}

async function ipSeen(app: FastifyInstance, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const res = await app.inject({
    url: '/api/api/probe/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.json<{ ip: string }>().ip;
}

describe('client address', () => {
  it('takes only the entry the trusted proxy added, whatever the client wrote before it', async () => {
    const app = await appWith();
    expect(await ipSeen(app, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // The client sent "X-Forwarded-For: 10.0.0.1" and a proxy appended its address: the forged entry is ignored.
    expect(await ipSeen(app, '127.0.0.1', '10.0.0.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(app, '127.0.0.1', '198.51.100.1, 127.0.0.1')).toBe('127.0.0.1');
    expect(await ipSeen(app, '127.0.0.1')).toBe('127.0.0.1');
    await app.close();
  });

  it('ignores the header from a connection that is not a configured proxy', async () => {
    const app = await appWith();
    expect(await ipSeen(app, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    await app.close();
    const narrow = await appWith({ trustProxy: '127.0.0.1' });
    expect(await ipSeen(narrow, '10.0.0.5', '198.51.100.1')).toBe('10.0.0.5');
    expect(await ipSeen(narrow, '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    await narrow.close();
  });

  it('believes nothing with TRUST_PROXY=none, and more hops only when configured', async () => {
    const none = await appWith({ trustProxy: '' });
    expect(await ipSeen(none, '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
    await none.close();
    const two = await appWith({ trustProxy: 'loopback,10.0.0.0/8', trustProxyHops: 2 });
    expect(await ipSeen(two, '127.0.0.1', '198.51.100.1, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    await two.close();
  });
});
