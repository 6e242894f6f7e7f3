// A shopper on a phone switches the shop to Urdu and buys in it: the page turns right to left, the
// server renders in Urdu from then on, the address form and checkout speak Urdu (validation
// included), axe finds nothing at 375 px, and the order's mail comes in Urdu. Every Urdu text is
// read from the apps' own catalogues, by key, so the test follows the translations.
import type { Browser, Page } from 'playwright-core';
import authUr from '../../mf-auth/src/i18n/ur.json';
import accountUr from '../../mf-account/src/i18n/ur.json';
import catalogUr from '../../mf-catalog/src/i18n/ur.json';
import checkoutUr from '../../mf-checkout/src/i18n/ur.json';
import shellUr from '../../shell/src/i18n/ur.json';
import messagesUr from '../../shared/src/i18n/catalogues/messages/ur.json';
import apiUr from '../../api/src/i18n/ur.json';
import { DESKTOP, MOBILE, launchBrowser, newShopperPage } from '../support/browser';
import { axeViolations } from '../support/axe';
import { shot } from '../support/screenshots';
import { createVerifiedCustomer, findProduct, waitForMail } from '../support/shopper';
import { onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** axe at 0 and a screenshot of the page as it is now. */
async function checked(page: Page, name: string) {
  expect({ page: name, violations: await axeViolations(page) }).toEqual({ page: name, violations: [] });
  await shot(page, `urdu-${name}`);
}

const htmlAttributes = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

test('in Urdu at 375 px: switch, log in, add an address, check out with cash on delivery, get the mail in Urdu', async () => {
  const { page, context } = await newShopperPage(browser, MOBILE);
  const customer = await createVerifiedCustomer(page, 'urdu');
  const product = await findProduct(page, (p) => p.stock >= 30 && p.netPrice >= 500 && p.netPrice < 50_000);

  // English until the shopper asks: phones show only the other language in the header.
  await page.goto('/');
  expect(await htmlAttributes(page)).toEqual({ lang: 'en-PK', dir: 'ltr' });
  await page.getByRole('banner').getByRole('button', { name: 'اردو' }).click();
  expect(await htmlAttributes(page)).toEqual({ lang: 'ur', dir: 'rtl' });
  await seen(page.getByRole('banner').getByRole('button', { name: 'English' }));
  await seen(page.getByRole('button', { name: shellUr.header.categories }));

  // From now on the server writes the pages in Urdu (the cookie goes with every request).
  const served = await (await page.request.get(`/product/${product.slug}`)).text();
  expect(served).toMatch(/<html lang="ur" dir="rtl">/);
  expect(served).toContain(catalogUr.product.addToBasket);
  expect(served).toContain('<meta property="og:locale" content="ur_PK" />');

  await page.goto('/auth/login');
  await (await seen(page.getByLabel(authUr.fields.email, { exact: true }))).fill(customer.email);
  await page.getByLabel(authUr.fields.password, { exact: true }).fill(customer.password);
  await checked(page, 'login');
  await page.getByRole('button', { name: authUr.login.submit, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

  // The address, with the validation messages in Urdu.
  await page.goto('/account/addresses');
  await page.getByRole('button', { name: accountUr.addresses.add }).click();
  const form = page.getByRole('form', { name: accountUr.addresses.formAdd });
  await form.getByRole('button', { name: accountUr.addresses.save }).click();
  await seen(form.getByText(messagesUr.addressRequired));
  await checked(page, 'address-errors');
  await form.getByLabel(accountUr.addresses.address, { exact: true }).fill('مکان 12، گلی 4، ماڈل ٹاؤن');
  await form.getByLabel(accountUr.addresses.state, { exact: true }).selectOption({ label: 'Punjab' });
  await form.getByLabel(accountUr.addresses.city, { exact: true }).selectOption({ label: 'Lahore' });
  await form.getByLabel(accountUr.addresses.postalCode, { exact: true }).fill('54000');
  await form.getByLabel(accountUr.common.phone, { exact: true }).fill('03001112223');
  await form.getByRole('button', { name: accountUr.addresses.save }).click();
  await seen(page.getByText(accountUr.addresses.saved));

  // The product page, the basket, the checkout.
  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await checked(page, 'product');
  await page.getByRole('button', { name: catalogUr.product.addToBasket, exact: true }).click();
  await seen(page.getByRole('dialog'));
  await page.goto('/basket');
  await seen(page.getByRole('link', { name: checkoutUr.basket.proceed }));
  await checked(page, 'basket');
  await page.getByRole('link', { name: checkoutUr.basket.proceed }).click();
  await onPath(page, '/checkout');
  const couriers = page.getByRole('radiogroup', { name: checkoutUr.checkout.courier.title });
  await (await seen(couriers.getByRole('radio'))).check();
  await checked(page, 'checkout');
  await page.getByRole('button', { name: checkoutUr.checkout.summary.placeOrder }).click();
  await onPath(page, '/order-success');
  await seen(page.getByRole('heading', { name: checkoutUr.result.success.title }));
  expect(await htmlAttributes(page)).toEqual({ lang: 'ur', dir: 'rtl' });
  await checked(page, 'order-success');
  const orderNumber = (await page.locator('strong').first().textContent())?.trim() ?? '';
  expect(orderNumber).not.toBe('');

  // The customer's language was saved at login: the confirmation mail is in Urdu.
  const subject = apiUr.mail.order.subjectReceived.replace('{{number}}', orderNumber);
  const mail = await waitForMail(page, customer.email, subject);
  expect(mail.html).toMatch(/<html lang="ur" dir="rtl"/);
  expect(mail.text).toContain(apiUr.mail.order.thanks.replace('{{number}}', orderNumber));

  // The same pages mirror at desktop width too: the sliders, the sidebar, the footer.
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await seen(page.getByRole('button', { name: shellUr.header.categories }));
  await checked(page, 'home-1280');
  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await checked(page, 'product-1280');
  await context.close();
});
