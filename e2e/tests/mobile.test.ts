// A shopper on a 375 px phone: the header's category menu, the basket, and pages that never
// scroll sideways.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE, newShopperPage, uncaughtPageErrors } from '../support/browser';
import { basketCount, findProduct, pageWidths, rupees } from '../support/shopper';
import { eventually, gone, onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSidewaysScroll(page: Page, width = MOBILE.width) {
  const { scrollWidth, innerWidth } = await pageWidths(page);
  expect(innerWidth).toBe(width);
  // The path in a failure says which page overflows, and by how much.
  const path = new URL(page.url()).pathname;
  expect({ path, overflowPx: Math.max(0, scrollWidth - innerWidth) }).toEqual({ path, overflowPx: 0 });
}

test('the header menu opens the category sidebar and a category link navigates and closes it', async () => {
  const { page, context } = await newShopperPage(browser, MOBILE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Shop by category' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Shop By Category' });
  await seen(sidebar);

  await sidebar.getByRole('button', { name: 'Electronics sub-categories' }).click();
  await sidebar.getByRole('link', { name: 'TV & Video' }).click();
  await onPath(page, '/category/electronics/tv-and-video');
  await gone(sidebar);
  await seen(page.getByRole('heading', { level: 1, name: 'TV & Video' }));

  // The close button closes it too, and focus returns to the menu button.
  await page.getByRole('button', { name: 'Shop by category' }).click();
  await seen(sidebar);
  await sidebar.getByRole('button', { name: 'Close categories' }).click();
  await gone(sidebar);
  expect(
    await page.getByRole('button', { name: 'Shop by category' }).evaluate((el) => el === document.activeElement),
  ).toBe(true);
  await context.close();
});

test('the search box hides behind a toggle on a phone', async () => {
  const { page, context } = await newShopperPage(browser, MOBILE);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await seen(page.getByRole('heading', { name: 'Fresh Picks' }));
  expect(await box.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Search products' }).click();
  await seen(box);
  await context.close();
});

test('the basket works on a phone: quantity, totals, remove, empty state', async () => {
  const { page, context } = await newShopperPage(browser, MOBILE);
  const product = await findProduct(page, (p) => p.stock >= 30);
  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await onPath(page, '/basket');

  await seen(page.getByRole('heading', { name: 'Your Basket' }));
  await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await eventually(() => basketCount(page), 2);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await seen(summary.getByText(rupees(product.netPrice * 2)));
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: `Remove ${product.name} from basket` }).click();
  await seen(page.getByRole('heading', { name: 'Your basket is empty' }));
  await seen(page.getByText("Looks like you haven't added any items to your basket yet."));
  await eventually(() => basketCount(page), 0);
  await context.close();
});

test('home, listing, product and basket pages fit a 375 px screen without sideways scrolling', async () => {
  const { page, context } = await newShopperPage(browser, MOBILE);
  const product = await findProduct(page, (p) => p.stock >= 30);

  await page.goto('/');
  await seen(page.getByRole('list', { name: 'Fresh Picks products' }).getByRole('article'));
  await seen(page.getByRole('list', { name: 'Flash Deals products' }).getByRole('article'));
  await expectNoSidewaysScroll(page);

  await page.goto('/category/electronics');
  await seen(page.getByRole('navigation', { name: 'Pagination' }));
  await expectNoSidewaysScroll(page);
  // The filters open as an overlay on a phone and close with their x button.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await seen(filters);
  await filters.getByRole('button', { name: 'Close filters' }).click();
  await gone(filters);

  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('button', { name: 'Add to Basket' }));
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();

  await page.goto('/basket');
  await seen(page.getByRole('link', { name: 'Proceed to Checkout' }));
  await expectNoSidewaysScroll(page);
  await context.close();
});

test('at 320 px, the narrowest phones (WCAG reflow), the header and pages still fit', async () => {
  const NARROWEST = { width: 320, height: 640 };
  const { page, context } = await newShopperPage(browser, NARROWEST);
  for (const [path, marker] of [
    ['/', 'Fresh Picks'],
    ['/category/electronics', 'Sort by'],
    ['/auth/login', 'Forgot Password?'],
    ['/faq', 'Still have questions?'],
  ]) {
    await page.goto(path);
    await seen(page.getByText(marker).filter({ visible: true }).first());
    await expectNoSidewaysScroll(page, NARROWEST.width);
  }
  // The basket link, last in the header, is on the screen.
  const basket = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Basket, / })
    .boundingBox();
  expect(basket!.x + basket!.width).toBeLessThanOrEqual(NARROWEST.width);
  await context.close();
});

test('listing cards keep a readable width beside the filters, and the pagination suits a thumb', async () => {
  const { page, context } = await newShopperPage(browser, { width: 800, height: 900 });
  // Just past the phone breakpoint the filter sidebar takes its share: the grid counts its own
  // width, not the window's, so a card stays wide enough for its name, prices and button.
  await page.goto('/category/electronics');
  const cards = page.getByRole('list', { name: /products$/ }).getByRole('article');
  await seen(cards.first());
  for (const width of [769, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const box = await cards.first().boundingBox();
    expect({ width, cardAtLeast190: box!.width >= 190 }).toEqual({ width, cardAtLeast190: true });
  }

  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 700 });
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.scrollIntoViewIfNeeded();
    // On page 1, Previous is a disabled button and Next a link to page 2; the numbers are links.
    const previous = (await pagination.getByRole('button', { name: /Previous/ }).boundingBox())!;
    const next = (await pagination.getByRole('link', { name: /Next/ }).boundingBox())!;
    // The two arrows share a row; every page number is on the screen, each a 44 px target.
    expect({ width, arrowsOnOneRow: Math.abs(previous.y - next.y) < 1 }).toEqual({ width, arrowsOnOneRow: true });
    for (const button of [
      ...(await pagination.getByRole('button').all()),
      ...(await pagination.getByRole('link').all()),
    ]) {
      const b = (await button.boundingBox())!;
      const fits = b.width >= 44 && b.height >= 44 && b.x >= 0 && b.x + b.width <= width;
      expect({ width, button: await button.textContent(), fits }).toEqual({
        width,
        button: await button.textContent(),
        fits: true,
      });
    }
  }
  await context.close();
});

test('no page in these journeys threw an uncaught error', () => {
  expect(uncaughtPageErrors()).toEqual([]);
});
