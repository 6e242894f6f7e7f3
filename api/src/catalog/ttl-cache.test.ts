import { TtlCache } from './ttl-cache';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('keeps a value for its TTL, then loads it again', async () => {
    const time = clock();
    const cache = new TtlCache<number>({ ttlMs: 5000, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(4999);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new TtlCache<string>({ ttlMs: 5000, maxEntries: 10 });
    let loads = 0;
    let finish: (value: string) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    finish('x');
    expect(await both).toEqual(['x', 'x']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>({ ttlMs: 5000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve('back'))).toBe('back');
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = new TtlCache<string>({ ttlMs: 5000, maxEntries: 2 });
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    await cache.get('a', () => Promise.resolve('a2')); // a is now the most recent
    await cache.get('c', () => Promise.resolve('c1'));
    expect(await cache.get('a', () => Promise.resolve('a3'))).toBe('a1');
    expect(await cache.get('b', () => Promise.resolve('b2'))).toBe('b2');
  });

  it('forgets everything on clear, including a load that started before it', async () => {
    const cache = new TtlCache<string>({ ttlMs: 5000, maxEntries: 10 });
    await cache.get('a', () => Promise.resolve('old'));
    let finish: (value: string) => void = () => undefined;
    const inFlight = cache.get('b', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('read before the change');
    expect(await inFlight).toBe('read before the change');
    expect(await cache.get('a', () => Promise.resolve('new'))).toBe('new');
    expect(await cache.get('b', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('with a TTL of 0, always loads', async () => {
    const cache = new TtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get('a', () => Promise.resolve(++loads));
    await cache.get('a', () => Promise.resolve(++loads));
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});
