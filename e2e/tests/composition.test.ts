// The runtime composition itself: remotes come from the runtime config, React is loaded once, a
// remote that is down leaves the rest of the page working, and the shell's basket count follows a
// cart change made inside a remote.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newShopperPage } from '../support/browser';
import { E2E_PORTS, DEMO_USER } from '../support/env';
import { logIn } from '../support/shopper';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const remoteOrigin = (name: keyof typeof E2E_PORTS) => `http://localhost:${E2E_PORTS[name]}`;

/** Counts React renderers that register with the devtools hook: one per React DOM copy in the page. */
const countReactRenderers = `(() => {
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers, supportsFiber: true, isDisabled: false,
    inject(renderer) { renderers.set(renderers.size + 1, renderer); return renderers.size; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {}, checkDCE() {},
  };
})()`;

function requestedOrigins(page: Page) {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return origins;
}

test('the shell loads each remote from the runtime config, and only the one the route needs', async () => {
  const { page, context, pageErrors } = await newShopperPage(browser);
  const origins = requestedOrigins(page);

  await page.goto('/');
  await expectVisible(page.getByRole('heading', { name: 'Fresh Picks' }));
  expect(origins.has(remoteOrigin('catalog'))).toBe(true);
  for (const other of ['checkout', 'account', 'auth'] as const) expect(origins.has(remoteOrigin(other))).toBe(false);

  await page
    .getByRole('link', { name: /basket/i })
    .first()
    .click();
  await expectVisible(page.getByText('Your basket is empty'));
  expect(origins.has(remoteOrigin('checkout'))).toBe(true);

  await logIn(page, DEMO_USER);
  expect(origins.has(remoteOrigin('auth'))).toBe(true);
  await page.goto('/account');
  await expectVisible(page.getByText(/Member since/));
  expect(origins.has(remoteOrigin('account'))).toBe(true);
  expect(pageErrors).toEqual([]);
  await context.close();
});

