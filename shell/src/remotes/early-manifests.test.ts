import { STORAGE_KEYS } from '@storefront/shared/config';
import {
  EARLY_MANIFEST_TTL_MS,
  filesToPreload,
  hasLiveSession,
  modulesForPath,
  SESSION_KEYS,
  startManifestFetches,
  takeManifest,
  type PageModule,
} from './early-manifests';

const MANIFESTS = {
  catalog: 'http://cdn.example.pk/catalog/mf-manifest.json',
  checkout: 'http://cdn.example.pk/checkout/mf-manifest.json?v=2',
  account: 'http://cdn.example.pk/account/remoteEntry.js',
};

/** fetch, as far as the code under test calls it: with the URL alone. */
const fetchMock = jest.fn<Promise<unknown>, [url: string]>();
beforeEach(() => {
  // (jsdom has no Response: what the runtime reads of one.)
  fetchMock.mockReset().mockImplementation((url) => Promise.resolve({ json: () => Promise.resolve({ url }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const SEARCH_BOX: PageModule = { remote: 'catalog', expose: './SearchBox' };

describe('modulesForPath', () => {
  it("names only the search box on the shell's own pages and on unknown ones", () => {
    for (const path of ['/about', '/faq', '/nowhere', '/auth/elsewhere'])
      expect(modulesForPath(path, false)).toEqual([SEARCH_BOX]);
  });
});

describe('hasLiveSession', () => {
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
  it('reads the session keys of the shared package', () => {
    expect(SESSION_KEYS).toEqual({ token: STORAGE_KEYS.token, expiry: STORAGE_KEYS.expiry });
  });
  it('is true for a saved token whose expiry is ahead, false when expired, missing, corrupt or unreadable', () => {
    const ahead = String(Date.now() + 60_000);
    expect(hasLiveSession(storage({ auth_token: 't', auth_expiry: ahead }))).toBe(true);
    expect(hasLiveSession(storage({ auth_token: 't', auth_expiry: String(Date.now() - 1) }))).toBe(false);
    expect(hasLiveSession(storage({ auth_expiry: ahead }))).toBe(false);
    expect(hasLiveSession(storage({ auth_token: 't', auth_expiry: 'soon' }))).toBe(false);
    expect(
      hasLiveSession({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(false);
  });
});

describe('early manifests', () => {
  it('fetches the named manifests once, and hands each answer over once', async () => {
    startManifestFetches(MANIFESTS, [SEARCH_BOX, { remote: 'checkout', expose: './BasketPage' }]);
    startManifestFetches(MANIFESTS, [SEARCH_BOX]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([MANIFESTS.catalog, MANIFESTS.checkout]);
    expect(await (await takeManifest(MANIFESTS.catalog))!.json()).toEqual({ url: MANIFESTS.catalog });
    // Once only: a later request (a retry) is the runtime's own.
    expect(takeManifest(MANIFESTS.catalog)).toBeUndefined();
    expect(takeManifest('http://elsewhere.example.pk/mf-manifest.json')).toBeUndefined();
    await takeManifest(MANIFESTS.checkout);
  });

  it('leaves an entry that is a script (remoteEntry.js) to the runtime', () => {
    startManifestFetches(MANIFESTS, [{ remote: 'account', expose: './AccountPage' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeManifest(MANIFESTS.account)).toBeUndefined();
  });

  it('asks again when the early request failed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startManifestFetches(MANIFESTS, [SEARCH_BOX]);
    const answer = await takeManifest(MANIFESTS.catalog);
    expect(await answer!.json()).toEqual({ url: MANIFESTS.catalog });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not hand over an answer older than its time to live', () => {
    jest.useFakeTimers();
    startManifestFetches(MANIFESTS, [SEARCH_BOX]);
    jest.advanceTimersByTime(EARLY_MANIFEST_TTL_MS + 1);
    expect(takeManifest(MANIFESTS.catalog)).toBeUndefined();
  });
});

describe('preloading the files of the page', () => {
  // As @module-federation/manifest writes it (trimmed).
  const manifest = (publicPath: string, extra: Record<string, unknown> = {}) => ({
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...extra },
    exposes: [
      {
        path: './SearchBox',
        assets: {
          js: { sync: ['__federation_expose_SearchBox.1a2b3c4d.js'], async: ['185.c1a12760.js'] },
          css: { sync: ['__federation_expose_SearchBox.e26cd148.css'], async: [] },
        },
      },
      {
        path: './HomePage',
        assets: {
          js: { sync: ['314.26e6ae4d.js', '__federation_expose_HomePage.02fd2782.js'], async: [] },
          css: { sync: [], async: [] },
        },
      },
    ],
  });

  it('names the remote entry and the sync files of the modules asked for, beside the manifest', () => {
    expect(
      filesToPreload(MANIFESTS.catalog, manifest('auto'), [SEARCH_BOX, { remote: 'catalog', expose: './HomePage' }]),
    ).toEqual([
      { href: 'http://cdn.example.pk/catalog/remoteEntry.js', as: 'script' },
      { href: 'http://cdn.example.pk/catalog/__federation_expose_SearchBox.1a2b3c4d.js', as: 'script' },
      { href: 'http://cdn.example.pk/catalog/__federation_expose_SearchBox.e26cd148.css', as: 'style' },
      { href: 'http://cdn.example.pk/catalog/314.26e6ae4d.js', as: 'script' },
      { href: 'http://cdn.example.pk/catalog/__federation_expose_HomePage.02fd2782.js', as: 'script' },
    ]);
  });

  it('follows a public path the manifest names, and skips one computed at run time', () => {
    expect(
      filesToPreload(MANIFESTS.catalog, manifest('https://static.example.pk/c/v7/'), [SEARCH_BOX]).map((f) => f.href),
    ).toEqual([
      'https://static.example.pk/c/v7/remoteEntry.js',
      'https://static.example.pk/c/v7/__federation_expose_SearchBox.1a2b3c4d.js',
      'https://static.example.pk/c/v7/__federation_expose_SearchBox.e26cd148.css',
    ]);
    expect(
      filesToPreload(MANIFESTS.catalog, manifest('auto', { getPublicPath: 'return window.cdn' }), [SEARCH_BOX]),
    ).toEqual([]);
  });

  it('preloads nothing from a manifest it cannot read, and only the entry for a module it does not list', () => {
    for (const broken of [null, 'text', [], { metaData: {} }, { metaData: { remoteEntry: { name: 7 } } }]) {
      expect(filesToPreload(MANIFESTS.catalog, broken, [SEARCH_BOX])).toEqual([]);
    }
    expect(filesToPreload(MANIFESTS.catalog, { ...manifest('auto'), exposes: 'x' }, [SEARCH_BOX])).toEqual([
      { href: 'http://cdn.example.pk/catalog/remoteEntry.js', as: 'script' },
    ]);
  });

  it('adds the preload links once the early manifest arrives, and still hands the answer to the runtime', async () => {
    const body = manifest('auto');
    const answer = {
      ok: true,
      clone: () => ({ json: () => Promise.resolve(body) }),
      json: () => Promise.resolve(body),
    };
    fetchMock.mockResolvedValueOnce(answer);
    const url = 'http://cdn.example.pk/catalog-2/mf-manifest.json';
    startManifestFetches({ catalog: url }, [SEARCH_BOX]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [
      l.getAttribute('as'),
      l.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['script', 'http://cdn.example.pk/catalog-2/remoteEntry.js'],
      ['script', 'http://cdn.example.pk/catalog-2/__federation_expose_SearchBox.1a2b3c4d.js'],
      ['style', 'http://cdn.example.pk/catalog-2/__federation_expose_SearchBox.e26cd148.css'],
    ]);
    expect(await takeManifest(url)).toBe(answer);
  });
});
