// The installable shop on a lost connection: after a visit (home, then a product page, adding it to
// the basket) the browser goes offline; the product page still reads from the service worker's
// cache, and the basket page, never opened, answers the offline page with the basket and the
// recently viewed product, axe-clean at desktop and phone widths. The browser's own installability
// check (the one Lighthouse reported) finds nothing missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { CHROMIUM_ARGS, DESKTOP, MOBILE, launchBrowser, newShopperPage } from '../support/browser';
import { shot } from '../support/screenshots';
import { BASE_URL } from '../support/env';
import { basketCount, findProduct } from '../support/shopper';
import { eventually, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the service worker controls the page (it claims the page that registered it). */
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

it('serves the worker uncached and the manifest the browser needs to install the shop', async () => {
  // A browser profile of its own: Chromium never offers to install from an incognito window, which
  // every browser.newContext() is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: BASE_URL,
  });
  try {
    const page = await context.newPage();
    const worker = await page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/application\/manifest\+json/);

    await page.goto('/');
    await eventually(() => controlled(page), true);
    // Chromium's own installability check, the one Lighthouse's installability audit reported.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

it('reads a product page and the basket offline after a visit', async () => {
  const { context, page } = await newShopperPage(browser, DESKTOP, { serviceWorkers: 'allow' });
  const product = await findProduct(page, (p) => p.stock >= 2);

  await page.goto('/');
  // Registered after the first load; from then on the worker answers this page's requests.
  await eventually(() => controlled(page), true);
  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await eventually(() => basketCount(page), 1);

  await context.setOffline(true);
  await page.reload();
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await shot(page, 'offline-product');

  // A page never opened before: the offline page, from this device's basket and history.
  await page.goto('/basket');
  await seen(page.getByRole('heading', { level: 1, name: "You're offline" }));
  const basket = page.getByRole('region', { name: 'Your basket' });
  await seen(basket.getByRole('link', { name: product.name }));
  await seen(basket.getByText(/^Subtotal \(1 item\): Rs /));
  await seen(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: product.name }));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'offline-page-desktop');
  await page.setViewportSize(MOBILE);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'offline-page-phone');
  await page.setViewportSize(DESKTOP);

  // The connection returns: Try again opens the shop's own basket page at the same address.
  await context.setOffline(false);
  // The page reopens itself on the browser's online event; until it has, Try again does it.
  await page
    .getByRole('button', { name: 'Try again' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await eventually(() => page.getByRole('heading', { name: "You're offline" }).count(), 0);
  await seen(page.getByRole('link', { name: product.name }).first());
  await context.close();
});
