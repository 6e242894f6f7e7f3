// The wishlist across a logout and login: a visitor's heart on a product page asks them to log in
// and brings them back to the product with it saved; the header counts it; after a logout and a new
// login My Wishlist lists it, and Move to basket puts it in the basket. axe checks My Wishlist at
// desktop and phone widths; screenshots go to E2E_SCREENSHOTS (a folder) for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, MOBILE, launchBrowser, newShopperPage, uncaughtPageErrors } from '../support/browser';
import { shot } from '../support/screenshots';
import { API_URL } from '../support/env';
import {
  basketCount,
  createVerifiedCustomer,
  fillLoginForm,
  findProduct,
  logIn,
  logOut,
  rupees,
  type CatalogProduct,
  type Credentials,
} from '../support/shopper';
import { eventually, onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.getByRole('banner');
const wishlistLink = (page: Page, count: number) =>
  header(page).getByRole('link', { name: `Wishlist, ${count} saved product${count === 1 ? '' : 's'}` });

/** Saves a product to the customer's wishlist through the API, as a heart on another device would. */
async function saveThroughApi(page: Page, customer: Credentials, productId: number) {
  const login = await page.request.post(`${API_URL}/auth/login`, { data: customer });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const saved = await page.request.put(`${API_URL}/wishlist/items/${productId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(saved.status()).toBe(200);
}

test('a visitor saves a product, logs in, and finds it again after a logout and a new login', async () => {
  const { page, context } = await newShopperPage(browser, DESKTOP);
  const customer = await createVerifiedCustomer(page, 'wishlist');
  const product: CatalogProduct = await findProduct(page, (p) => p.stock > 2);

  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await seen(wishlistLink(page, 0));
  await page.getByRole('button', { name: `Save ${product.name} to wishlist` }).click();
  await onPath(page, '/auth/login');
  await seen(page.getByText('Please log in to continue.'));

  await fillLoginForm(page, customer);
  await onPath(page, `/product/${product.slug}`);
  const saved = await seen(page.getByRole('button', { name: `Save ${product.name} to wishlist`, pressed: true }));
  expect(await saved.getAttribute('aria-pressed')).toBe('true');
  await seen(wishlistLink(page, 1));
  await shot(page, 'wishlist-product-saved-1280');

  await logOut(page);
  await onPath(page, '/auth/login');
  await seen(wishlistLink(page, 0));

  await logIn(page, customer);
  await seen(wishlistLink(page, 1));
  await wishlistLink(page, 1).click();
  await onPath(page, '/account/wishlist');
  await seen(page.getByRole('heading', { level: 2, name: 'My Wishlist' }));
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: product.name }) });
  await seen(item);
  await seen(item.getByText('In stock'));
  await seen(item.getByText(rupees(product.netPrice)));

  const basketBefore = await basketCount(page);
  await item.getByRole('button', { name: `Move to basket: ${product.name}` }).click();
  await seen(page.getByText('Your wishlist is empty'));
  await seen(wishlistLink(page, 0));
  await eventually(() => basketCount(page), basketBefore + 1);

  // Moved means off the wishlist on the server too: a reload shows it empty still.
  await page.reload();
  await seen(page.getByText('Your wishlist is empty'));
  await context.close();
});

test.each([
  ['desktop', DESKTOP, 1280],
  ['phone', MOBILE, 375],
])('My Wishlist has no axe violations on a %s', async (_name, viewport, width) => {
  const { page, context } = await newShopperPage(browser, viewport);
  const customer = await createVerifiedCustomer(page, `wishlist-axe-${width}`);
  const inStock = await findProduct(page, (p) => p.stock > 0);
  await saveThroughApi(page, customer, inStock.id);

  await logIn(page, customer);
  await page.goto('/account/wishlist');
  await seen(page.getByRole('heading', { level: 3, name: inStock.name }));
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, `wishlist-${width}`);

  // The product page with its heart pressed, at the same width.
  await page.goto(`/product/${inStock.slug}`);
  const heart = await seen(page.getByRole('button', { name: `Save ${inStock.name} to wishlist`, pressed: true }));
  await heart.scrollIntoViewIfNeeded();
  await shot(page, `wishlist-product-page-${width}`, { fullPage: false });

  await page.goto('/account/wishlist');
  await (await seen(page.getByRole('button', { name: `Remove ${inStock.name} from wishlist` }))).click();
  await seen(page.getByText('Your wishlist is empty'));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, `wishlist-empty-${width}`);
  await context.close();
});

test('no page threw an uncaught error', () => {
  expect(uncaughtPageErrors()).toEqual([]);
});
