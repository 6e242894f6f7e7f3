// Ratings and reviews: who may write one (a delivered order with the product), once, editable and
// deletable by its author only; the product's rating summary moving with every change; helpful
// votes once per customer; the rating on product answers and the rating sort; related products.
import type { FastifyInstance } from 'fastify';
import type {
  CategoryPageResponse,
  MyProductReview,
  OrderStatus,
  ProductDetail,
  RelatedProducts,
  Review,
  ReviewPage,
} from '@storefront/shared/types';
import { REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, REVIEW_TITLE_MAX } from '@storefront/shared/validation';
import type { Database } from '../../src/db/types';
import { REVIEW_MESSAGES_API } from '../../src/commerce/reviews/review-routes';
import { createTestApp } from '../helpers/test-app';
import { API, call, createCustomer, type TestCustomer } from './commerce-test-kit';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp({ products: 160 }));
});
afterAll(async () => close());

/** An order of the customer with one line of the product, in `status` (written as the shop would have). */
async function orderWith(customer: TestCustomer, productId: number, status: OrderStatus): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO orders (number, customer_id, address_text, address_postal_code, address_phone, address_city,
       address_state, courier_name, courier_cost, sub_total, grand_total, payment_method, status)
     SELECT 'SF-T-' || nextval('order_number_seq'), $1, 'House 1', '54000', '03001234567', 'Lahore', 'Punjab',
            'TCS', 0, net_price, net_price, 'cod', $3 FROM products WHERE id = $2
     RETURNING id`,
    [customer.id, productId, status],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, name, price, qty, total)
     SELECT $1, id, name, net_price, 1, net_price FROM products WHERE id = $2`,
    [rows[0].id, productId],
  );
  return rows[0].id;
}

let nextProduct = 0;
/** A product without reviews (its seeded ones removed), a different one on each call. */
async function unreviewedProduct(): Promise<{ id: number; slug: string }> {
  const { rows } = await db.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM products ORDER BY id DESC OFFSET $1 LIMIT 1',
    [nextProduct],
  );
  nextProduct += 1;
  await db.query('DELETE FROM reviews WHERE product_id = $1', [rows[0].id]);
  return rows[0];
}

const review = { rating: 4, title: 'Good kettle', text: 'Boils fast and the handle stays cool.' };

const page = (slug: string, query = '') =>
  call<ReviewPage>(app, { method: 'GET', url: `${API}/review/product/${slug}${query}` });
const mine = (slug: string, c: TestCustomer) =>
  call<MyProductReview>(app, { method: 'GET', url: `${API}/review/product/${slug}/mine`, headers: c.headers });
const post = (slug: string, c: TestCustomer, payload: unknown = review) =>
  call<Review>(app, {
    method: 'POST',
    url: `${API}/review/product/${slug}`,
    headers: c.headers,
    payload: payload as object,
  });
const rating = async (slug: string) =>
  (await call<ProductDetail>(app, { method: 'GET', url: `${API}/product/getProductBySlug?slug=${slug}` })).body.data
    .rating;

