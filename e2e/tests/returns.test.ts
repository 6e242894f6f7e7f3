// A return from request to refund: the demo customer (whose cash order was delivered today at every
// fresh start) opens 'Return Items' in My Orders, returns one unit of a line as damaged with a photo,
// is told plainly that a bad wallet number will not do, sends the request and gets its number and a
// printable label. The shop then moves it along with `npm run return:status` against this stack's
// running API: approved, received (the unit is back in stock), refunded (the card says so and the
// refund mail is in the outbox). axe checks the form and the label at 1280 and 375 px; screenshots go
// to E2E_SCREENSHOTS (a folder) for a person to look at.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, MOBILE, launchBrowser, newShopperPage, uncaughtPageErrors } from '../support/browser';
import { shot } from '../support/screenshots';
import { API_URL, DEMO_USER } from '../support/env';
import { logIn, rupees, stockNow, waitForMail } from '../support/shopper';
import { eventually, onPath, seen } from '../support/waits';

const ROOT = path.resolve(__dirname, '../..');
const WALLET_INVALID = 'Enter a valid mobile wallet number. Format: 03XXXXXXXXX';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function axeClean(page: Page, where: string) {
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
}

/** `npm run return:status` as an operator types it, against this stack's API (its database folder). */
async function returnStatus(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_PGLITE_DIR;
  if (!dataDir) throw new Error('The e2e stack did not say where its database folder is (E2E_PGLITE_DIR)');
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'return:status', '-w', 'api', '--', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dataDir },
    },
  );
  return stdout.trim();
}

interface ReturnLine {
  orderItemId: number;
  productId: number;
  name: string;
  price: number;
  returnableQty: number;
  nonReturnable: string | null;
}

