// One headless Debian chromium per test file, driven by playwright-core (never a downloaded browser).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL } from './env';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
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

/** A fresh context (empty local storage) with a page whose uncaught errors are collected. */
export async function newShopperPage(browser: Browser, viewport = DESKTOP) {
  const context: BrowserContext = await browser.newContext({ baseURL: BASE_URL, viewport });
  const page: Page = await context.newPage();
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
