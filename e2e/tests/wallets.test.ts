// JazzCash and Easypaisa through their local test gateways (no merchant keys set): a wallet order
// refused at the gateway is paid by retrying from My Orders; a wrong account number is told on the
// gateway's page and loses nothing. The gateway page passes axe at phone width.
import type { Browser, Page } from 'playwright-core';
import { MOBILE, launchBrowser, newShopperPage } from '../support/browser';
import { axeViolations } from '../support/axe';
import { DEMO_USER } from '../support/env';
import { findProduct, logIn } from '../support/shopper';
import { onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Buy Now on a well-stocked product, the first courier, the wallet, Place Order: at its gateway. */
async function orderWith(page: Page, wallet: 'JazzCash' | 'Easypaisa') {
  const product = await findProduct(page, (p) => p.stock >= 30 && p.netPrice >= 500 && p.netPrice < 50_000);
  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await onPath(page, '/checkout');
  await (await seen(page.getByRole('radiogroup', { name: 'Delivery courier' }).getByRole('radio'))).check();
  await page.getByRole('radio', { name: new RegExp(wallet) }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/api/api/payment/wallet/${wallet.toLowerCase()}/`));
  await seen(page.getByRole('heading', { name: `Test ${wallet} payment` }));
  const orderNumber = (await page.locator('dd').first().textContent())?.trim() ?? '';
  expect(orderNumber).not.toBe('');
  return orderNumber;
}

test('a JazzCash order: a wrong account number is told, a right one pays the order', async () => {
  const { page, context } = await newShopperPage(browser, MOBILE);
  await logIn(page, DEMO_USER);
  const orderNumber = await orderWith(page, 'JazzCash');
  expect(await axeViolations(page)).toEqual([]);

  const account = page.getByLabel('JazzCash mobile account number');
  await account.fill('0300123');
  await page.getByRole('button', { name: 'Approve' }).click();
  await seen(page.getByRole('alert'));
  await seen(page.getByText('Invalid mobile account number. Format: 03XXXXXXXXX'));
  // What was typed is still there, and the order is still the same one.
  expect(await page.getByLabel('JazzCash mobile account number').inputValue()).toBe('0300123');
  expect((await page.locator('dd').first().textContent())?.trim()).toBe(orderNumber);

  await page.getByLabel('JazzCash mobile account number').fill('03001234567');
  await page.getByRole('button', { name: 'Approve' }).click();
  await onPath(page, '/order-success');
  await seen(page.getByRole('heading', { name: 'Thank you for your order!' }));
  await seen(page.getByText(orderNumber));

  await page.goto('/account/orders');
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await seen(order.getByText('Paid', { exact: true }));
  await context.close();
});

test('an Easypaisa payment rejected at the gateway is paid by retrying from My Orders', async () => {
  const { page, context } = await newShopperPage(browser);
  await logIn(page, DEMO_USER);
  const orderNumber = await orderWith(page, 'Easypaisa');
  await page.getByRole('button', { name: 'Reject' }).click();
  await onPath(page, '/order-fail');
  await seen(page.getByRole('heading', { name: 'Payment failed' }));
  await seen(page.getByText(orderNumber));

  await page.goto('/account/orders');
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await seen(order.getByText('Failed', { exact: true }));
  await order.getByRole('button', { name: 'Retry Payment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/api/payment/wallet/easypaisa/'));
  expect((await page.locator('dd').first().textContent())?.trim()).toBe(orderNumber);
  await page.getByLabel('Easypaisa mobile account number').fill('03451234567');
  await page.getByRole('button', { name: 'Approve' }).click();
  await onPath(page, '/order-success');
  await seen(page.getByText(orderNumber));

  await page.goto('/account/orders');
  const paid = page.getByRole('article', { name: `Order ${orderNumber}` });
  await seen(paid.getByText('Paid', { exact: true }));
  expect(await paid.getByRole('button', { name: 'Retry Payment' }).count()).toBe(0);
  await context.close();
});
