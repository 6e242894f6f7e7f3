// One headless Debian chromium per test file, driven by playwright-core (never a downloaded browser).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL } from './env';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 812 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Every uncaught error of every page opened in this test file, with the test that opened the page.
 * Each test file has its own module registry, so this list is per file; a file's last test checks it.
 */
const uncaughtErrors: { test: string; url: string; message: string }[] = [];

export function uncaughtPageErrors() {
  return [...uncaughtErrors];
}

/** Pages opened by newShopperPage and not yet closed, for the failure report. */
const pages = new Set<Page>();

export function openPages(): Page[] {
  return [...pages].filter((page) => !page.isClosed());
}

/**
 * A server-rendered page shows its content before its code runs: after page.goto or reload, wait
 * for the app to mark itself ready (`<html data-app-ready>`), as a shopper's click would need. A
 * page that never starts (its config unreachable) is the test's to check: the wait just ends.
 */
function waitForAppAfterNavigation(page: Page) {
  const ready = () =>
    page
      .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 15_000 })
      .then(
        () => undefined,
        () => undefined,
      );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/**
 * A fresh context (empty local storage) with a page whose uncaught errors are collected. The shop's
 * service worker is blocked unless asked for: what it fetches is not seen by page.route (a test
 * that takes a remote down), and its caches would carry answers from one step into the next.
 */
export async function newShopperPage(
  browser: Browser,
  viewport = DESKTOP,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
) {
  const context: BrowserContext = await browser.newContext({ baseURL: BASE_URL, viewport, serviceWorkers });
  const page: Page = await context.newPage();
  waitForAppAfterNavigation(page);
  pages.add(page);
  page.on('close', () => pages.delete(page));
  const pageErrors: string[] = [];
  const test = expect.getState().currentTestName ?? '(outside a test)';
  page.on('pageerror', (error) => {
    pageErrors.push(error.message);
    uncaughtErrors.push({ test, url: page.url(), message: error.message });
  });
  return { context, page, pageErrors };
}
