import { loadRemote } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
}));

/** The remote modules preloadRoute loads for a first visit to `path` (a fresh set of lazy pages each time). */
async function preloaded(path: string, loggedIn: boolean): Promise<string[]> {
  (loadRemote as jest.Mock).mockClear();
  let preloadRoute!: typeof import('./preload-route').preloadRoute;
  jest.isolateModules(() => {
    ({ preloadRoute } = jest.requireActual<typeof import('./preload-route')>('./preload-route'));
  });
  await preloadRoute(path, loggedIn);
  return (loadRemote as jest.Mock).mock.calls.map(([id]) => id as string).sort();
}

test.each([
  ['/', false, ['catalog/HomePage', 'catalog/SearchBox']],
  ['/product/samsung-galaxy-a15', false, ['catalog/ProductPage', 'catalog/SearchBox']],
  ['/search', false, ['catalog/SearchBox', 'catalog/SearchPage']],
  ['/basket', false, ['catalog/SearchBox', 'checkout/BasketPage']],
  ['/checkout', true, ['catalog/SearchBox', 'checkout/CheckoutPage']],
  ['/account/orders', true, ['account/AccountPage', 'catalog/SearchBox']],
  ['/auth/register', false, ['auth/RegisterPage', 'catalog/SearchBox']],
])('%s (logged in: %s) loads the page and the search box', async (path, loggedIn, modules) => {
  expect(await preloaded(path, loggedIn)).toEqual(modules);
});

test.each([
  ['/checkout', false],
  ['/account', false],
  ['/auth/login', true],
  ['/faq', false],
  ['/no-such-page', false],
])(
  '%s (logged in: %s): no remote page, as the guard sends the visitor elsewhere or the shell owns it',
  async (path, loggedIn) => {
    expect(await preloaded(path, loggedIn)).toEqual(['catalog/SearchBox']);
  },
);

test("settles with the page's own code: a search box that never loads does not hold the page back", async () => {
  (loadRemote as jest.Mock).mockImplementation(async (id: string) =>
    id === 'catalog/SearchBox' ? new Promise(() => undefined) : { default: () => null },
  );
  try {
    expect(await preloaded('/basket', false)).toEqual(['catalog/SearchBox', 'checkout/BasketPage']);
  } finally {
    (loadRemote as jest.Mock).mockImplementation(() => Promise.resolve({ default: () => null }));
  }
});

test('a remote that cannot be loaded still lets the preload settle', async () => {
  (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(preloaded('/', false)).resolves.toHaveLength(2);
});
