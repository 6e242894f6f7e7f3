// The demo customer buys: product page → basket → checkout → a cash-on-delivery order, and a card
// order through the local test gateway that is declined first and paid on retry from My Orders.
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newShopperPage, uncaughtPageErrors } from '../support/browser';
import { DEMO_USER } from '../support/env';
import { basketCount, findProduct, logIn, rupees, stockNow, type CatalogProduct } from '../support/shopper';
import { eventually, onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Plenty of stock: other journeys may buy some, never all. */
const wellStocked = (minPrice: number) => (p: CatalogProduct) => p.stock >= 30 && p.netPrice >= minPrice;

/** Opens the product page, sets the quantity with the + button and adds it to the basket. */
async function addFromProductPage(page: Page, product: CatalogProduct, quantity: number) {
  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  const field = page.getByLabel('Quantity', { exact: true });
  // One press at a time, as a person watching the number does.
  for (let i = 2; i <= quantity; i += 1) {
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await eventually(() => field.inputValue(), String(i));
  }
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  const popup = await seen(page.getByRole('dialog', { name: /Success!/ }));
  await seen(popup.getByText(`Added ${quantity} ${product.name} to your basket`));
}

/** From the basket to the checkout form. */
async function proceedToCheckout(page: Page) {
  await page.goto('/basket');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await onPath(page, '/checkout');
}

/** The demo customer, logged in on a new page, at checkout with one unit of a well-stocked product. */
async function atCheckoutWithOneItem() {
  const { page, context } = await newShopperPage(browser);
  const product = await findProduct(page, wellStocked(1000));
  await logIn(page, DEMO_USER);
  await addFromProductPage(page, product, 1);
  await proceedToCheckout(page);
  return { page, context, product };
}

async function chooseFirstCourier(page: Page) {
  const couriers = page.getByRole('radiogroup', { name: 'Delivery courier' });
  await (await seen(couriers.getByRole('radio'))).check();
}

test('a cash-on-delivery order: basket total, checkout details, success, empty basket and tracking in My Orders', async () => {
  const { page, context } = await newShopperPage(browser);
  const product = await findProduct(page, wellStocked(1000));
  await logIn(page, DEMO_USER);

  await addFromProductPage(page, product, 2);
  await page.getByRole('link', { name: 'View Cart' }).click();
  await onPath(page, '/basket');

  const line = page.getByRole('row', { name: new RegExp(escapeRegExp(product.name)) });
  await seen(line);
  expect(await line.getByRole('spinbutton').inputValue()).toBe('2');
  await seen(line.getByRole('cell', { name: rupees(product.netPrice * 2) }));
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await seen(summary.getByText('Calculated at Checkout'));
  await seen(summary.getByText(rupees(product.netPrice * 2)));
  expect(await basketCount(page)).toBe(2);

  await proceedToCheckout(page);
  const name = page.getByLabel('Name', { exact: true });
  const email = page.getByLabel('Email', { exact: true });
  // The form fills in from the customer record once it has loaded.
  await eventually(() => name.inputValue(), DEMO_USER.name);
  await eventually(() => email.inputValue(), DEMO_USER.email);
  expect(await name.getAttribute('readonly')).not.toBeNull();
  expect(await email.getAttribute('readonly')).not.toBeNull();
  await seen(page.getByText('House 12, Street 4, Gulberg III'));
  expect(await page.getByRole('radio', { name: /Cash On Delivery/ }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: /HBL Pay/ }).isDisabled()).toBe(true);

  // No courier chosen yet: the order is not placed and the shopper is told why.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await seen(page.getByText('Please select a delivery courier'));
  expect(new URL(page.url()).pathname).toBe('/checkout');

  await chooseFirstCourier(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await onPath(page, '/order-success');
  await seen(page.getByRole('heading', { name: 'Thank you for your order!' }));
  await seen(page.getByText(/3-5 business days/));
  const orderNumber = (await page.locator('p', { hasText: 'Order number:' }).locator('strong').textContent())?.trim();
  expect(orderNumber).toBeTruthy();

  // The basket is empty, in the header and after a reload.
  await eventually(() => basketCount(page), 0);
  await page.reload();
  await eventually(() => basketCount(page), 0);

  await page.getByRole('link', { name: 'My Orders' }).first().click();
  await onPath(page, '/account/orders');
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await seen(order);
  const tracking = order.getByRole('list', { name: `Tracking for order ${orderNumber}` });
  await seen(tracking);
  expect(await tracking.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
  await seen(order.getByText(product.name));
  await context.close();
});

test('a card order is declined at the gateway, then paid by retrying from My Orders', async () => {
  const { page, context } = await newShopperPage(browser);
  const product = await findProduct(page, (p) => wellStocked(500)(p) && p.netPrice < 50_000);
  await logIn(page, DEMO_USER);
  // Buy Now adds the product and goes straight to checkout.
  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await onPath(page, '/checkout');
  await eventually(() => basketCount(page), 1);

  await chooseFirstCourier(page);
  await page.getByRole('radio', { name: /Credit \/ Debit Card/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  // The local test gateway: the order and its amount, Pay and Decline.
  await page.waitForURL((url) => url.pathname.startsWith('/api/api/payment/gateway/'));
  await seen(page.getByRole('heading', { name: 'Test payment gateway' }));
  const orderNumber = (await page.locator('dd').first().textContent())?.trim() ?? '';
  expect(orderNumber).not.toBe('');
  await page.getByRole('button', { name: 'Decline' }).click();

  await onPath(page, '/order-fail');
  await seen(page.getByRole('heading', { name: 'Payment failed' }));
  await seen(page.getByText(/not successful or was declined/));
  // The gateway's return address names the order, so the page can too.
  await seen(page.getByText(orderNumber));
  expect(await basketCount(page)).toBe(0);

  await page.getByRole('link', { name: 'My Orders' }).first().click();
  await onPath(page, '/account/orders');
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await seen(order);
  await seen(order.getByText('Failed', { exact: true }));
  await order.getByRole('button', { name: 'Retry Payment' }).click();

  await page.waitForURL((url) => url.pathname.startsWith('/api/api/payment/gateway/'));
  expect((await page.locator('dd').first().textContent())?.trim()).toBe(orderNumber);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await onPath(page, '/order-success');
  await seen(page.getByRole('heading', { name: 'Thank you for your order!' }));
  await seen(page.getByText(orderNumber));

  // Paid: the order no longer offers a retry.
  await page.goto('/account/orders');
  const paid = page.getByRole('article', { name: `Order ${orderNumber}` });
  await seen(paid.getByText('Paid', { exact: true }));
  expect(await paid.getByRole('button', { name: 'Retry Payment' }).count()).toBe(0);
  await context.close();
});

test('a basket saved days ago is checked against the shop: a sold-out line leaves, a new price is taken, and the shopper is told', async () => {
  const { page, context } = await newShopperPage(browser);
  const kept = await findProduct(page, wellStocked(1000));
  const soldOut = await findProduct(page, (p) => p.stock <= 0);
  // As the basket was saved when the first cost Rs 1 more and the second was still in stock.
  const line = (p: CatalogProduct, netPrice: number) => ({
    id: p.id,
    name: p.name,
    imgUrl: p.imgUrl,
    netPrice,
    quantity: 1,
    stock: 5,
    slug: p.slug,
  });
  const saved = { items: [line(kept, kept.netPrice + 1), line(soldOut, soldOut.netPrice)], total: 0, itemCount: 2 };
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cart', cart);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(saved));

  await page.goto('/basket');
  const notice = await seen(page.getByRole('status').filter({ hasText: 'Your basket was updated' }));
  await seen(notice.getByText(`${soldOut.name} is sold out and was removed from your basket.`));
  await seen(
    notice.getByText(
      `The price of ${kept.name} changed from ${rupees(kept.netPrice + 1)} to ${rupees(kept.netPrice)}.`,
    ),
  );
  await eventually(() => basketCount(page), 1);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await seen(summary.getByText(rupees(kept.netPrice)).first());
  // The corrected basket is what is saved.
  expect(
    await page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { total?: number }).total),
  ).toBe(kept.netPrice);
  await context.close();
});

/**
 * Nothing lies over the element (once scrolled into view) at its centre or near its right end,
 * where a price sits: a person can see and click all of it.
 */
async function uncovered(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [box.left + box.width / 2, box.right - 4].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === el || el.contains(hit));
    });
  });
}

