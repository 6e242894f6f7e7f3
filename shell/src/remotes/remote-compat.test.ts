/** @jest-environment node */
// Node, for its fetch Response: what the MF runtime hands the hook.
import { checkedManifest, IncompatibleRemoteError, isRefusedRemote } from './remote-compat';

const PAGE_HAS = [
  { name: 'react', version: '19.3.1' },
  { name: '@storefront/shared/ui', version: '1.6.2' },
];
const provided = () => PAGE_HAS;

function manifestAnswer(shared: { name: string; requiredVersion: string }[]) {
  return Promise.resolve(
    new Response(JSON.stringify({ name: 'catalog', metaData: {}, shared }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a release asking for an API level the page has loads, its answer untouched', async () => {
  const response = await checkedManifest(
    manifestAnswer([
      { name: '@storefront/shared/ui', requiredVersion: '^1.4.0' },
      { name: 'react', requiredVersion: '^19.3.1' },
    ]),
    provided,
  );
  await expect(response.json()).resolves.toMatchObject({ name: 'catalog' });
  expect(isRefusedRemote('catalog')).toBe(false);
  expect(consoleError).not.toHaveBeenCalled();
});

test.each([
  ['@storefront/shared/ui', '^2.0.0', '1.6.2'],
  ['@storefront/shared/ui', '^1.7.0', '1.6.2'],
  ['react', '^20.0.0', '19.3.1'],
])('a release needing %s %s is refused, naming both versions', async (name, required, has) => {
  await expect(checkedManifest(manifestAnswer([{ name, requiredVersion: required }]), provided)).rejects.toBeInstanceOf(
    IncompatibleRemoteError,
  );
  expect(isRefusedRemote('catalog')).toBe(true);
  expect(consoleError).toHaveBeenCalledWith(
    `[remotes] catalog is not loaded: it needs ${name} ${required}, and this page has ${has}`,
  );
});

test('a release that is compatible again (rolled back) is no longer refused', async () => {
  await expect(
    checkedManifest(manifestAnswer([{ name: 'react', requiredVersion: '^20.0.0' }]), provided),
  ).rejects.toThrow();
  await checkedManifest(manifestAnswer([{ name: 'react', requiredVersion: '^19.0.0' }]), provided);
  expect(isRefusedRemote('catalog')).toBe(false);
});

test('a newer third-party minor only warns (Module Federation does): the release loads', async () => {
  await checkedManifest(manifestAnswer([{ name: 'react', requiredVersion: '^19.4.0' }]), provided);
  expect(isRefusedRemote('catalog')).toBe(false);
});

test('an answer that is not a manifest is left to the runtime to report', async () => {
  const failed = await checkedManifest(Promise.resolve(new Response('Not found', { status: 404 })), provided);
  expect(failed.status).toBe(404);
  const garbage = await checkedManifest(Promise.resolve(new Response('<html>')), provided);
  await expect(garbage.text()).resolves.toBe('<html>');
});
