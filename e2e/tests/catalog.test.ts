// Browsing: the home rows, search, a category listing whose filters, sort and page live in the URL,
// the product page's quantity limits and the product-not-found screen.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newShopperPage, uncaughtPageErrors } from '../support/browser';
import { apiGet, findProduct, productBySlug, type CatalogProduct } from '../support/shopper';
import { eventually, gone, onPath, queryMatches, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Listing {
  products: CatalogProduct[];
  total: number;
  totalPages: number;
  brands: { name: string; slug: string }[];
}

const CATEGORY = 'electronics';
const listingApi = (page: Page, query: string) => apiGet<Listing>(page, `/category/${CATEGORY}?limit=21${query}`);
const countText = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;
/** The names on the product cards of the listing grid, in order. */
const gridNames = (page: Page) =>
  page
    .getByRole('list', { name: /products$/ })
    .getByRole('heading', { level: 3 })
    .allTextContents();

test('the home page shows its rows, and View All opens the full Fresh Picks list', async () => {
  const { page, context } = await newShopperPage(browser);
  await page.goto('/');
  for (const heading of ['Fresh Picks', 'Flash Deals']) {
    await seen(page.getByRole('heading', { level: 2, name: heading }));
    const row = page.getByRole('list', { name: `${heading} products` });
    await seen(row.getByRole('article'));
  }
  await seen(page.getByText('Secure Shopping'));
  expect(await page.title()).toMatch(/Storefront/);

  // The deals row only holds discounted products.
  const dealBadges = page.getByRole('list', { name: 'Flash Deals products' }).getByText(/^\d+% OFF$/);
  await seen(dealBadges);

  await page.getByRole('link', { name: 'View All Fresh Picks' }).click();
  await onPath(page, '/products/fresh-picks');
  await seen(page.getByRole('heading', { level: 1, name: 'Fresh Picks' }));
  await seen(page.getByText(/^\d+ products?$/));
  await context.close();
});

test('search: a typed name shows a results list; a result opens its product; clearing closes the list', async () => {
  const { page, context } = await newShopperPage(browser);
  const expected = await apiGet<{ slug: string; name: string }[]>(page, '/product/search?q=Samsung');
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/');
  const box = await seen(page.getByRole('combobox', { name: 'Search products' }));
  await box.fill('Samsung');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await seen(results.getByRole('option'));
  expect(await results.getByRole('option').count()).toBe(expected.length);
  expect(await box.getAttribute('aria-expanded')).toBe('true');

  await box.fill('');
  await gone(results);
  expect(await box.getAttribute('aria-expanded')).toBe('false');

  // By keyboard (the pointer is nowhere near the list): arrow down to the first result, Enter.
  await box.fill('Samsung');
  await seen(results.getByRole('option'));
  await box.press('ArrowDown');
  expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
  await box.press('Enter');
  await onPath(page, `/product/${expected[0].slug}`);
  await seen(page.getByRole('heading', { level: 1, name: expected[0].name }));

  // With the pointer: click the last result.
  const last = expected[expected.length - 1];
  await box.fill('Samsung');
  await results.getByRole('option').last().click();
  await onPath(page, `/product/${last.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: last.name }));
  await context.close();
});

test('category listing: pagination, a brand filter and a sort live in the URL, with chips and Clear All', async () => {
  const { page, context } = await newShopperPage(browser);
  const all = await listingApi(page, '');
  expect(all.totalPages).toBeGreaterThan(2);
  const brand = all.brands[0];

  await page.goto(`/category/${CATEGORY}`);
  await seen(page.getByRole('heading', { level: 1, name: 'Electronics' }));
  await seen(page.getByText(countText(all.total), { exact: true }));
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  // Disabled at the ends (a button), a link to the neighbouring page otherwise.
  const previous = pagination.getByRole('link', { name: 'Previous' });
  const next = pagination.getByRole('link', { name: 'Next' });
  expect(await pagination.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  expect(await pagination.getByRole('link', { name: /^Page \d+$/ }).count()).toBe(all.totalPages);

  await next.click();
  await queryMatches(page, (q) => q.get('page') === '2');
  // The URL moves first; the page marks the new current page once it has rendered.
  await eventually(() => pagination.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'), 'page');
  await previous.click();
  await queryMatches(page, (q) => !q.has('page'));

  await pagination.getByRole('link', { name: `Page ${all.totalPages}` }).click();
  await queryMatches(page, (q) => q.get('page') === String(all.totalPages));
  await seen(pagination);
  await eventually(() => pagination.getByRole('button', { name: 'Next' }).isDisabled(), true);

  // A filter from page N goes back to page 1.
  // click, not check(): the box is controlled by the URL and ticks once the router has moved.
  const brandBox = page.getByRole('checkbox', { name: brand.name, exact: true });
  await brandBox.click();
  let query = await queryMatches(page, (q) => q.get('brand') === brand.slug);
  await eventually(() => brandBox.isChecked(), true);
  expect(query.has('page')).toBe(false);
  await seen(page.getByRole('button', { name: `Remove filter ${brand.name}` }));
  const byBrand = await listingApi(page, `&brand=${brand.slug}`);
  await seen(page.getByText(countText(byBrand.total), { exact: true }));

  await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Price: Low to High' });
  query = await queryMatches(page, (q) => q.get('orderBy') === 'priceAsc');
  expect(query.get('brand')).toBe(brand.slug);
  const sorted = await listingApi(page, `&brand=${brand.slug}&orderBy=priceAsc`);
  await seen(page.getByRole('heading', { level: 3, name: sorted.products[0].name }));
  expect((await gridNames(page)).slice(0, 3)).toEqual(sorted.products.slice(0, 3).map((p) => p.name));

  await page.getByRole('checkbox', { name: 'On Sale' }).click();
  await queryMatches(page, (q) => q.get('onSale') === 'true' && q.get('brand') === brand.slug);
  await seen(page.getByRole('button', { name: 'Remove filter On Sale' }));

  await page.getByRole('button', { name: 'Clear All' }).first().click();
  await onPath(page, `/category/${CATEGORY}`, '');
  await gone(page.getByRole('button', { name: /^Remove filter/ }));
  await eventually(() => brandBox.isChecked(), false);
  await seen(page.getByText(countText(all.total), { exact: true }));
  await context.close();
});

test('product page: the quantity stays between 1 and the stock, and an out-of-stock product cannot be bought', async () => {
  const { page, context } = await newShopperPage(browser);
  // Nobody orders low-stock products in these journeys, so the stock read here holds.
  const scarce = await findProduct(page, (p) => p.stock >= 2 && p.stock <= 5);
  const stock = (await productBySlug(page, scarce.slug)).stock;

  await page.goto(`/product/${scarce.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: scarce.name }));
  await seen(page.getByText(`In stock (${stock} available)`));
  const quantity = page.getByLabel('Quantity', { exact: true });
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  expect(await quantity.inputValue()).toBe('1');
  expect(await minus.isDisabled()).toBe(true);
  for (let i = 2; i <= stock; i += 1) {
    await plus.click();
    await eventually(() => quantity.inputValue(), String(i));
  }
  expect(await plus.isDisabled()).toBe(true);
  expect(await minus.isEnabled()).toBe(true);

  // Typed values are brought into range when the field is left.
  await quantity.fill('999');
  await quantity.press('Tab');
  await eventually(() => quantity.inputValue(), String(stock));
  await quantity.fill('0');
  await quantity.press('Tab');
  await eventually(() => quantity.inputValue(), '1');

  const soldOut = await findProduct(page, (p) => p.stock <= 0);
  await page.goto(`/product/${soldOut.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: soldOut.name }));
  await seen(page.getByText('Out of stock', { exact: true }));
  expect(await page.getByRole('button', { name: 'Add to Basket' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Buy Now' }).isDisabled()).toBe(true);
  await context.close();
});

test('an unknown product or category shows a not-found screen with a way home', async () => {
  const { page, context } = await newShopperPage(browser);
  await page.goto('/product/no-such-product-anywhere-0000');
  await seen(page.getByRole('heading', { name: 'Product Not Found' }));
  await seen(page.getByText("We couldn't find the product you're looking for."));
  await page.getByRole('button', { name: 'Go Back Home' }).click();
  await onPath(page, '/');
  await seen(page.getByRole('heading', { name: 'Fresh Picks' }));

  // A sub-category under a parent it does not belong to is not found either.
  await page.goto('/category/fashion/tv-and-video');
  await seen(page.getByRole('heading', { name: 'Category Not Found' }));
  await page.goto('/category/electronics/no-such-sub-category');
  await seen(page.getByRole('heading', { name: 'Category Not Found' }));
  await seen(page.getByText("We couldn't find the category you're looking for."));
  await page.getByRole('button', { name: 'Go Back Home' }).click();
  await onPath(page, '/');
  await context.close();
});

test('no page in these journeys threw an uncaught error', () => {
  expect(uncaughtPageErrors()).toEqual([]);
});