/** What the API says about the order, read as the customer (its own token). */
async function orderFacts(page: Page, orderId: number) {
  const login = await page.request.post(`${API_URL}/auth/login`, { data: DEMO_USER });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const options = await page.request.get(`${API_URL}/return/options?orderId=${orderId}`, { headers });
  const { lines } = ((await options.json()) as { data: { lines: ReturnLine[] } }).data;
  const list = await page.request.get(`${API_URL}/order/list`, { headers });
  const { orders } = ((await list.json()) as { data: { orders: { id: number; courierCost: number }[] } }).data;
  return { lines, courierCost: orders.find((o) => o.id === orderId)!.courierCost };
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

let returnNumber = '';
let orderNumber = '';
let orderId = 0;

test('the demo customer returns a damaged unit with a photo; the shop approves, receives and refunds it', async () => {
  const { page, context } = await newShopperPage(browser, DESKTOP);
  await logIn(page, DEMO_USER);
  await page.goto('/account/orders');

  // The order delivered today offers 'Return Items'.
  const returnLink = await seen(page.getByRole('link', { name: 'Return Items' }));
  orderId = Number(new URL((await returnLink.getAttribute('href'))!, page.url()).searchParams.get('return'));
  const card = page.getByRole('article').filter({ has: returnLink });
  orderNumber = (await card.getByRole('heading', { level: 3 }).textContent())!.replace(/^Order /, '');
  expect(orderNumber).toMatch(/^SF-\d{4}-\d{6}$/);
  const { lines, courierCost } = await orderFacts(page, orderId);
  const line = lines.find((l) => l.returnableQty >= 2 && l.nonReturnable === null);
  if (!line) throw new Error(`The demo order has no line with two returnable units: ${JSON.stringify(lines)}`);
  const stockBefore = await stockNow(page, line.productId);

  await returnLink.click();
  await onPath(page, '/account/orders', `?return=${orderId}`);
  const form = await seen(page.getByRole('form', { name: `Return items from order ${orderNumber}` }));
  // Only the query changed: the form's title takes the focus, as a new page's start would.
  expect(await focusedText(page)).toBe(`Return items from order ${orderNumber}`);

  // Nothing chosen: each part of the form says what it needs.
  await form.getByRole('button', { name: 'Request Return' }).click();
  await seen(form.getByText('Choose at least one item to return'));
  await seen(form.getByText('Choose why you are returning the items'));
  await seen(form.getByText('Choose how you want your refund: bank account or mobile wallet'));
  await shot(page, 'return-form-errors-1280');
  await axeClean(page, 'return form with its errors (1280)');

  await form
    .getByRole('group', { name: line.name })
    .getByLabel(`Quantity to return (up to ${line.returnableQty})`)
    .fill('1');
  await form.getByRole('radio', { name: 'Damaged or defective' }).check();
  // A real PNG, made here: a corner of the page itself.
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 48, height: 48 } });
  await form.getByLabel(/^Photos of the damage or defect/).setInputFiles({
    name: 'damage.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await form.getByRole('radio', { name: 'Mobile wallet (JazzCash, Easypaisa)' }).check();
  const wallet = form.getByLabel('Mobile wallet number', { exact: true });
  await wallet.fill('0300123');
  await form.getByRole('button', { name: 'Request Return' }).click();
  await seen(form.getByText(WALLET_INVALID));
  expect(await wallet.getAttribute('aria-invalid')).toBe('true');
  // The first field in error takes the focus, so a keyboard or screen reader user lands on it.
  expect(await wallet.evaluate((el) => el === document.activeElement)).toBe(true);
  await shot(page, 'return-form-filled-1280');
  await axeClean(page, 'return form with a wrong wallet number (1280)');

  await wallet.fill('03001234567');
  await form.getByRole('button', { name: 'Request Return' }).click();
  await page.waitForURL((url) => url.searchParams.has('label'));
  returnNumber = new URL(page.url()).searchParams.get('label')!;
  expect(returnNumber).toMatch(/^RT-\d{4}-\d{6}$/);
  await seen(page.getByRole('status').getByText(`Return ${returnNumber} requested.`, { exact: false }));

  // The label names the return, the order and where to send the parcel.
  const support = (await (await page.request.get('/runtime-config.json')).json()) as { support: { address: string } };
  const label = await seen(page.getByRole('region', { name: `Return label for return ${returnNumber}` }));
  const labelText = (await label.textContent())!;
  expect(labelText).toContain(returnNumber);
  expect(labelText).toContain(orderNumber);
  expect(labelText).toContain(support.support.address);
  expect(labelText).toContain(`${line.name} × 1`);
  await shot(page, 'return-label-1280');
  await axeClean(page, 'return label (1280)');

  // Printed, the label is all there is: no header, menu, instructions or buttons.
  await page.emulateMedia({ media: 'print' });
  expect(await label.isVisible()).toBe(true);
  expect(await page.getByRole('banner').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Print Label' }).isVisible()).toBe(false);
  await shot(page, 'return-label-print');
  await page.emulateMedia({ media: 'screen' });

  const requested = await waitForMail(
    page,
    DEMO_USER.email,
    `Return ${returnNumber} requested for order ${orderNumber}`,
  );
  expect(requested.text).toContain(`/account/orders?label=${returnNumber}`);

  // Back on My Orders, the order's card shows the return as requested.
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await onPath(page, '/account/orders', '');
  // Back at the card the shopper came from.
  await eventually(() => focusedText(page), `Order ${orderNumber}`);
  const returnsOnCard = page
    .getByRole('article', { name: `Order ${orderNumber}` })
    .getByRole('region', { name: 'Returns' });
  await seen(returnsOnCard.getByText(`Return ${returnNumber}`));
  await seen(returnsOnCard.getByText('Requested: print the label and send the items back'));

  // The shop moves it along while the shop runs.
  expect(await returnStatus(returnNumber, 'approved')).toContain('approved');
  expect(await returnStatus(returnNumber, 'received')).toContain('stock restored');
  expect(await stockNow(page, line.productId)).toBe(stockBefore + 1);
  expect(await returnStatus(returnNumber, 'refunded')).toContain('shipping included');

  // Damaged is the shop's error: the unit's price and the original shipping come back.
  const refund = rupees(line.price + courierCost);
  await page.reload();
  await seen(returnsOnCard.getByText(`Refunded ${refund} (shipping included)`));
  const mail = await waitForMail(page, DEMO_USER.email, `Refund of ${refund} for return ${returnNumber}`);
  expect(mail.text).toContain('to the mobile wallet 03001234567');
  await context.close();
});

test('the return form and the label are axe-clean at 375 px and fit the screen', async () => {
  expect(returnNumber).not.toBe('');
  const { page, context } = await newShopperPage(browser, MOBILE);
  await logIn(page, DEMO_USER);

  await page.goto(`/account/orders?return=${orderId}`);
  const form = await seen(page.getByRole('form', { name: `Return items from order ${orderNumber}` }));
  await form.getByRole('radio', { name: 'Damaged or defective' }).check();
  await form.getByRole('radio', { name: 'Bank account (IBAN)' }).check();
  await form.getByRole('button', { name: 'Request Return' }).click();
  await seen(form.getByText('Please add at least one photo of the damage or defect'));
  await seen(form.getByText('IBAN is required'));
  await shot(page, 'return-form-375');
  await axeClean(page, 'return form with its errors (375)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

  await page.goto(`/account/orders?label=${returnNumber}`);
  await seen(page.getByRole('region', { name: `Return label for return ${returnNumber}` }));
  await shot(page, 'return-label-375');
  await axeClean(page, 'return label (375)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await context.close();
});

test('no page in these journeys threw an uncaught error', () => {
  expect(uncaughtPageErrors()).toEqual([]);
});
