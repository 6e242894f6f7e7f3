import { routeTable } from '../routes/route-table';
import { EARLY_MANIFEST_TTL_MS, remotesForPath, startManifestFetches, takeManifest } from './early-manifests';

const MANIFESTS = {
  catalog: 'http://cdn.example.pk/catalog/mf-manifest.json',
  checkout: 'http://cdn.example.pk/checkout/mf-manifest.json?v=2',
  account: 'http://cdn.example.pk/account/remoteEntry.js',
};

const fetchMock = jest.fn();
beforeEach(() => {
  // (jsdom has no Response: what the runtime reads of one.)
  fetchMock.mockReset().mockImplementation(async (url: string) => ({ json: async () => ({ url }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('remotesForPath', () => {
  it("names, for every remote route of the route table, the remote that owns it, and the catalog's search box", () => {
    for (const route of routeTable) {
      if (route.kind !== 'remote') continue;
      const path = route.path.replace(/:\w+/g, 'x');
      expect({ path, remotes: remotesForPath(path) }).toEqual({
        path, remotes: expect.arrayContaining(['catalog', route.module.remote]),
      });
    }
    expect(remotesForPath('/about')).toEqual(['catalog']);
  });
});

describe('early manifests', () => {
  it('fetches the named manifests once, and hands each answer over once', async () => {
    startManifestFetches(MANIFESTS, ['catalog', 'checkout']);
    startManifestFetches(MANIFESTS, ['catalog']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([MANIFESTS.catalog, MANIFESTS.checkout]);
    expect(await (await takeManifest(MANIFESTS.catalog))!.json()).toEqual({ url: MANIFESTS.catalog });
    // Once only: a later request (a retry) is the runtime's own.
    expect(takeManifest(MANIFESTS.catalog)).toBeUndefined();
    expect(takeManifest('http://elsewhere.example.pk/mf-manifest.json')).toBeUndefined();
    await takeManifest(MANIFESTS.checkout);
  });

  it('leaves an entry that is a script (remoteEntry.js) to the runtime', () => {
    startManifestFetches(MANIFESTS, ['account']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeManifest(MANIFESTS.account)).toBeUndefined();
  });

  it('asks again when the early request failed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startManifestFetches(MANIFESTS, ['catalog']);
    const answer = await takeManifest(MANIFESTS.catalog);
    expect(await answer!.json()).toEqual({ url: MANIFESTS.catalog });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not hand over an answer older than its time to live', () => {
    jest.useFakeTimers();
    startManifestFetches(MANIFESTS, ['catalog']);
    jest.advanceTimersByTime(EARLY_MANIFEST_TTL_MS + 1);
    expect(takeManifest(MANIFESTS.catalog)).toBeUndefined();
  });
});