describe('reading reviews', () => {
  it('gives the seeded summary, its distribution and pages of verified reviews, newest or most helpful first', async () => {
    const { rows } = await db.query<{ slug: string; rating_count: number }>(
      'SELECT slug, rating_count FROM products WHERE rating_count > $1 ORDER BY rating_count DESC, id LIMIT 1',
      [REVIEWS_PAGE_SIZE],
    );
    const { slug, rating_count: count } = rows[0];
    const first = await page(slug);
    expect(first.status).toBe(200);
    const { summary, reviews } = first.body.data;
    expect(summary.count).toBe(count);
    expect(summary.distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(summary.distribution.reduce((n, d) => n + d.count, 0)).toBe(count);
    const sum = summary.distribution.reduce((n, d) => n + d.stars * d.count, 0);
    expect(summary.average).toBeCloseTo(sum / count, 2);
    expect(first.body.data.totalPages).toBe(Math.ceil(count / REVIEWS_PAGE_SIZE));
    expect(reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(reviews.every((r) => r.verifiedPurchase && /^\S+ [A-Z]\.$/.test(r.author))).toBe(true);
    const dates = reviews.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await page(slug, '?page=2');
    expect(second.body.data.reviews.map((r) => r.id)).not.toContain(reviews[0].id);

    const helpful = await page(slug, '?sort=helpful');
    const counts = helpful.body.data.reviews.map((r) => r.helpfulCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(helpful.body.data.sort).toBe('helpful');
  });

  it('answers 404 for a product that does not exist, and a page past the end is empty', async () => {
    expect((await page('no-such-product')).status).toBe(404);
    const product = await unreviewedProduct();
    const empty = await page(product.slug, '?page=9&sort=whatever');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ reviews: [], total: 0, totalPages: 0, sort: 'newest', page: 9 });
    expect(empty.body.data.summary).toMatchObject({ average: 0, count: 0 });
  });
});

describe('writing a review', () => {
  it('is refused to a customer the product was never delivered to, even with an order on its way', async () => {
    const product = await unreviewedProduct();
    const customer = await createCustomer(db);
    const never = await post(product.slug, customer);
    expect(never.status).toBe(403);
    expect(never.body.mess).toBe(REVIEW_MESSAGES_API.notDelivered);

    await orderWith(customer, product.id, 'shipped');
    expect((await mine(product.slug, customer)).body.data.canReview).toBe(false);
    expect((await post(product.slug, customer)).status).toBe(403);
    expect((await page(product.slug)).body.data.total).toBe(0);
  });

  it('asks for a login', async () => {
    const product = await unreviewedProduct();
    const res = await call(app, { method: 'POST', url: `${API}/review/product/${product.slug}`, payload: review });
    expect(res.status).toBe(401);
  });

  it('publishes a delivered customer’s review once, and moves the product’s rating with it', async () => {
    const product = await unreviewedProduct();
    const customer = await createCustomer(db, { name: 'Sadia Noor Akhtar' });
    await orderWith(customer, product.id, 'delivered');
    expect((await mine(product.slug, customer)).body.data).toEqual({ canReview: true, review: null, helpfulVotes: [] });

    const created = await post(product.slug, customer);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...review, author: 'Sadia A.', helpfulCount: 0, verifiedPurchase: true });
    expect(await rating(product.slug)).toEqual({ average: 4, count: 1 });

    const again = await post(product.slug, customer, { ...review, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.mess).toBe(REVIEW_MESSAGES_API.alreadyReviewed);
    const state = (await mine(product.slug, customer)).body.data;
    expect(state.canReview).toBe(false);
    expect(state.review?.id).toBe(created.body.data.id);
    expect((await page(product.slug)).body.data.summary.distribution).toEqual([
      { stars: 5, count: 0 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });

  it.each([
    [{ ...review, text: 'Nice <b>bold</b> claim here' }, 'text', REVIEW_MESSAGES.noHtml],
    [{ ...review, title: '<script>x</script>' }, 'title', REVIEW_MESSAGES.noHtml],
    [{ ...review, title: 'x'.repeat(REVIEW_TITLE_MAX + 1) }, 'title', REVIEW_MESSAGES.titleMax],
    [{ ...review, text: 'Too short' }, 'text', REVIEW_MESSAGES.textMin],
    [{ ...review, text: '   ' }, 'text', REVIEW_MESSAGES.textRequired],
    [{ ...review, rating: 0 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    [{ ...review, rating: 4.5 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    [{ ...review, rating: '0x5' }, 'rating', REVIEW_MESSAGES.ratingRequired],
    [{ ...review, rating: undefined }, 'rating', REVIEW_MESSAGES.ratingRequired],
    [{ ...review, title: ['a'] }, 'title', 'title must be text'],
  ])('refuses %j with a message for %s', async (payload, field, message) => {
    const product = await unreviewedProduct();
    const customer = await createCustomer(db);
    await orderWith(customer, product.id, 'delivered');
    const res = await post(product.slug, customer, payload);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await rating(product.slug)).toEqual({ average: 0, count: 0 });
  });

  it('keeps a lone "<" as text', async () => {
    const product = await unreviewedProduct();
    const customer = await createCustomer(db);
    await orderWith(customer, product.id, 'delivered');
    const res = await post(product.slug, customer, { ...review, text: 'Costs < Rs 5,000 and works <3' });
    expect(res.status).toBe(201);
    expect(res.body.data.text).toBe('Costs < Rs 5,000 and works <3');
  });
});

describe('changing a review', () => {
  it('lets only its author edit or delete it; the summary follows each change', async () => {
    const product = await unreviewedProduct();
    const author = await createCustomer(db);
    const other = await createCustomer(db);
    await orderWith(author, product.id, 'delivered');
    await orderWith(other, product.id, 'delivered');
    const { id } = (await post(product.slug, author)).body.data;

    const edit = (c: TestCustomer, payload: object) =>
      call<Review>(app, { method: 'PUT', url: `${API}/review/${id}`, headers: c.headers, payload });
    const foreign = await edit(other, { ...review, rating: 1, title: 'Hijacked' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.mess).toBe(REVIEW_MESSAGES_API.notYours);
    const foreignDelete = await call(app, { method: 'DELETE', url: `${API}/review/${id}`, headers: other.headers });
    expect(foreignDelete.status).toBe(403);
    expect((await page(product.slug)).body.data.reviews[0]).toMatchObject({ id, title: review.title, rating: 4 });

    const changed = await edit(author, {
      rating: 2,
      title: 'Gave up after a month',
      text: 'The lid broke after a month.',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id, rating: 2, title: 'Gave up after a month' });
    expect(Date.parse(changed.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(changed.body.data.createdAt));
    expect(await rating(product.slug)).toEqual({ average: 2, count: 1 });

    await post(product.slug, other, { ...review, rating: 5 });
    expect(await rating(product.slug)).toEqual({ average: 3.5, count: 2 });

    const removed = await call(app, { method: 'DELETE', url: `${API}/review/${id}`, headers: author.headers });
    expect(removed.status).toBe(200);
    expect(await rating(product.slug)).toEqual({ average: 5, count: 1 });
    expect((await mine(product.slug, author)).body.data.canReview).toBe(true);
    expect((await edit(author, review)).status).toBe(404);
  });

  it('answers 400 for an id that is not one', async () => {
    const customer = await createCustomer(db);
    const res = await call(app, { method: 'DELETE', url: `${API}/review/abc`, headers: customer.headers });
    expect(res.status).toBe(400);
  });
});

describe('"Was this helpful?"', () => {
  it('counts one vote per customer, never the author’s own, and can be taken back', async () => {
    const product = await unreviewedProduct();
    const author = await createCustomer(db);
    await orderWith(author, product.id, 'delivered');
    const { id } = (await post(product.slug, author)).body.data;
    const [voter, second] = [await createCustomer(db), await createCustomer(db)];
    const vote = (c: TestCustomer, method: 'PUT' | 'DELETE' = 'PUT') =>
      call<{ helpfulCount: number; voted: boolean }>(app, {
        method,
        url: `${API}/review/${id}/helpful`,
        headers: c.headers,
      });

    expect((await vote(voter)).body.data).toEqual({ helpfulCount: 1, voted: true });
    expect((await vote(voter)).body.data).toEqual({ helpfulCount: 1, voted: true });
    expect((await vote(second)).body.data.helpfulCount).toBe(2);
    const own = await vote(author);
    expect(own.status).toBe(403);
    expect(own.body.mess).toBe(REVIEW_MESSAGES_API.ownVote);
    expect((await mine(product.slug, voter)).body.data.helpfulVotes).toEqual([id]);
    expect((await vote(voter, 'DELETE')).body.data).toEqual({ helpfulCount: 1, voted: false });
    expect((await page(product.slug)).body.data.reviews[0].helpfulCount).toBe(1);
    expect((await call(app, { method: 'PUT', url: `${API}/review/${id}/helpful` })).status).toBe(401);
  });
});

describe('ratings in the catalogue', () => {
  it('sorts a listing by rating, best first, unrated last', async () => {
    const { rows } = await db.query<{ slug: string }>(
      `SELECT t.slug FROM categories t WHERE t.level = 1 ORDER BY t.id LIMIT 1`,
    );
    const res = await call<CategoryPageResponse>(app, {
      method: 'GET',
      url: `${API}/category/${rows[0].slug}?orderBy=ratingDesc&limit=60`,
    });
    const ratings = res.body.data.products.map((p) => p.rating!);
    expect(ratings.length).toBeGreaterThan(1);
    for (let i = 1; i < ratings.length; i += 1) {
      const [a, b] = [ratings[i - 1], ratings[i]];
      expect(a.average > b.average || (a.average === b.average && a.count >= b.count)).toBe(true);
    }
  });

  it('offers more from the category and what the product’s buyers also ordered', async () => {
    const [bought, also] = [await unreviewedProduct(), await unreviewedProduct()];
    const customer = await createCustomer(db);
    const orderId = await orderWith(customer, bought.id, 'delivered');
    await db.query(
      `INSERT INTO order_items (order_id, product_id, name, price, qty, total)
       SELECT $1, id, name, net_price, 1, net_price FROM products WHERE id = $2`,
      [orderId, also.id],
    );
    const res = await call<RelatedProducts>(app, {
      method: 'GET',
      url: `${API}/product/getRelatedProducts?slug=${bought.slug}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.alsoBought.map((p) => p.id)).toEqual([also.id]);
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE category_id = (SELECT category_id FROM products WHERE id = $1) AND id <> $1',
      [bought.id],
    );
    const same = res.body.data.sameCategory.map((p) => p.id);
    expect(same.length).toBe(Math.min(8, rows.length));
    expect(same.every((id) => rows.some((r) => r.id === id))).toBe(true);
    expect(
      (await call(app, { method: 'GET', url: `${API}/product/getRelatedProducts?slug=nothing-here` })).status,
    ).toBe(404);
  });
});
