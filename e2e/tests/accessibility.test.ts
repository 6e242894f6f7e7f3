// Automated accessibility checks (axe-core, its default WCAG 2.x A/AA and best-practice rules) on
// every kind of page, at desktop and phone widths, logged out and in, and with the page's overlays
// open. They catch what a person with a screen reader or keyboard would meet first: missing names
// and labels, low contrast, broken heading order, ARIA misuse. The other e2e files cover the flows.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newShopperPage } from '../support/browser';
import { DEMO_USER } from '../support/env';
import { findProduct, logIn, openUserMenu } from '../support/shopper';
import { seen } from '../support/waits';

const AXE_SCRIPT = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Violation {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
  why: string[];
}

/** axe's violations on the page as it is now, each with the first elements it names. */
async function violations(page: Page): Promise<Violation[]> {
  // Evaluated, not added as a script element: the page's script policy would refuse an inline one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SCRIPT);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            options: object,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      why: v.nodes.slice(0, 3).map((n) => `${n.html.slice(0, 160)} :: ${n.failureSummary ?? ''}`),
    }));
  });
}

type Findings = Record<string, Violation[]>;

/** Adds the page's violations, if any, to the findings under the given name. */
async function record(found: Findings, name: string, page: Page) {
  const list = await violations(page);
  if (list.length) found[name] = list;
}

/** Opens each route, waits for what marks it as rendered, and collects violations by route. */
async function auditRoutes(page: Page, routes: Array<[string, string]>) {
  const found: Findings = {};
  for (const [route, marker] of routes) {
    await page.goto(route);
    await seen(page.getByText(marker).filter({ visible: true }));
    await page.waitForLoadState('networkidle');
    await record(found, route, page);
  }
  return found;
}

const VISITOR_ROUTES: Array<[string, string]> = [
  ['/', 'Fresh Picks'],
  ['/products/flash-deals', 'Flash Deals'],
  ['/category/electronics', 'Sort by'],
  ['/basket', 'Your basket is empty'],
  ['/auth/login', 'Forgot Password?'],
  ['/auth/register', 'Confirm Password'],
  ['/auth/reset-password', 'Reset Password'],
  ['/auth/verify', 'Verify Email'],
  ['/faq', 'Still have questions?'],
  ['/contact', 'Contact'],
  ['/shipping', 'Returns'],
  ['/terms', 'Terms'],
  ['/privacy', 'Privacy'],
  ['/about', 'About'],
  ['/product/no-such-product-anywhere-0000', 'Product Not Found'],
  ['/no-such-page', 'Page Not Found'],
];

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test(`visitor pages pass the automated checks (${label})`, async () => {
    const { page, context } = await newShopperPage(browser, viewport);
    const product = await findProduct(page, (p) => p.stock > 0);
    const found = await auditRoutes(page, [...VISITOR_ROUTES, [`/product/${product.slug}`, 'Product Details']]);
    expect(found).toEqual({});
    await context.close();
  });
}

test("a logged-in customer's pages pass the automated checks", async () => {
  const { page, context } = await newShopperPage(browser);
  await logIn(page, DEMO_USER);
  const product = await findProduct(page, (p) => p.stock > 2);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  const found = await auditRoutes(page, [
    ['/account', 'Member since'],
    ['/account/addresses', 'My Addresses'],
    ['/account/orders', 'My Orders'],
    ['/basket', 'Order Summary'],
    ['/checkout', 'Cash On Delivery'],
    ['/order-success', '3-5 business days'],
    ['/order-fail', 'not successful'],
  ]);
  expect(found).toEqual({});
  await context.close();
});

test('open overlays pass the automated checks: category sidebar, user menu, search results, filters drawer', async () => {
  const found: Findings = {};

  const desktop = await newShopperPage(browser);
  await desktop.page.goto('/');
  await seen(desktop.page.getByText('Fresh Picks'));
  await desktop.page.getByRole('button', { name: 'Shop by category' }).click();
  await seen(desktop.page.getByText('Shop By Category'));
  await record(found, 'category sidebar', desktop.page);
  await desktop.page.keyboard.press('Escape');

  await openUserMenu(desktop.page);
  await seen(desktop.page.getByRole('banner').getByRole('link', { name: 'Login' }));
  await record(found, 'user menu', desktop.page);
  await desktop.page.keyboard.press('Escape');

  const search = desktop.page.getByRole('combobox', { name: /search/i });
  await search.fill('samsung');
  await seen(desktop.page.getByRole('listbox', { name: 'Search results' }).getByRole('option'));
  await record(found, 'search results', desktop.page);
  await desktop.context.close();

  const phone = await newShopperPage(browser, MOBILE);
  await phone.page.goto('/category/electronics');
  await phone.page.getByRole('button', { name: 'Filters' }).click();
  await seen(phone.page.getByRole('dialog', { name: 'Filters' }));
  await record(found, 'filters drawer', phone.page);
  await phone.context.close();

  expect(found).toEqual({});
});
