import remoteFallbackPlugin, { createFallbackModule, isRemoteFallbackModule } from './remote-fallback-plugin';
import { isRemoteUnavailableError, RemoteUnavailableError } from './remote-unavailable-error';

type Hook = (args: { id: string; error: unknown; lifecycle: string; from: 'runtime' }) => unknown;
const errorLoadRemote = remoteFallbackPlugin().errorLoadRemote as unknown as Hook;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('on onLoad it returns a fallback module instead of letting the RUNTIME error escape', () => {
  const cause = new Error('RUNTIME-003: failed to fetch manifest');
  const result = errorLoadRemote({ id: 'checkout/BasketPage', error: cause, lifecycle: 'onLoad', from: 'runtime' });
  expect(isRemoteFallbackModule(result)).toBe(true);
  expect(result).toMatchObject({ remote: 'checkout', expose: './BasketPage', error: cause, __esModule: true });
});

test.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'])('leaves the %s lifecycle alone', (lifecycle) => {
  expect(
    errorLoadRemote({ id: 'catalog/HomePage', error: new Error('x'), lifecycle, from: 'runtime' }),
  ).toBeUndefined();
});

test("rendering the fallback module's component throws a RemoteUnavailableError (so a boundary shows it)", () => {
  const mod = createFallbackModule('auth/LoginPage', new Error('down'));
  let thrown: unknown;
  try {
    mod.default();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(RemoteUnavailableError);
  expect(isRemoteUnavailableError(thrown)).toBe(true);
  expect((thrown as RemoteUnavailableError).remote).toBe('auth');
  expect((thrown as RemoteUnavailableError).expose).toBe('./LoginPage');
});

test('ordinary modules are not mistaken for the fallback', () => {
  expect(isRemoteFallbackModule({ default: () => null })).toBe(false);
  expect(isRemoteFallbackModule(null)).toBe(false);
  expect(isRemoteFallbackModule('catalog')).toBe(false);
});
