// Reviewing a delivered product: the demo customer finds a product of a delivered order, writes a
// review on its page, sees it published with the rating moved, edits nothing else's, and deletes
// it again. axe checks the new parts of the product page (reviews, form, related rows, share) at
// desktop and phone widths, and screenshots are kept for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, MOBILE, launchBrowser, newShopperPage } from '../support/browser';
import { shot } from '../support/screenshots';
import { API_URL, DEMO_USER } from '../support/env';
import { apiGet, logIn } from '../support/shopper';
import { seen } from '../support/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Order {
  status: string;
  orderItems: { productId: number | null }[];
}

/** The slug of a product in one of the demo customer's delivered orders that they have not reviewed. */
async function deliveredProductSlug(page: Page): Promise<string> {
  const login = await page.request.post(`${API_URL}/auth/login`, { data: DEMO_USER });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const orders = (
    (await (await page.request.get(`${API_URL}/order/getOrdersByCustomer`, { headers })).json()) as { data: Order[] }
  ).data;
  const ids = orders
    .filter((o) => o.status === 'delivered')
    .flatMap((o) => o.orderItems.map((i) => i.productId))
    .filter((id): id is number => id !== null);
  const products = await apiGet<{ id: number; slug: string }[]>(page, `/product/getProductsByIds?ids=${ids.join(',')}`);
  for (const product of products) {
    const res = await page.request.get(`${API_URL}/review/product/${product.slug}/mine`, { headers });
    if (((await res.json()) as { data: { canReview: boolean } }).data.canReview) return product.slug;
  }
  throw new Error('The demo customer has no delivered product left to review');
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Ratings & Reviews' });

it('lets the demo customer review a product delivered to them, then delete the review', async () => {
  const { page, pageErrors } = await newShopperPage(browser, DESKTOP);
  const slug = await deliveredProductSlug(page);
  const before = await apiGet<{ rating: { count: number } }>(page, `/product/getProductBySlug?slug=${slug}`);

  // A visitor is offered the login, and the server-rendered page carries the review markup.
  await page.goto(`/product/${slug}`);
  const section = reviewsSection(page);
  await seen(section.getByRole('link', { name: 'Log in' }));
  expect(await axeViolations(page)).toEqual([]);

  await logIn(page, DEMO_USER);
  await page.goto(`/product/${slug}`);
  await (await seen(section.getByRole('button', { name: 'Write a review' }))).click();
  const form = section.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await seen(form.getByText('Please choose a rating from 1 to 5 stars'));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'review-form-1280');

  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Title').fill('Exactly as described');
  await form.getByLabel('Your review').fill('Arrived well packed in three days and works perfectly.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await seen(page.getByText('Thank you! Your review has been published.'));
  const own = section.getByRole('article', { name: 'Exactly as described' });
  await seen(own.getByText('Verified purchase'));
  await seen(own.getByRole('button', { name: 'Delete your review' }));
  await seen(section.getByText(`Based on ${before.rating.count + 1} review`));
  expect(await axeViolations(page)).toEqual([]);

  // The same page at phone width, the review in place.
  await page.setViewportSize(MOBILE);
  await page.reload();
  await seen(own.getByText('Verified purchase'));
  expect(await axeViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'reviews-375');

  page.once('dialog', (dialog) => void dialog.accept());
  await own.getByRole('button', { name: 'Delete your review' }).click();
  await seen(page.getByText('Your review has been deleted.'));
  await seen(section.getByRole('button', { name: 'Write a review' }));
  expect(pageErrors).toEqual([]);
});

it('shows stars on cards, related products, share and the JSON-LD rating on a reviewed product', async () => {
  const { page, pageErrors } = await newShopperPage(browser, DESKTOP);
  const listing = await apiGet<{ products: { slug: string; rating: { count: number } }[] }>(
    page,
    '/category/electronics?orderBy=ratingDesc&limit=5',
  );
  const rated = listing.products.find((p) => p.rating.count > 0)!;
  await page.goto('/category/electronics?orderBy=ratingDesc');
  await seen(page.getByText(/^Rated [\d.]+ out of 5 stars, \d+ reviews?$/).first());

  // Server-rendered: the HTML itself holds the rating and the reviews' structured data.
  const html = await (await page.request.get(`/product/${rated.slug}`)).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
  const product = ld.flat().find((node) => (node as { '@type'?: string })['@type'] === 'Product') as {
    aggregateRating: { reviewCount: number };
    review: unknown[];
  };
  expect(product.aggregateRating.reviewCount).toBe(rated.rating.count);
  expect(product.review.length).toBeGreaterThan(0);

  await page.goto(`/product/${rated.slug}`);
  await seen(page.getByRole('heading', { name: 'More from this category' }));
  await seen(page.getByRole('navigation', { name: /breadcrumb/i }));
  const whatsApp = page.getByRole('link', { name: /WhatsApp/ });
  expect(await whatsApp.getAttribute('href')).toContain(encodeURIComponent(`/product/${rated.slug}`));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share' }).click();
  await seen(page.getByText('Link copied. Paste it anywhere to share this product.'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/product/${rated.slug}$`));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'product-1280');

  await page.setViewportSize(MOBILE);
  await page.reload();
  await seen(page.getByRole('heading', { name: 'More from this category' }));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'product-375');
  expect(pageErrors).toEqual([]);
});
