// The shell's script policy (Content-Security-Policy) lets every page run, logged out and in: the
// shell's code, each remote's entry and chunks from its own origin, the inline bootstrap by its
// hash, and nothing else. A page that needed more would report a violation here (and lose a
// section, or its start-up, in a shopper's browser).
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newShopperPage, uncaughtPageErrors } from '../support/browser';
import { createVerifiedCustomer, findProduct, logIn } from '../support/shopper';
import { onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Violation {
  url: string;
  directive: string;
  blocked: string;
}

declare global {
  interface Window {
    cspViolations?: { directive: string; blocked: string }[];
  }
}

/** A page whose policy violations (events and console reports) are collected from its first script on. */
async function watchedPage() {
  const opened = await newShopperPage(browser);
  // Init scripts run before the page's own and are not subject to its policy.
  await opened.context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  const reported: string[] = [];
  opened.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(`${opened.page.url()}: ${message.text()}`);
  });
  return { ...opened, reported };
}

/** Opens `path`, waits for its main heading and for its requests to settle; returns what was blocked. */
async function visit(page: Page, path: string): Promise<Violation[]> {
  const response = await page.goto(path);
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect({ path, policy }).toEqual({ path, policy: expect.stringContaining("script-src 'self'") as string });
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  await seen(page.getByRole('main').getByRole('heading').first());
  await page.waitForLoadState('networkidle');
  // A remote whose scripts were refused shows this in place of its section.
  expect({ path, unavailable: await page.getByText('This section is not available right now.').count() }).toEqual({
    path,
    unavailable: 0,
  });
  const found = await page.evaluate(() => window.cspViolations ?? []);
  return found.map((v) => ({ url: path, ...v }));
}

test('every page runs under the script policy with no violation, logged out and logged in', async () => {
  const { page, context, reported } = await watchedPage();
  const product = await findProduct(page, (p) => p.stock > 2);
  const violations: Violation[] = [];

  for (const path of [
    '/',
    '/category/electronics',
    '/products/fresh-picks',
    `/product/${product.slug}`,
    '/about',
    '/contact',
    '/faq',
    '/shipping',
    '/terms',
    '/privacy',
    '/no-such-page',
    '/auth/login',
    '/auth/register',
    '/auth/reset-password',
  ]) {
    violations.push(...(await visit(page, path)));
  }

  // Search: the header's box (the catalog's) asks the API and lists results.
  await page.goto('/');
  await (await seen(page.getByRole('combobox', { name: 'Search products' }))).fill(product.name.split(' ')[0]);
  await seen(page.getByRole('listbox', { name: 'Search results' }).getByRole('option'));
  violations.push(...(await page.evaluate(() => window.cspViolations ?? [])).map((v) => ({ url: 'search', ...v })));

  // A basket with something in it, then the pages of a logged-in customer.
  violations.push(...(await visit(page, `/product/${product.slug}`)));
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  violations.push(...(await visit(page, '/basket')));
  const customer = await createVerifiedCustomer(page, 'csp');
  await logIn(page, customer);
  await onPath(page, '/account');
  for (const path of ['/account', '/account/addresses', '/account/orders', '/checkout']) {
    violations.push(...(await visit(page, path)));
  }

  expect(violations).toEqual([]);
  expect(reported).toEqual([]);
  expect(uncaughtPageErrors()).toEqual([]);
  await context.close();
});
