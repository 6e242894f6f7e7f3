import { EARLY_CONFIG_GLOBAL, earlyConfigScript, runtimeConfigRequest } from './early-config';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true });
  global.fetch = fetchMock;
  delete (window as unknown as Record<string, unknown>)[EARLY_CONFIG_GLOBAL];
});

/** Runs the inline script as the page would. */
function runInlineScript(): void {
  const source = /^<script>([\s\S]*)<\/script>$/.exec(earlyConfigScript())?.[1];
  expect(source).toBeDefined();
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the inline script's own text, as the page does
  const script = new Function(source!) as () => void;
  script();
}

it("starts the config request from the page's head, and the entry takes that request", () => {
  runInlineScript();
  expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  const started = (window as unknown as Record<string, unknown>)[EARLY_CONFIG_GLOBAL];
  expect(runtimeConfigRequest()).toBe(started);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('asks itself when the page came without the script', async () => {
  await runtimeConfigRequest();
  expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
});

it('does not let a failed early request surface as an unhandled rejection', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  runInlineScript();
  await new Promise((resolve) => setTimeout(resolve, 10));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
  await expect(runtimeConfigRequest()).rejects.toThrow('Failed to fetch');
});
