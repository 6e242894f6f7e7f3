// The session's token outside the happy path: a logout ends it on the server too (a copy of it is
// no use afterwards), and a token nobody could send (20 KB left in local storage by an extension or
// a bug) ends the session instead of making every call fail.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newShopperPage, uncaughtPageErrors } from '../support/browser';
import { createVerifiedCustomer, logIn, logOut, openUserMenu } from '../support/shopper';
import { eventually, onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the API answers a customer's own details call made with `token`. */
async function detailsStatus(page: Page, token: string, userId: number): Promise<number> {
  const response = await page.request.get(`/api/api/customer/getUserDetailsByid/${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

test('logging out ends the token on the server too: a copy of it is refused', async () => {
  const { page, context } = await newShopperPage(browser);
  const customer = await createVerifiedCustomer(page, 'revoke');
  await logIn(page, customer);
  const saved = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token') ?? '',
    user: JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { id: number },
  }));
  expect(await detailsStatus(page, saved.token, saved.user.id)).toBe(200);

  await logOut(page);
  await seen(page.getByText('You have been logged out'));
  await onPath(page, '/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  // Someone who copied the token before the logout can do nothing with it.
  await eventually(() => detailsStatus(page, saved.token, saved.user.id), 401);
  await context.close();
});

test('a 20 KB token left in local storage ends the session; the shop works for the visitor', async () => {
  const { page, context } = await newShopperPage(browser);
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('auth_token', 'x'.repeat(20_000));
    localStorage.setItem('auth_user', JSON.stringify({ id: 1, name: 'Ayesha Khan', email: 'demo@storefront.pk' }));
    localStorage.setItem('auth_expiry', String(Date.now() + 30 * 60_000));
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 431 || response.status() === 401) refused.push(`${response.status()} ${response.url()}`);
  });

  await page.reload();
  await seen(page.getByRole('main').getByRole('heading').first());
  // A visitor now: the menu offers Login, and the saved keys are gone.
  await openUserMenu(page);
  await seen(page.getByRole('link', { name: 'Login' }));
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  // The account pages ask for a login instead of failing call after call.
  await page.goto('/account');
  await onPath(page, '/auth/login');
  expect(refused).toEqual([]);
  expect(uncaughtPageErrors()).toEqual([]);
  await context.close();
});
