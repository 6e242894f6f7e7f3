// Back from the card payment page: the order placed for the card is still waiting for payment and
// holds its stock. The shop says so and offers to pay it now, or to cancel it and order the same
// lines with cash on delivery; the notice passes axe at desktop and phone widths.
import type { Browser } from 'playwright-core';
import { MOBILE, DESKTOP, launchBrowser, newShopperPage } from '../support/browser';
import { shot } from '../support/screenshots';
import { axeViolations } from '../support/axe';
import { DEMO_USER } from '../support/env';
import { basketCount, findProduct, logIn } from '../support/shopper';
import { eventually, onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('back from the payment page, the waiting card order is named, and can become a cash order', async () => {
  const { page, context } = await newShopperPage(browser);
  const product = await findProduct(page, (p) => p.stock >= 30 && p.netPrice >= 500 && p.netPrice < 50_000);
  await logIn(page, DEMO_USER);
  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await onPath(page, '/checkout');
  await (await seen(page.getByRole('radiogroup', { name: 'Delivery courier' }).getByRole('radio'))).check();
  await page.getByRole('radio', { name: /Credit \/ Debit Card/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await page.waitForURL((url) => url.pathname.startsWith('/api/api/payment/gateway/'));
  const orderNumber = (await page.locator('dd').first().textContent())?.trim() ?? '';
  expect(orderNumber).not.toBe('');

  // The shopper changes their mind on the payment page.
  await page.goBack();
  const notice = page.getByRole('region', { name: 'Your card order is waiting for payment' });
  await seen(notice);
  await seen(notice.getByText(new RegExp(`Order ${orderNumber}`)));
  await seen(notice.getByRole('button', { name: 'Pay now' }));
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `waiting-card-order-${viewport.width}`);
  }

  await notice.getByRole('button', { name: 'Cancel it and pay cash on delivery' }).click();
  await seen(page.getByText(`Order ${orderNumber} is cancelled. Its items are back in your basket`, { exact: false }));
  await eventually(() => basketCount(page), 1);
  expect(await notice.count()).toBe(0);

  // The same line, now with cash on delivery (checkout's default).
  await page.goto('/checkout');
  await (await seen(page.getByRole('radiogroup', { name: 'Delivery courier' }).getByRole('radio'))).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await onPath(page, '/order-success');
  await seen(page.getByRole('heading', { name: 'Thank you for your order!' }));

  await page.goto('/account/orders');
  const cancelled = page.getByRole('article', { name: `Order ${orderNumber}` });
  await seen(cancelled.getByText('Cancelled', { exact: true }).first());
  await context.close();
});
