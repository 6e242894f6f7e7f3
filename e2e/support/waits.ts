// Waiting for what a shopper would see, never for a fixed time. playwright-core has no `expect`
// with retries, so these wrap the locator's own auto-waiting.
import type { Locator, Page } from 'playwright-core';

export const SEEN_WITHIN_MS = 20_000;

/** Waits until the first element the locator finds is visible. */
export async function seen(locator: Locator, timeout = SEEN_WITHIN_MS): Promise<Locator> {
  const first = locator.first();
  await first.waitFor({ state: 'visible', timeout });
  return first;
}

/** Waits until nothing the locator finds is visible (gone or hidden). */
export async function gone(locator: Locator, timeout = SEEN_WITHIN_MS): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Waits for the page's path (and, when given, its query) to be the one named. */
export async function onPath(page: Page, pathname: string, search?: string, timeout = SEEN_WITHIN_MS) {
  await page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search), {
    timeout,
  });
}

/** Waits until the current URL's query satisfies `check` (listing state lives in the query). */
export async function queryMatches(page: Page, check: (query: URLSearchParams) => boolean, timeout = SEEN_WITHIN_MS) {
  await page.waitForURL((url) => check(url.searchParams), { timeout });
  return new URL(page.url()).searchParams;
}

/** Waits until a value read from the page equals the expected one, then returns it. */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeout = SEEN_WITHIN_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  expect(last).toBe(expected);
  return last;
}
