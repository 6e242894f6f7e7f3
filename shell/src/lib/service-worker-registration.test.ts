import { registerServiceWorker, type RegistrationEnvironment } from './service-worker-registration';

/** A page whose load event the test fires. */
function fakePage(readyState: DocumentReadyState) {
  const listeners: Array<() => void> = [];
  const page = {
    document: { readyState },
    addEventListener: jest.fn((type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    }),
  };
  return { page: page as unknown as RegistrationEnvironment['page'], load: () => listeners.forEach((l) => l()) };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site, never from the HTTP cache, in production', async () => {
    const register = jest.fn().mockResolvedValue({});
    const { page } = fakePage('complete');
    await expect(registerServiceWorker({ production: true, container: { register }, page })).resolves.toBe(
      'registered',
    );
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('waits for the page to load before registering', async () => {
    const register = jest.fn().mockResolvedValue({});
    const { page, load } = fakePage('interactive');
    const outcome = registerServiceWorker({ production: true, container: { register }, page });
    expect(register).not.toHaveBeenCalled();
    expect(page.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    load();
    await expect(outcome).resolves.toBe('registered');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing in a development build', async () => {
    const register = jest.fn();
    const { page } = fakePage('complete');
    await expect(registerServiceWorker({ production: false, container: { register }, page })).resolves.toBe(
      'development',
    );
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', async () => {
    const { page } = fakePage('complete');
    await expect(registerServiceWorker({ production: true, container: undefined, page })).resolves.toBe('unsupported');
  });

  it('logs a failed registration and lets the shop go on', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const register = jest.fn().mockRejectedValue(new Error('SecurityError'));
    const { page } = fakePage('complete');
    await expect(registerServiceWorker({ production: true, container: { register }, page })).resolves.toBe('failed');
    expect(error).toHaveBeenCalledWith('The service worker could not be registered', expect.any(Error));
    error.mockRestore();
  });
});
