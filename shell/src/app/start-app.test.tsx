import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { loadRuntimeConfig } from '@storefront/shared/config';
import { configureApi } from '@storefront/shared/api';
import { registerStorefrontRemotes } from '../remotes/remote-registry';
import { TEST_CONFIG } from '@storefront/shared/testing';
import { preloadRoute } from '../routes/preload-route';
import { App } from './app';
import { startApp } from './start-app';

const appProps = () => jest.mocked(App).mock.lastCall![0];

jest.mock('@storefront/shared/config', () => ({
  ...jest.requireActual<typeof import('@storefront/shared/config')>('@storefront/shared/config'),
  loadRuntimeConfig: jest.fn(),
}));
jest.mock('@storefront/shared/api', () => ({
  ...jest.requireActual<typeof import('@storefront/shared/api')>('@storefront/shared/api'),
  configureApi: jest.fn(),
}));
jest.mock('../remotes/remote-registry', () => ({ registerStorefrontRemotes: jest.fn() }));
jest.mock('./app', () => ({ App: jest.fn(() => <h1>Storefront app</h1>) }));
jest.mock('../routes/preload-route', () => ({ preloadRoute: jest.fn(() => Promise.resolve()) }));

const loadConfig = loadRuntimeConfig as jest.Mock;

/** A React root stand-in that renders into the test container. */
function testRoot() {
  let rerender: ((ui: ReactNode) => void) | null = null;
  return {
    render(ui: ReactNode) {
      if (rerender) rerender(ui);
      else rerender = render(<>{ui}</>).rerender;
    },
  };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadConfig.mockReset();
});
afterEach(() => jest.restoreAllMocks());

test('loads the config, points the API at it, registers the remotes, then renders the app', async () => {
  loadConfig.mockResolvedValue(TEST_CONFIG);
  await act(() => startApp(testRoot()));
  expect(configureApi).toHaveBeenCalledWith({ baseURL: '/api/api' });
  expect(registerStorefrontRemotes).toHaveBeenCalledWith(TEST_CONFIG.remotes);
  expect(screen.getByRole('heading', { name: 'Storefront app' })).toBeInTheDocument();
});

test('a config that cannot be loaded shows a clear full-page message with Retry, which starts again', async () => {
  loadConfig.mockRejectedValueOnce(new Error('Runtime config at /runtime-config.json answered HTTP 503'));
  await act(() => startApp(testRoot()));
  expect(screen.getByRole('alert')).toHaveTextContent("We can't open the store right now");
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'Storefront app' })).not.toBeInTheDocument();

  // Still failing: the message stays and the button comes back.
  loadConfig.mockRejectedValueOnce(new Error('still down'));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();

  loadConfig.mockResolvedValueOnce(TEST_CONFIG);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Storefront app' })).toBeInTheDocument();
  expect(loadConfig).toHaveBeenCalledTimes(3);
});

test('while retrying the button is busy and unavailable, and keeps keyboard focus', async () => {
  loadConfig.mockRejectedValueOnce(new Error('down'));
  await act(() => startApp(testRoot()));
  let finish!: (value: unknown) => void;
  const retriedConfig = new Promise((resolve) => {
    finish = resolve;
  });
  loadConfig.mockReturnValueOnce(retriedConfig);
  screen.getByRole('button', { name: 'Retry' }).focus();
  await userEvent.keyboard('{Enter}');
  const busy = screen.getByRole('button', { name: 'Retrying…' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(busy).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(loadConfig).toHaveBeenCalledTimes(2);
  await act(async () => {
    finish(TEST_CONFIG);
    await retriedConfig;
  });
  expect(await screen.findByRole('heading', { name: 'Storefront app' })).toBeInTheDocument();
});

test('uses the config request the entry started, and asks afresh on Retry', async () => {
  const started = Promise.resolve({ ok: true } as Response);
  loadConfig.mockRejectedValueOnce(
    new Error('Runtime config at /runtime-config.json is invalid: "apiRoot" must be a non-empty string'),
  );
  await act(() => startApp(testRoot(), started));
  expect(loadConfig).toHaveBeenLastCalledWith(undefined, started);

  loadConfig.mockResolvedValueOnce(TEST_CONFIG);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Storefront app' })).toBeInTheDocument();
  expect(loadConfig).toHaveBeenLastCalledWith(undefined, undefined);
});

test("starts loading the opened page's code before the first render, and hands that load to the app", async () => {
  loadConfig.mockResolvedValue(TEST_CONFIG);
  const load = new Promise<void>(() => undefined);
  (preloadRoute as jest.Mock).mockReturnValueOnce(load);
  await act(() => startApp(testRoot()));
  expect(preloadRoute).toHaveBeenCalledWith(window.location.pathname, false);
  // The layout renders at once, whatever the remote is doing.
  expect(screen.getByRole('heading', { name: 'Storefront app' })).toBeInTheDocument();
  expect(appProps().firstPage).toBe(load);
});
