// A customer keeps their account: edits the name, and adds an address by state then city, after
// the form has refused a bad phone number and postal code. Each test uses its own new account.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newShopperPage, uncaughtPageErrors } from '../support/browser';
import { createVerifiedCustomer, logIn } from '../support/shopper';
import { eventually, onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE_MESSAGE = 'Invalid Pakistani phone number. Format: 03XXXXXXXXX';
const POSTAL_MESSAGE = 'Invalid Pakistani postalCode';

/** The value shown next to a label in a view-mode list (<dt>label</dt><dd>value</dd>). */
const shownValue = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

test('account details: the name is edited, saved with a success message and kept after a reload', async () => {
  const { page, context } = await newShopperPage(browser);
  const customer = await createVerifiedCustomer(page, 'details', { name: 'Hina Shah' });
  await logIn(page, customer);
  await onPath(page, '/account');
  await seen(page.getByRole('heading', { level: 2, name: 'Account Details' }));
  expect(await shownValue(page, 'Name').textContent()).toBe('Hina Shah');

  await page.getByRole('button', { name: 'Edit Details' }).click();
  const email = page.getByLabel('Email', { exact: true });
  expect(await email.isDisabled()).toBe(true);
  expect(await email.inputValue()).toBe(customer.email);

  // An empty name is refused with the spec's message, tied to the field.
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await seen(page.getByText('Name is required'));
  expect(await name.getAttribute('aria-invalid')).toBe('true');

  await name.fill('Hina Shah Qureshi');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await seen(page.getByText('Your account details have been updated successfully!'));
  await seen(page.getByRole('button', { name: 'Edit Details' }));
  expect(await shownValue(page, 'Name').textContent()).toBe('Hina Shah Qureshi');
  await seen(page.getByRole('region', { name: 'Your profile' }).getByText('Hina Shah Qureshi'));

  await page.reload();
  await seen(page.getByRole('region', { name: 'Your profile' }).getByText('Hina Shah Qureshi'));
  expect(await shownValue(page, 'Name').textContent()).toBe('Hina Shah Qureshi');
  await context.close();
});

test('my address: a bad phone and postal code are refused; state then city are chosen and the address is saved', async () => {
  const { page, context } = await newShopperPage(browser);
  const customer = await createVerifiedCustomer(page, 'address');
  await logIn(page, customer);
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'My Addresses' }).click();
  await onPath(page, '/account/addresses');
  await seen(page.getByText('You have not added an address yet.'));
  await page.getByRole('button', { name: 'Add Address' }).click();

  const form = page.getByRole('form', { name: 'Add address' });
  await seen(form);
  const city = form.getByLabel('City', { exact: true });
  expect(await city.isDisabled()).toBe(true);

  await form.getByRole('button', { name: 'Save Address' }).click();
  await seen(form.getByText('Address is required'));

  await form.getByLabel('Address', { exact: true }).fill('Flat 3, Block B, Clifton');
  await form.getByLabel('State', { exact: true }).selectOption({ label: 'Sindh' });
  await city.selectOption({ label: 'Karachi' });
  await form.getByLabel('Postal code', { exact: true }).fill('7560');
  const phone = form.getByLabel('Phone', { exact: true });
  await phone.fill('0421234567');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await seen(form.getByText(PHONE_MESSAGE));
  await seen(form.getByText(POSTAL_MESSAGE));
  expect(await phone.getAttribute('aria-invalid')).toBe('true');
  // What was typed is kept.
  expect(await form.getByLabel('Address', { exact: true }).inputValue()).toBe('Flat 3, Block B, Clifton');

  // Changing the state asks for its city again.
  await form.getByLabel('State', { exact: true }).selectOption({ label: 'Punjab' });
  await eventually(() => city.inputValue(), '');
  await city.selectOption({ label: 'Lahore' });
  await form.getByLabel('Postal code', { exact: true }).fill('54000');
  await phone.fill('03001112223');
  await form.getByRole('button', { name: 'Save Address' }).click();

  await seen(page.getByText('Your address has been saved.'));
  await seen(page.getByRole('button', { name: 'Edit Address' }));
  expect(await shownValue(page, 'Address').textContent()).toBe('Flat 3, Block B, Clifton');
  expect(await shownValue(page, 'City').textContent()).toBe('Lahore');
  expect(await shownValue(page, 'State').textContent()).toBe('Punjab');
  expect(await shownValue(page, 'Postal code').textContent()).toBe('54000');
  expect(await shownValue(page, 'Phone').textContent()).toBe('03001112223');

  // Saved on the server, not only on screen.
  await page.reload();
  await seen(page.getByRole('button', { name: 'Edit Address' }));
  expect(await shownValue(page, 'City').textContent()).toBe('Lahore');
  await context.close();
});

test('no page in these journeys threw an uncaught error', () => {
  expect(uncaughtPageErrors()).toEqual([]);
});