test("a page's remote manifests, entries and module files are asked for while the shell's code downloads, each once", async () => {
  const { page, context, pageErrors } = await newShopperPage(browser);
  const shell = remoteOrigin('shell');
  // The shell's entry script, then its chunks, are held back for a while: whatever the page asks
  // for meanwhile was asked before that code could run.
  const hold = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let entryReleasedAt = Infinity;
  let shellCodeReleasedAt = Infinity;
  await page.route(`${shell}/main.*.js`, async (route) => {
    await hold(500);
    entryReleasedAt = Date.now();
    return route.continue();
  });
  await page.route(/\/\d+\.[0-9a-f]{8}\.(js|css)$/, async (route) => {
    if (!route.request().url().startsWith(shell)) return route.continue();
    await hold(1500);
    shellCodeReleasedAt = Math.min(shellCodeReleasedAt, Date.now());
    return route.continue();
  });
  const fromRemotes: { url: string; at: number }[] = [];
  let configAskedAt = Infinity;
  page.on('request', (request) => {
    if (request.url() === `${shell}/runtime-config.json`) configAskedAt = Math.min(configAskedAt, Date.now());
    if (!request.url().startsWith(shell)) fromRemotes.push({ url: request.url(), at: Date.now() });
  });

  await page.goto('/basket');
  await expectVisible(page.getByText('Your basket is empty'));
  await expectVisible(page.getByRole('combobox', { name: 'Search products' }));
  // The runtime config is asked for by the page's head, not once the entry script has arrived.
  expect(configAskedAt).toBeLessThan(entryReleasedAt);
  const early = fromRemotes.filter((r) => r.at < shellCodeReleasedAt).map((r) => r.url.replace(/\.[0-9a-f]{8}\./, '.'));
  // The catalog's (the header's search box) and the page's own remote: manifest, remote entry and
  // the exposed module's files.
  for (const remote of ['catalog', 'checkout'] as const) {
    expect(early).toEqual(
      expect.arrayContaining([`${remoteOrigin(remote)}/mf-manifest.json`, `${remoteOrigin(remote)}/remoteEntry.js`]),
    );
  }
  expect(early).toEqual(
    expect.arrayContaining([
      `${remoteOrigin('catalog')}/__federation_expose_SearchBox.js`,
      `${remoteOrigin('checkout')}/__federation_expose_BasketPage.js`,
    ]),
  );
  // The runtime took the early answers and preloaded files rather than asking again.
  const urls = fromRemotes.map((r) => r.url);
  expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('React is loaded once in the page, from the shell', async () => {
  const { page, context } = await newShopperPage(browser);
  await page.addInitScript(countReactRenderers);
  const reactFromRemotes: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith('http://localhost:310') || url.startsWith(remoteOrigin('shell'))) return;
    if (!url.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // React DOM's production bundle carries this marker string.
    if (body.includes('react-dom') && body.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__')) reactFromRemotes.push(url);
  });
  await page.goto('/');
  await expectVisible(page.getByRole('heading', { name: 'Fresh Picks' }));
  await page.goto('/basket');
  await expectVisible(page.getByText('Your basket is empty'));
  await page.goto('/auth/login');
  await expectVisible(page.getByLabel('Email', { exact: true }));
  expect(await page.evaluate('window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size')).toBe(1);
  expect(reactFromRemotes).toEqual([]);
  await context.close();
});

test('a remote that is down shows a retryable fallback while the rest of the page keeps working', async () => {
  const { page, context, pageErrors } = await newShopperPage(browser);
  await page.route(`${remoteOrigin('checkout')}/**`, (route) => route.abort());

  await page.goto('/basket');
  await expectVisible(page.getByText(/not available right now/i));
  const retry = page.getByRole('button', { name: /retry|try again/i });
  await expectVisible(retry);

  // Header, sidebar and navigation keep working.
  await page
    .getByRole('button', { name: /categor|menu/i })
    .first()
    .click();
  await expectVisible(page.getByText('Shop By Category'));
  await page.keyboard.press('Escape');
  await page.goto('/');
  await expectVisible(page.getByRole('heading', { name: 'Fresh Picks' }));

  // Once the remote is back, Retry brings the section back without a page reload.
  await page.goto('/basket');
  await expectVisible(page.getByText(/not available right now/i));
  await page.unroute(`${remoteOrigin('checkout')}/**`);
  // From the keyboard: the button goes as the section comes back, and focus waits on the main
  // area (where the section lands), not on the page body.
  await page.getByRole('button', { name: /retry|try again/i }).focus();
  await page.keyboard.press('Enter');
  await expectVisible(page.getByText('Your basket is empty'));
  expect(await page.getByRole('main').evaluate((main) => main === document.activeElement)).toBe(true);
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('a remote that never answers holds back only its own section: the basket page opens meanwhile', async () => {
  const { page, context, pageErrors } = await newShopperPage(browser);
  // The catalog (the header's search box) hangs: its requests are held, never answered.
  const held: Array<() => void> = [];
  await page.route(
    `${remoteOrigin('catalog')}/**`,
    (route) => new Promise<void>((resolve) => held.push(() => resolve(route.abort()))),
  );

  await page.goto('/basket');
  await expectVisible(page.getByRole('heading', { name: 'Your basket is empty' }));
  await expectVisible(page.getByRole('link', { name: /basket/i }).first());
  expect(held.length).toBeGreaterThan(0);
  held.forEach((release) => release());
  expect(pageErrors).toEqual([]);
  await context.close();
});

test("one of the shell's own pages that cannot be downloaded shows the fallback, and Retry brings it", async () => {
  const { page, context, pageErrors } = await newShopperPage(browser);
  await page.goto('/');
  await expectVisible(page.getByRole('heading', { name: 'Fresh Picks' }));

  // From now on the shell's origin serves no more code: the FAQ page's chunk cannot be fetched.
  const shellChunks = `${remoteOrigin('shell')}/**/*.js`;
  await page.route(shellChunks, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expectVisible(page.getByText(/not available right now/i));
  // The header and the category menu still work.
  await page
    .getByRole('button', { name: /categor|menu/i })
    .first()
    .click();
  await expectVisible(page.getByText('Shop By Category'));
  await page.keyboard.press('Escape');

  await page.unroute(shellChunks);
  await page.getByRole('button', { name: /retry|try again/i }).click();
  await expectVisible(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }));
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('the basket count in the shell header follows an add to cart inside the catalog remote', async () => {
  const { page, context } = await newShopperPage(browser);
  await page.goto('/');
  const basketLink = (name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });
  await expectVisible(page.getByRole('heading', { name: 'Fresh Picks' }));
  await expectVisible(basketLink('Basket, 0 items'));

  // Each card's button is named for its product: 'Add to Cart: <name>'.
  await page
    .getByRole('button', { name: /^Add to Cart: .+/ })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await expectVisible(basketLink('Basket, 1 item'));
  // The cart survives a reload (saved under the 'cart' key).
  await page.reload();
  await expectVisible(page.getByRole('heading', { name: 'Fresh Picks' }));
  expect(
    await page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { itemCount?: number }).itemCount),
  ).toBe(1);
  await context.close();
});

test('a remote build deployed while its server runs is served at once, without a restart', async () => {
  // What a deploy does: new content-hashed files appear in the remote's folder.
  const file = path.join(__dirname, '..', '..', 'mf-checkout', 'dist', `deployed-${Date.now()}.js`);
  fs.writeFileSync(file, 'export const deployed = true;\n');
  try {
    const response = await fetch(`${remoteOrigin('checkout')}/${path.basename(file)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('deployed = true');
  } finally {
    fs.rmSync(file, { force: true });
  }
});

async function expectVisible(locator: ReturnType<Page['getByText']>) {
  await locator.first().waitFor({ state: 'visible', timeout: 20_000 });
}
