import { createTrustProxy, parseTrustList, TrustListError } from './trust-proxy';

describe('parseTrustList', () => {
  it('accepts names, addresses and CIDR ranges, and "none"', () => {
    expect(parseTrustList('loopback, 10.1.2.3,fd00::/8')).toEqual(['loopback', '10.1.2.3', 'fd00::/8']);
    expect(parseTrustList('none')).toEqual([]);
    expect(parseTrustList('')).toEqual([]);
  });

  it.each(['true', '2', 'proxy', '10.0.0.0/40', '10.0.0.1/8/1', '300.0.0.1'])('refuses %p', (value) => {
    expect(() => parseTrustList(value)).toThrow(TrustListError);
  });
});

describe('createTrustProxy', () => {
  it('is off without proxies', () => {
    expect(createTrustProxy([], 1)).toBe(false);
  });

  it('believes only listed proxies, and only as many hops as configured', () => {
    const trust = createTrustProxy(['loopback', '172.18.0.0/16'], 1) as (a: string, h: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('172.18.0.5', 0)).toBe(true);
    expect(trust('172.19.0.5', 0)).toBe(false);
    expect(trust('203.0.113.7', 0)).toBe(false);
    // The entry the proxy added is the client: never believed as a further proxy.
    expect(trust('127.0.0.1', 1)).toBe(false);
    const two = createTrustProxy(['10.0.0.0/8'], 2) as (a: string, h: number) => boolean;
    expect(two('10.0.0.1', 1)).toBe(true);
    expect(two('10.0.0.1', 2)).toBe(false);
  });
});
