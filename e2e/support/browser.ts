// One headless Debian chromium per test file, driven by playwright-core (never a downloaded browser).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL } from './env';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A fresh context (empty local storage) with a page whose uncaught errors are collected. */
export async function newShopperPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context: BrowserContext = await browser.newContext({ baseURL: BASE_URL, viewport });
  const page: Page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}
