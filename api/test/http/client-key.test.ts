// Per-client rate limits key IPv6 clients by their /64 network: one customer line usually gets a
// whole /64, so its single addresses are no quota of their own.
import type { LoginResponse } from '@storefront/shared/types';
import { clientKey } from '../../src/commerce/security/client-key';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, call, unique } from '../commerce/commerce-test-kit';
import { RATE_RULES } from '../../src/commerce/security/rate-limiter';

describe('clientKey', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('10.0.0.1')).toBe('10.0.0.1');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, in any spelling', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    // Not grouped with other IPv4 clients into one ::ffff:0:0/64.
    expect(clientKey('::ffff:198.51.100.1')).toBe('198.51.100.1');
  });

  it('groups IPv6 addresses by their /64 prefix, however they are written', () => {
    const key = clientKey('2001:db8:1:2:3:4:5:6');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::1')).toBe(key);
    expect(clientKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is not an address as it is (lower-cased)', () => {
    expect(clientKey('Unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });
});

describe('per-client limits over IPv6', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 0, config: { trustProxy: '' } });
  });
  afterAll(async () => t?.close());

  const login = (ip: string) =>
    call<LoginResponse>(t.app, {
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: unique().email, password: 'wrong-password' },
      ip,
    });

  it('counts every address of one /64 as one client, and another /64 apart', async () => {
    const statuses: number[] = [];
    // A different address of the same /64 each time.
    const limit = RATE_RULES.loginPerIp.limit;
    for (let i = 1; i <= limit + 1; i += 1)
      statuses.push((await login(`2001:db8:aa:bb:${i.toString(16)}::${i.toString(16)}`)).status);
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect((await login('2001:db8:aa:bc::1')).status).toBe(401);
  });
});
