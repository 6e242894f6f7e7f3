// Issue 27's catalogue points, in the running shop: the flash-deal countdown counts to the end the
// API gives; listings put what is in stock first and can show only that ('In stock only', in the
// URL); the price filter has boxes and steps that suit the range; the product gallery swipes and
// opens full screen with zoom. Each screen is checked with axe at 1280 and 375 px.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newShopperPage } from '../support/browser';
import { shot } from '../support/screenshots';
import { axeViolations } from '../support/axe';
import { apiGet, findProduct, type CatalogProduct } from '../support/shopper';
import { queryMatches, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** 'HH:MM:SS' or '2 days HH:MM:SS' → seconds. */
function secondsOf(text: string): number {
  const match = /^(?:(\d+) days? )?(\d\d):(\d\d):(\d\d)$/.exec(text.trim());
  if (!match) throw new Error(`Not a countdown: "${text}"`);
  const [, days, h, m, s] = match;
  return Number(days ?? 0) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

interface DealProduct extends CatalogProduct {
  dealEndsAt?: string | null;
}

interface PhotoProduct extends CatalogProduct {
  productPhotos: { imgUrl: string }[];
}

test('the flash-deal countdown counts to the soonest end the API gives, on every load', async () => {
  const { page, context } = await newShopperPage(browser);
  const deals = await apiGet<DealProduct[]>(page, '/product/getDiscountedProducts?limit=10');
  const ends = deals.flatMap((d) => (d.dealEndsAt ? [Date.parse(d.dealEndsAt)] : []));
  expect(ends.length).toBeGreaterThan(0);
  const soonest = Math.min(...ends);

  for (const load of ['first', 'again']) {
    if (load === 'first') await page.goto('/');
    else await page.reload();
    const countdown = await seen(page.getByTestId('countdown').filter({ hasText: /\d\d:\d\d:\d\d/ }));
    const shown = secondsOf((await countdown.textContent()) ?? '');
    const expected = (soonest - Date.now()) / 1000;
    // The page's clock and this one are the same machine's: a few seconds cover the loading.
    expect(Math.abs(shown - expected)).toBeLessThan(10);
  }
  await page.getByRole('heading', { name: 'Flash Deals' }).scrollIntoViewIfNeeded();
  await shot(page, 'home-flash-deals-1280');
  await context.close();
});

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  test(`listings: in stock first, 'In stock only' in the URL, price boxes; axe clean (${label})`, async () => {
    const { page, context } = await newShopperPage(browser, viewport);
    await page.goto('/category/electronics');
    const grid = await seen(page.getByRole('list', { name: /products$/ }));
    // The default order: the first page's products can all be bought.
    await seen(grid.getByRole('button', { name: /^Add to Cart: / }));
    expect(await grid.getByRole('button', { name: /^Out of stock: / }).count()).toBe(0);

    if (viewport === MOBILE) await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await queryMatches(page, (q) => q.get('inStock') === 'true');

    const min = page.getByRole('textbox', { name: 'Min price (Rs)' });
    const max = page.getByRole('textbox', { name: 'Max price (Rs)' });
    if (viewport === MOBILE && !(await min.isVisible())) await page.getByRole('button', { name: /Filters/ }).click();
    const slider = page.getByRole('slider', { name: 'Minimum price' });
    expect(Number(await slider.getAttribute('step'))).toBeGreaterThanOrEqual(100);
    await min.fill('5,000');
    await max.fill('60000');
    await max.press('Enter');
    await axeOk(page, `listing filters (${label})`);
    await shot(page, `listing-filters-${label}`);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const query = await queryMatches(page, (q) => q.get('minPrice') === '5000' && q.get('maxPrice') === '60000');
    expect(query.get('inStock')).toBe('true');

    if (viewport === MOBILE && (await page.getByRole('dialog').count()) > 0) {
      await page.getByRole('button', { name: 'Close filters' }).click();
    }
    await seen(page.getByRole('button', { name: 'Remove filter In Stock Only' }));
    expect(await page.getByRole('button', { name: /^Out of stock: / }).count()).toBe(0);
    await axeOk(page, `listing in stock only (${label})`);
    await shot(page, `listing-in-stock-${label}`);
    await context.close();
  });

  test(`the product gallery swipes and opens full screen with zoom; axe clean (${label})`, async () => {
    const { page, context } = await newShopperPage(browser, viewport);
    const product = (await findProduct(page, (p) => (p as PhotoProduct).productPhotos.length >= 3)) as PhotoProduct;
    await page.goto(`/product/${product.slug}`);
    await seen(page.getByRole('button', { name: /^View photo 1 of \d+ full screen$/ }));
    const enlarge = page.getByRole('button', { name: /full screen$/ });

    // A swipe to the left (a drag, as a finger would) shows the next photo.
    await page.locator('.slick-list').first().scrollIntoViewIfNeeded();
    const frame = (await page.locator('.slick-list').first().boundingBox())!;
    const y = frame.y + frame.height / 2;
    await page.mouse.move(frame.x + frame.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.5, y, { steps: 5 });
    await page.mouse.move(frame.x + frame.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await shot(page, `product-gallery-swiped-${label}`);
    await seen(page.getByRole('button', { name: /^View photo 2 of \d+ full screen$/ }));
    expect(await page.getByRole('button', { name: /^Show photo 2 of/ }).getAttribute('aria-pressed')).toBe('true');
    await axeOk(page, `product page (${label})`);
    await shot(page, `product-gallery-${label}`);

    await enlarge.click();
    const dialog = page.getByRole('dialog');
    await seen(page.getByRole('dialog', { name: `${product.name}: Photo 2 of ${product.productPhotos.length}` }));
    await page.keyboard.press('ArrowRight');
    await seen(page.getByRole('dialog', { name: `${product.name}: Photo 3 of ${product.productPhotos.length}` }));
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await seen(dialog.getByText('150%'));
    await axeOk(page, `full screen photo (${label})`);
    await shot(page, `product-full-screen-${label}`);
    await page.keyboard.press('Escape');
    await seen(page.getByRole('button', { name: /^View photo 3 of \d+ full screen$/ }));
    expect(await enlarge.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
}

async function axeOk(page: Page, where: string) {
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
}
