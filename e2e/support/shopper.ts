// Things a shopper does on many pages, written once.
import type { Page } from 'playwright-core';
import { seen, SEEN_WITHIN_MS } from './waits';

export interface Credentials {
  email: string;
  password: string;
}

export interface Customer extends Credentials {
  name: string;
  phone: string;
}

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

export interface CatalogProduct {
  id: number;
  slug: string;
  name: string;
  netPrice: number;
  imgUrl: string;
  stock: number;
  brand?: { name: string; slug: string };
}

export const MAIL_SUBJECTS = {
  verify: 'Your Storefront verification code',
  reset: 'Your Storefront password reset code',
} as const;

/** How the storefront writes an amount: whole rupees, 'Rs', grouped by thousands. */
export function rupees(amount: number): string {
  return `Rs ${Math.floor(amount).toLocaleString('en-US')}`;
}

/** An e-mail no other test (or earlier run) has used. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.pk`;
}

export async function logIn(page: Page, user: Credentials) {
  await page.goto('/auth/login');
  await fillLoginForm(page, user);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: SEEN_WITHIN_MS });
}

/** Types the credentials into the login form already on screen and submits it. */
export async function fillLoginForm(page: Page, user: Credentials) {
  await (await seen(page.getByLabel('Email', { exact: true }))).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens the header's user menu (named 'Account' or 'Account, <first name>'). */
export async function openUserMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click();
}

export async function logOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
}

/** The item count the header's basket link announces ('Basket, 3 items'). */
export async function basketCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Basket, \d+ items?$/ })
    .getAttribute('aria-label');
  const match = /(\d+)/.exec(label ?? '');
  if (!match) throw new Error(`The basket link has no count: ${label}`);
  return Number(match[1]);
}

export async function readLatestMail(page: Page, to: string) {
  const response = await page.request.get(`/api/api/dev/mails?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: Mail[] };
  return body.data[0];
}

/** The newest mail to `to` with this subject, waiting for it to arrive. */
export async function waitForMail(page: Page, to: string, subject: string, timeout = SEEN_WITHIN_MS): Promise<Mail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const response = await page.request.get(`/api/api/dev/mails?to=${encodeURIComponent(to)}`);
    const mails = ((await response.json()) as { data?: Mail[] }).data ?? [];
    const mail = mails.find((m) => m.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function otpFrom(text: string) {
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`No 6-digit code in mail: ${text}`);
  return match[1];
}

/** A 6-digit code that is certainly not `code`. */
export function wrongOtp(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function apiCall<T>(
  page: Page,
  method: 'get' | 'post',
  path: string,
  payload?: object,
  headers?: Record<string, string>,
): Promise<T> {
  const url = `/api/api${path}`;
  const response =
    method === 'get'
      ? await page.request.get(url, { headers })
      : await page.request.post(url, { data: payload, headers });
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: T } | null;
  if (!response.ok() || !body?.success) {
    throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body.data as T;
}

export const apiGet = <T>(page: Page, path: string) => apiCall<T>(page, 'get', path);

/**
 * A verified customer made through the API (register, then the mailed code), for journeys that
 * are not about registering. Each call makes a new account, so tests never share one.
 */
export async function createVerifiedCustomer(
  page: Page,
  tag: string,
  overrides: Partial<Customer> = {},
): Promise<Customer> {
  const customer: Customer = {
    name: 'Sana Malik',
    email: uniqueEmail(tag),
    phone: '03211234567',
    password: 'Shopper@123',
    ...overrides,
  };
  // From an address of its own, as another household's would be: the API allows 10 registrations
  // an hour from one address, and the suite makes more accounts than that. The shell believes the
  // header from loopback (SHELL_TRUST_PROXY's default), as it would from the gateway.
  const household = { 'X-Forwarded-For': `10.77.${(households >> 8) & 255}.${households & 255}` };
  households += 1;
  await apiCall(page, 'post', '/auth/register', { ...customer, confirmPassword: customer.password }, household);
  const mail = await waitForMail(page, customer.email, MAIL_SUBJECTS.verify);
  await apiCall(page, 'post', '/auth/verifyEmail', { email: customer.email, otp: otpFrom(mail.text) }, household);
  return customer;
}

/** Addresses handed out by createVerifiedCustomer; each test file starts from a random one. */
let households = Math.floor(Math.random() * 60_000);

interface CategoryListing {
  products: CatalogProduct[];
  totalPages: number;
}

/**
 * The first catalogue product that satisfies `wanted`, read from the API, so a journey picks
 * e.g. a product with enough stock rather than trusting whatever another test left behind.
 */
export async function findProduct(page: Page, wanted: (p: CatalogProduct) => boolean): Promise<CatalogProduct> {
  const categories = await apiGet<{ slug: string }[]>(page, '/category/allCategories');
  for (const category of categories) {
    for (let pageNo = 1; ; pageNo += 1) {
      const listing = await apiGet<CategoryListing>(page, `/category/${category.slug}?limit=60&page=${pageNo}`);
      const found = listing.products.find(wanted);
      if (found) return found;
      if (pageNo >= listing.totalPages) break;
    }
  }
  throw new Error('No product in the catalogue matches');
}

/** The product page's answer (kept by the API's catalogue cache: its stock may trail orders by a few seconds). */
export const productBySlug = (page: Page, slug: string) =>
  apiGet<CatalogProduct>(page, `/product/getProductBySlug?slug=${encodeURIComponent(slug)}`);

/** A product's stock as the basket checks it: never a cached answer. */
export async function stockNow(page: Page, id: number): Promise<number> {
  const [product] = await apiGet<CatalogProduct[]>(page, `/product/getProductsByIds?ids=${id}`);
  return product.stock;
}

/** The page's scroll width beside the viewport's: a wider page scrolls sideways. */
export async function pageWidths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}
