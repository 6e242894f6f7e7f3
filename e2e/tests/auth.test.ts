// Registering, verifying the e-mail with the mailed code, logging in and out, the auth guard's
// return trip, and a password reset: as a shopper does them, reading codes from the dev outbox.
import type { Browser } from 'playwright-core';
import { launchBrowser, newShopperPage, uncaughtPageErrors } from '../support/browser';
import {
  createVerifiedCustomer,
  fillLoginForm,
  logIn,
  logOut,
  MAIL_SUBJECTS,
  otpFrom,
  uniqueEmail,
  waitForMail,
  wrongOtp,
} from '../support/shopper';
import { onPath, seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a new shopper registers, verifies the e-mail with the mailed code (a wrong one is refused) and logs in', async () => {
  const { page, context } = await newShopperPage(browser);
  const shopper = {
    name: 'Bilal Ahmed',
    email: uniqueEmail('register'),
    phone: '03451234567',
    password: 'Karachi#2026',
  };

  await page.goto('/');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('link', { name: 'Register' }).click();
  await onPath(page, '/auth/register');

  await (await seen(page.getByLabel('Name', { exact: true }))).fill(shopper.name);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Phone number', { exact: true }).fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Register' }).click();

  await seen(page.getByText('Registration successful! You can now verify Email'));
  await seen(page.getByRole('heading', { name: 'Verify your email' }));
  await seen(page.getByText('Step 2 of 2'));
  const code = otpFrom((await waitForMail(page, shopper.email, MAIL_SUBJECTS.verify)).text);

  // A wrong code is refused and the shopper stays on the code step.
  await page.getByLabel('Enter OTP', { exact: true }).fill(wrongOtp(code));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await seen(page.getByText('Invalid OTP'));
  expect(new URL(page.url()).pathname).toBe('/auth/register');

  // Login is refused until the e-mail is verified.
  const unverified = await page.request.post('/api/api/auth/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(unverified.status()).toBe(403);

  await page.getByLabel('Enter OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await onPath(page, '/auth/login');
  await seen(page.getByText('OTP verified successfully'));
  // The login form is handed the e-mail just verified.
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(shopper.email);

  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Back on the page where Register was clicked: the origin survives register → code → login.
  await onPath(page, '/');
  await seen(page.getByText('Login successful!'));
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click();
  await page.getByRole('link', { name: 'My Account' }).click();
  await onPath(page, '/account');
  await seen(page.getByText(/Member since/));
  await seen(page.getByRole('region', { name: 'Your profile' }).getByText(shopper.email));
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  await context.close();
});

test('logging out says so, lands on the login page and protects the account again', async () => {
  const { page, context } = await newShopperPage(browser);
  const customer = await createVerifiedCustomer(page, 'logout');
  await logIn(page, customer);
  await onPath(page, '/account');

  await logOut(page);
  await seen(page.getByText('You have been logged out'));
  await onPath(page, '/auth/login');
  await seen(page.getByRole('button', { name: 'Login', exact: true }));
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user')])).toEqual([
    null,
    null,
  ]);

  // The account is no longer reachable without logging in again.
  await page.goto('/account/orders');
  await onPath(page, '/auth/login');
  await context.close();
});

test('right after logging in, the header account menu answers a click while the notification shows', async () => {
  const { page, context } = await newShopperPage(browser);
  const customer = await createVerifiedCustomer(page, 'menu');
  await logIn(page, customer);
  await seen(page.getByText('Login successful!'));
  // A shopper clicks their name straight away; the notification must not sit on top of it.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click({ timeout: 2_000 });
  await seen(page.getByRole('link', { name: 'My Orders' }));
  await context.close();
});

test('a protected page sends a visitor to login and, once logged in, back to that page', async () => {
  const { page, context } = await newShopperPage(browser);
  const customer = await createVerifiedCustomer(page, 'guard');

  await page.goto('/checkout');
  await onPath(page, '/auth/login');
  await fillLoginForm(page, customer);
  await onPath(page, '/checkout');
  await seen(page.getByRole('heading', { name: 'Checkout', level: 1 }));

  // A logged-in customer who opens the login page is sent on.
  await page.goto('/auth/login');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await context.close();
});

test('a wrong password is refused with the server message and nothing is stored', async () => {
  const { page, context } = await newShopperPage(browser);
  const customer = await createVerifiedCustomer(page, 'wrongpw');
  await page.goto('/auth/login');
  await fillLoginForm(page, { email: customer.email, password: 'not-my-password' });
  await seen(page.getByText('Invalid email or password'));
  expect(new URL(page.url()).pathname).toBe('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await context.close();
});

test('a shopper resets a forgotten password with the mailed code and logs in with the new one', async () => {
  const { page, context } = await newShopperPage(browser);
  const customer = await createVerifiedCustomer(page, 'reset');
  const newPassword = 'Lahore@2026new';

  await page.goto('/auth/login');
  await (await seen(page.getByRole('link', { name: 'Forgot Password?' }))).click();
  await onPath(page, '/auth/reset-password');
  // The login page (with its own Email field) stays on screen while this page's code loads.
  await seen(page.getByRole('heading', { name: 'Find your account' }));
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await seen(page.getByText('OTP has been sent to your email'));
  await seen(page.getByRole('heading', { name: 'Enter the code' }));

  const code = otpFrom((await waitForMail(page, customer.email, MAIL_SUBJECTS.reset)).text);
  await page.getByLabel('Enter OTP', { exact: true }).fill(wrongOtp(code));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await seen(page.getByText('Invalid OTP'));

  await page.getByLabel('Enter OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await seen(page.getByRole('heading', { name: 'Choose a new password' }));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await onPath(page, '/auth/login');
  await seen(page.getByText('Your password has been reset successfully'));

  // The old password no longer works; the new one does.
  await fillLoginForm(page, customer);
  await seen(page.getByText('Invalid email or password'));
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await onPath(page, '/account');
  await seen(page.getByText(/Member since/));
  await context.close();
});

test('no page in these journeys threw an uncaught error', () => {
  expect(uncaughtPageErrors()).toEqual([]);
});