test('between phone and desktop widths the order summary sits beside or below the basket and the checkout form, never over them', async () => {
  const { page, context } = await newShopperPage(browser, { width: 1000, height: 900 });
  const dear = await findProduct(page, wellStocked(50_000));
  const products = [dear, await findProduct(page, (p) => wellStocked(1000)(p) && p.id !== dear.id)];
  const items = products.map((p) => ({
    id: p.id,
    name: p.name,
    imgUrl: p.imgUrl,
    netPrice: p.netPrice,
    quantity: 2,
    stock: p.stock,
    slug: p.slug,
  }));
  await page.addInitScript(
    (cart) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('cart', cart);
        sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify({ items, total: 0, itemCount: 0 }),
  );
  await logIn(page, DEMO_USER);

  for (const width of [800, 1000, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/basket');
    const removes = page.getByRole('button', { name: /^Remove/ });
    await eventually(() => removes.count(), products.length);
    for (const remove of await removes.all())
      expect({ width, removeUncovered: await uncovered(remove) }).toEqual({ width, removeUncovered: true });
    expect(await uncovered(page.getByRole('link', { name: 'Proceed to Checkout' }))).toBe(true);

    await page.goto('/checkout');
    const email = await seen(page.getByRole('textbox', { name: 'Email' }));
    expect({ width, emailUncovered: await uncovered(email) }).toEqual({ width, emailUncovered: true });
    expect({ width, editUncovered: await uncovered(page.getByRole('link', { name: /Edit address/ })) }).toEqual({
      width,
      editUncovered: true,
    });
    const couriers = page.getByRole('radiogroup', { name: 'Delivery courier' }).locator('label');
    await seen(couriers.first());
    for (const courier of (await couriers.all()).slice(0, 3)) {
      expect({ width, courierUncovered: await uncovered(courier) }).toEqual({ width, courierUncovered: true });
    }
    expect(await uncovered(page.getByRole('button', { name: 'Place Order' }))).toBe(true);
  }
  await context.close();
});

test('an order the server refuses is reported, the basket is kept, and keyboard focus stays on Place Order', async () => {
  const { page, context, product } = await atCheckoutWithOneItem();

  // The server refuses after a moment (as when the last one was just sold); nothing is placed.
  await page.route('**/api/api/order/create', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        mess: `Only 0 left of ${product.name}`,
        message: `Only 0 left of ${product.name}`,
      }),
    });
  });
  await chooseFirstCourier(page);
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await placeOrder.focus();
  await page.keyboard.press('Enter');
  await seen(page.getByRole('button', { name: 'Placing order…' }));

  await seen(page.getByText(`Only 0 left of ${product.name}`));
  await seen(page.getByText('Server Message!!'));
  await seen(placeOrder);
  // Still on the button, not dropped to the page body while it was busy: Enter tries again.
  expect(await placeOrder.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/checkout');
  expect(await basketCount(page)).toBe(1);
  await context.close();
});

test('an order whose answer never arrived, placed again, is the same order: placed once, stock taken once', async () => {
  const { page, context, product } = await atCheckoutWithOneItem();
  await chooseFirstCourier(page);
  const stockBefore = await stockNow(page, product.id);

  // The server places the order, but its answer is lost on the way (a dropped connection).
  let placedNumber = '';
  await page.route(
    '**/api/api/order/create',
    async (route) => {
      const answer = await route.fetch();
      placedNumber = ((await answer.json()) as { data: { number: string } }).data.number;
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  await seen(
    page.getByText('We did not hear back about your order. Please check My Orders before you place it again.'),
  );
  expect(placedNumber).toMatch(/^SF-/);
  expect(new URL(page.url()).pathname).toBe('/checkout');
  expect(await basketCount(page)).toBe(1);

  // Placing it again answers with that order rather than placing a second one.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await onPath(page, '/order-success');
  await seen(page.locator('p', { hasText: 'Order number:' }).getByText(placedNumber));
  expect(await stockNow(page, product.id)).toBe(stockBefore - 1);
  await eventually(() => basketCount(page), 0);
  await context.close();
});

test('no page in these journeys threw an uncaught error', () => {
  expect(uncaughtPageErrors()).toEqual([]);
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
