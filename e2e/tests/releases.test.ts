// The release story of one remote, as an operator runs it (tools/release.mjs) on the running
// stack: publish mf-catalog releases, make one live, roll back. The shell is neither rebuilt nor
// restarted; pages opened before a release keep working on their own release's files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newShopperPage } from '../support/browser';
import { BASE_URL, E2E_PORTS, E2E_RELEASES } from '../support/env';
import { eventually, seen } from '../support/waits';
import { VARIANT_HEADING } from '../support/catalog-variant';
import { liveCatalogManifest, publishCatalog, releaseTool, waitForLiveCatalog } from '../support/releases';

const root = path.resolve(__dirname, '../..');
const catalogOrigin = `http://localhost:${E2E_PORTS.catalog}`;
const releaseManifest = (id: string) => `${catalogOrigin}/releases/${id}/mf-manifest.json`;
// Two catalog builds run here (about a minute each on two cores).
const BUILD_TIMEOUT_MS = 400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The stack's other tests expect the catalog's plain build.
  fs.rmSync(E2E_RELEASES.liveFile, { force: true });
  await waitForLiveCatalog(`${catalogOrigin}/mf-manifest.json`);
  await browser?.close();
});

/** Every file of the shell's build with its size, time and content hash: what a deploy would change. */
function shellFiles(): string {
  const dist = path.join(root, 'shell', 'dist');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      const stat = fs.statSync(full);
      const hash = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
      return [`${path.relative(dist, full)} ${stat.size} ${stat.mtimeMs} ${hash}`];
    });
  return walk(dist).sort().join('\n');
}

/** The catalog files a page asks for from here on. */
function catalogRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(catalogOrigin)) urls.push(request.url());
  });
  return urls;
}

const freshPicks = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

let first = '';
let second = '';

test(
  'a new release shows on a fresh page at once, a page opened before it keeps working, and a rollback brings the old one back',
  async () => {
    const shellBefore = shellFiles();
    // The build the stack serves, published as the first release (as CI's build would be).
    first = await publishCatalog({ from: path.join(root, 'mf-catalog', 'dist') });
    await releaseTool(['use', 'mf-catalog', first]);
    await waitForLiveCatalog(releaseManifest(first));

    const before = await newShopperPage(browser);
    const beforeRequests = catalogRequests(before.page);
    await before.page.goto('/');
    await seen(freshPicks(before.page, 'Fresh Picks'));

    // A new release with a visible change: published, then made live.
    second = await publishCatalog({ variant: 'heading' });
    expect(second).not.toBe(first);
    await releaseTool(['use', 'mf-catalog', second]);
    await waitForLiveCatalog(releaseManifest(second));
    const list = await releaseTool(['list', 'mf-catalog']);
    expect(list).toContain(`* ${second}`);

    // A fresh page gets it, rendered on the server from the release's server build (the first
    // page after a switch may be rendered in the browser while the server loads that build).
    const serverRendered = async () => (await (await fetch(`${BASE_URL}/`)).text()).includes(VARIANT_HEADING);
    await eventually(serverRendered, true);
    const after = await newShopperPage(browser);
    await after.page.goto('/');
    await seen(freshPicks(after.page, VARIANT_HEADING));

    // The page opened before it: its next click loads a page it had not loaded, from its own release.
    const sinceRelease = beforeRequests.length;
    await before.page.getByRole('link', { name: 'View All Fresh Picks' }).click();
    await seen(before.page.getByRole('heading', { level: 1, name: 'Fresh Picks' }));
    expect(await before.page.getByText(/not available right now/i).count()).toBe(0);
    const loadedSince = beforeRequests.slice(sinceRelease);
    expect(loadedSince.some((url) => url.includes(`/releases/${first}/`) && url.includes('AllProductsPage'))).toBe(
      true,
    );
    expect(beforeRequests.filter((url) => !url.includes(`/releases/${first}/`))).toEqual([]);
    expect(before.pageErrors).toEqual([]);

    // The shell's files are as they were: the release touched the catalog's only.
    expect(shellFiles()).toBe(shellBefore);

    // What is live, by build: the shell's page says so.
    const live = (await (await fetch(`${BASE_URL}/live-releases.json`)).json()) as {
      remotes: { catalog: { release: string; buildVersion: string; commit: string; builtAt: string } };
    };
    expect(live.remotes.catalog).toMatchObject({ release: second, buildVersion: second });
    expect(Date.parse(live.remotes.catalog.builtAt)).toBeGreaterThan(Date.now() - 30 * 60_000);

    // Rolled back: a fresh page shows the old heading again.
    await releaseTool(['rollback', 'mf-catalog']);
    await waitForLiveCatalog(releaseManifest(first));
    const rolledBack = await newShopperPage(browser);
    await rolledBack.page.goto('/');
    await seen(freshPicks(rolledBack.page, 'Fresh Picks'));
    expect(await freshPicks(rolledBack.page, VARIANT_HEADING).count()).toBe(0);
    // The page opened on the rolled-back release goes on working too.
    await after.page.getByRole('link', { name: 'View All Fresh Picks' }).click();
    await seen(after.page.getByRole('heading', { level: 1, name: 'Fresh Picks' }));

    for (const opened of [before, after, rolledBack]) await opened.context.close();
  },
  BUILD_TIMEOUT_MS,
);

test(
  'a release built against another major of the shared package is refused: its sections say they are being updated',
  async () => {
    const incompatible = await publishCatalog({ variant: 'shared-major' });
    // The release tool will not make it live against this shell...
    await expect(releaseTool(['use', 'mf-catalog', incompatible])).rejects.toThrow(
      /needs @storefront\/shared\S* \^2\.0\.0; the shell has 1\./,
    );
    expect(await liveCatalogManifest()).toBe(releaseManifest(first));
    // ...and should it go live anyway, the shell refuses it in the page.
    await releaseTool(['use', 'mf-catalog', incompatible, '--force']);
    await waitForLiveCatalog(releaseManifest(incompatible));

    const { page, context } = await newShopperPage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/');
    await seen(page.getByRole('heading', { level: 1, name: 'This section is being updated.' }));
    await seen(page.getByRole('alert').filter({ hasText: 'Search is being updated.' }));
    await seen(page.getByRole('button', { name: 'Reload page' }));
    expect(await page.getByText(/check your connection/i).count()).toBe(0);
    expect(consoleErrors.join('\n')).toMatch(
      /catalog is not loaded: it needs @storefront\/shared\S* \^2\.0\.0, and this page has 1\.\d+\.\d+/,
    );
    // Rolled forward to a release it can run, the next page load is whole again.
    await releaseTool(['use', 'mf-catalog', second]);
    await waitForLiveCatalog(releaseManifest(second));
    await page.reload();
    await seen(freshPicks(page, VARIANT_HEADING));
    await context.close();
  },
  BUILD_TIMEOUT_MS,
);
