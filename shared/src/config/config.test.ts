import {
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  SORT_OPTIONS,
  STORAGE_KEYS,
  PAYMENT_METHODS,
  DEFAULT_PAYMENT_METHOD,
  SEARCH_MIN_LENGTH,
} from '@storefront/shared/config';

const valid = {
  apiRoot: '/api/api',
  remotes: { catalog: 'http://localhost:3001/mf-manifest.json' },
  support: { email: 'support@example.pk', phone: '0300-0000000', address: 'Lahore', social: { x: 'https://x.com/' } },
};

function mockFetch(response: Partial<Response> | Error) {
  const fn = jest.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response as Response),
  );
  (globalThis as { fetch: unknown }).fetch = fn;
  return fn;
}

afterEach(() => setRuntimeConfig(null));

describe('runtime config', () => {
  it('is fetched without cache and kept for getRuntimeConfig()', async () => {
    const fetch = mockFetch({ ok: true, status: 200, json: () => Promise.resolve(valid) });
    await expect(loadRuntimeConfig()).resolves.toEqual(valid);
    expect(fetch).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(getRuntimeConfig().apiRoot).toBe('/api/api');
  });

  it('reads a request already started by the host instead of fetching again', async () => {
    const fetch = mockFetch(new TypeError('must not be called'));
    const started = Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(valid) } as Response);
    await expect(loadRuntimeConfig(undefined, started)).resolves.toEqual(valid);
    expect(fetch).not.toHaveBeenCalled();
    await expect(loadRuntimeConfig(undefined, Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      'could not be fetched: Failed to fetch',
    );
  });

  it('getRuntimeConfig() before loading says what to do', () => {
    expect(() => getRuntimeConfig()).toThrow(/call loadRuntimeConfig\(\)/);
  });

  it('names the broken field', async () => {
    mockFetch({ ok: true, status: 200, json: () => Promise.resolve({ ...valid, apiRoot: 3 }) });
    await expect(loadRuntimeConfig('/rc.json')).rejects.toThrow(
      'Runtime config at /rc.json is invalid: "apiRoot" must be a non-empty string',
    );
    mockFetch({ ok: true, status: 200, json: () => Promise.resolve({ ...valid, support: { email: 'a' } }) });
    await expect(loadRuntimeConfig()).rejects.toThrow('"support.phone" must be a string');
  });

  it('reports HTTP errors, bad JSON and network failures', async () => {
    mockFetch({ ok: false, status: 404 });
    await expect(loadRuntimeConfig()).rejects.toThrow('answered HTTP 404');
    mockFetch({
      ok: true,
      status: 200,
      json: () => Promise.reject(new SyntaxError('x')),
    });
    await expect(loadRuntimeConfig()).rejects.toThrow('not valid JSON');
    mockFetch(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).rejects.toThrow('could not be fetched: Failed to fetch');
  });

  it('setRuntimeConfig trims a trailing slash from apiRoot', () => {
    setRuntimeConfig({ ...valid, apiRoot: '/api/api/' });
    expect(getRuntimeConfig().apiRoot).toBe('/api/api');
  });
});

describe('constants', () => {
  it('match the spec', () => {
    expect(STORAGE_KEYS).toEqual({
      cart: 'cart',
      recentlyViewed: 'recentlyViewed',
      token: 'auth_token',
      user: 'auth_user',
      expiry: 'auth_expiry',
    });
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([
      'priceAsc',
      'priceDesc',
      'createdAtAsc',
      'createdAtDesc',
      'ratingDesc',
    ]);
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Price: Low to High',
      'Price: High to Low',
      'Oldest First',
      'Newest First',
      'Customer Rating',
    ]);
    expect(PAYMENT_METHODS.map((m) => [m.value, m.disabled])).toEqual([
      ['stripe', false],
      ['jazzcash', false],
      ['easypaisa', false],
      ['hbl', true],
      ['cod', false],
    ]);
    expect(PAYMENT_METHODS.find((m) => m.value === 'hbl')?.label).toBe('HBL Pay');
    expect(PAYMENT_METHODS.find((m) => m.value === 'jazzcash')?.label).toBe('JazzCash');
    expect(PAYMENT_METHODS.find((m) => m.value === 'easypaisa')?.label).toBe('Easypaisa');
    expect(PAYMENT_METHODS.find((m) => m.value === 'cod')?.label).toBe('Cash On Delivery');
    expect(DEFAULT_PAYMENT_METHOD).toBe('cod');
    expect(SEARCH_MIN_LENGTH).toBe(4);
  });
});
