// The search results page: a misspelt word ('liter', for 'litre': the demo catalogue has pages of
// them) typed in the header's box and sent with Enter opens /search, which shows the corrected
// word's results, narrows them with a filter and pages through them; 'samsnug' is corrected too,
// a 3-letter brand is a search there, and the rating filter narrows results from the keyboard.
// axe checks the page at desktop and phone widths, and screenshots are kept for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, MOBILE, launchBrowser, newShopperPage } from '../support/browser';
import { shot } from '../support/screenshots';
import { apiGet } from '../support/shopper';
import { onPath, queryMatches, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SearchPage {
  total: number;
  correctedQuery: string | null;
  products: { name: string }[];
}

/** The names on the results grid, in order. */
async function shownNames(page: Page): Promise<string[]> {
  const grid = await seen(page.getByRole('list', { name: 'Search results' }));
  return grid.getByRole('heading', { level: 3 }).allTextContents();
}

/** Waits until the grid shows exactly these names (a new page of results has arrived). */
async function gridShows(page: Page, names: string[]) {
  const deadline = Date.now() + 20_000;
  let shown = await shownNames(page);
  while (JSON.stringify(shown) !== JSON.stringify(names) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    shown = await shownNames(page);
  }
  expect(shown).toEqual(names);
}

test('a misspelt search from the box: corrected results, a filter, the next page; axe-clean', async () => {
  const { page, pageErrors } = await newShopperPage(browser, DESKTOP);
  const expected = await apiGet<SearchPage>(page, '/product/searchPage?q=liter');
  expect(expected.correctedQuery).toBe('litre');
  expect(expected.total).toBeGreaterThan(42);

  await page.goto('/');
  const box = await seen(page.getByRole('combobox', { name: 'Search products' }));
  await box.fill('liter');
  await box.press('Enter');
  await onPath(page, '/search', '?q=liter');

  await seen(page.getByText('Showing results for “litre”'));
  await seen(page.getByText('Search instead for “liter”'));
  await seen(page.getByRole('heading', { level: 1, name: 'Search results for “litre”' }));
  await gridShows(
    page,
    expected.products.map((p) => p.name),
  );
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'search-corrected-1280');

  // A filter: only what is in stock, from page 1 again.
  const inStock = await apiGet<SearchPage>(page, '/product/searchPage?q=liter&inStock=true');
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await queryMatches(page, (q) => q.get('inStock') === 'true' && q.get('q') === 'liter');
  await seen(page.getByText(`${inStock.total.toLocaleString('en-PK')} products`, { exact: true }));
  await gridShows(
    page,
    inStock.products.map((p) => p.name),
  );

  // The next page, still filtered and corrected.
  const second = await apiGet<SearchPage>(page, '/product/searchPage?q=liter&inStock=true&page=2');
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await queryMatches(page, (q) => q.get('page') === '2' && q.get('inStock') === 'true');
  await gridShows(
    page,
    second.products.map((p) => p.name),
  );
  await seen(page.getByText('Showing results for “litre”'));
  expect(await axeViolations(page)).toEqual([]);

  // The words as typed: nothing, and a way on.
  await page.getByRole('link', { name: '“liter”' }).click();
  await onPath(page, '/search', '?q=liter&exact=true');
  await seen(page.getByRole('heading', { name: 'No results for “liter”' }));
  await seen(page.getByRole('heading', { name: 'Popular categories' }));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'search-empty-1280');
  expect(pageErrors).toEqual([]);
});

test('the results narrowed by rating from the keyboard, the chip clearing it; axe-clean', async () => {
  const { page, pageErrors } = await newShopperPage(browser, DESKTOP);
  const all = await apiGet<SearchPage>(page, '/product/searchPage?q=samsung');
  const fourUp = await apiGet<SearchPage>(page, '/product/searchPage?q=samsung&minRating=4');
  const threeUp = await apiGet<SearchPage>(page, '/product/searchPage?q=samsung&minRating=3');
  expect(fourUp.total).toBeGreaterThan(0);
  expect(fourUp.total).toBeLessThan(threeUp.total);
  expect(threeUp.total).toBeLessThan(all.total);

  await page.goto('/search?q=samsung');
  await gridShows(
    page,
    all.products.map((p) => p.name),
  );
  const rating = page.getByRole('group', { name: 'Rating' });
  const any = await seen(rating.getByRole('radio', { name: 'Any rating' }));
  expect(await any.isChecked()).toBe(true);
  // One radio group: the arrow keys move from 'Any rating' to '4 stars & up', then '3 stars & up'.
  await any.focus();
  await page.keyboard.press('ArrowDown');
  await queryMatches(page, (q) => q.get('minRating') === '4' && q.get('q') === 'samsung');
  await seen(page.getByText(`${fourUp.total.toLocaleString('en-PK')} products`, { exact: true }));
  await gridShows(
    page,
    fourUp.products.map((p) => p.name),
  );
  await page.keyboard.press('ArrowDown');
  await queryMatches(page, (q) => q.get('minRating') === '3');
  await gridShows(
    page,
    threeUp.products.map((p) => p.name),
  );
  expect(await rating.getByRole('radio', { name: '3 stars & up' }).isChecked()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'search-rating-1280');

  await page.getByRole('button', { name: 'Remove filter 3 stars & up' }).click();
  await queryMatches(page, (q) => !q.has('minRating') && q.get('q') === 'samsung');
  await gridShows(
    page,
    all.products.map((p) => p.name),
  );
  expect(await any.isChecked()).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a 3-letter brand is a search from the box: TCL', async () => {
  const { page } = await newShopperPage(browser, DESKTOP);
  await page.goto('/');
  const box = await seen(page.getByRole('combobox', { name: 'Search products' }));
  await box.fill('TCL');
  await seen(page.getByText('Press Enter to search, or type at least 4 characters to see matches'));
  await box.press('Enter');
  await onPath(page, '/search', '?q=TCL');
  const names = await shownNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => /\bTCL\b/.test(name))).toBe(true);
});

test('the results page at 375 px, its filters drawer open: axe-clean', async () => {
  const { page, pageErrors } = await newShopperPage(browser, MOBILE);
  await page.goto('/search?q=samsnug');
  await seen(page.getByText('Showing results for “samsung”'));
  await seen(page.getByText('Search instead for “samsnug”'));
  const matches = page.getByRole('navigation', { name: 'Matching brands and categories' });
  await seen(matches.getByRole('link', { name: 'Samsung' }));
  await seen(page.getByRole('list', { name: 'Search results' }));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'search-corrected-375');
  await page.getByRole('button', { name: 'Filters' }).click();
  await seen(page.getByRole('dialog', { name: 'Filters' }));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'search-filters-375', { fullPage: false });
  expect(pageErrors).toEqual([]);
});
