import type { WishlistEntry, WishlistIds } from '@storefront/shared/types';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import type { Database } from '../../src/db/types';
import type { AppConfig } from '../../src/config';
import { createMailer, type Mailer } from '../../src/commerce/mail/mailer';
import { sendWishlistAlerts } from '../../src/commerce/wishlist/wishlist-alerts';
import { MAX_WISHLIST_ITEMS } from '../../src/commerce/wishlist/wishlist-repository';
import { WISHLIST_MESSAGES } from '../../src/commerce/wishlist/wishlist-routes';
import { API, call, createCustomer, type TestCustomer } from './commerce-test-kit';

let app: FastifyInstance;
let db: Database;
let config: AppConfig;
let close: () => Promise<void>;
let mailer: Mailer;

beforeAll(async () => {
  ({ app, db, config, close } = await createTestApp());
  mailer = createMailer(db, config, { error: () => undefined });
});
afterAll(async () => close());

/** Products no other test of this file touches: each test takes its own. */
let nextProduct = 0;
async function freshProduct(): Promise<{ id: number; slug: string; name: string; price: number }> {
  const { rows } = await db.query<{ id: number; slug: string; name: string; net_price: number }>(
    'SELECT id, slug, name, net_price FROM products ORDER BY id OFFSET $1 LIMIT 1',
    [nextProduct++],
  );
  return { id: rows[0].id, slug: rows[0].slug, name: rows[0].name, price: rows[0].net_price };
}

const save = (customer: TestCustomer, productId: number | string) =>
  call<WishlistIds>(app, { method: 'PUT', url: `${API}/wishlist/items/${productId}`, headers: customer.headers });
const unsave = (customer: TestCustomer, productId: number | string) =>
  call<WishlistIds>(app, { method: 'DELETE', url: `${API}/wishlist/items/${productId}`, headers: customer.headers });
const list = (customer: TestCustomer) =>
  call<WishlistEntry[]>(app, { method: 'GET', url: `${API}/wishlist`, headers: customer.headers });

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const { rows } = await db.query<{ subject: string; text: string }>(
    'SELECT subject, text FROM mails WHERE "to" = $1 ORDER BY id',
    [email],
  );
  return rows;
}

const setPrice = (productId: number, price: number) =>
  db.query('UPDATE products SET total = greatest(total, $2), net_price = $2 WHERE id = $1', [productId, price]);
const setStock = (productId: number, stock: number) =>
  db.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stock]);
const alerts = () => sendWishlistAlerts(db, mailer, { publicOrigin: 'https://shop.example.pk' });

describe('the wishlist', () => {
  it('needs a login', async () => {
    const res = await call(app, { method: 'GET', url: `${API}/wishlist` });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('saves, lists and removes products, newest first, once each', async () => {
    const me = await createCustomer(db);
    const [a, b] = [await freshProduct(), await freshProduct()];
    expect((await save(me, a.id)).body).toMatchObject({ data: { productIds: [a.id] }, mess: WISHLIST_MESSAGES.added });
    expect((await save(me, b.id)).body.data.productIds).toEqual([b.id, a.id]);
    // Saving again changes nothing.
    expect((await save(me, a.id)).body.data.productIds).toEqual([b.id, a.id]);

    const listed = await list(me);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e) => e.product.id)).toEqual([b.id, a.id]);
    expect(listed.body.data[0].product).toMatchObject({ slug: b.slug, netPrice: b.price });
    expect(typeof listed.body.data[0].addedAt).toBe('string');

    expect((await unsave(me, b.id)).body).toMatchObject({
      data: { productIds: [a.id] },
      mess: WISHLIST_MESSAGES.removed,
    });
    // Removing what is not there is not an error.
    expect((await unsave(me, b.id)).status).toBe(200);
    const ids = await call<WishlistIds>(app, { method: 'GET', url: `${API}/wishlist/ids`, headers: me.headers });
    expect(ids.body.data.productIds).toEqual([a.id]);
  });

  it("keeps each customer's wishlist to themselves", async () => {
    const [me, other] = [await createCustomer(db), await createCustomer(db)];
    const product = await freshProduct();
    await save(other, product.id);
    expect((await list(me)).body.data).toEqual([]);
    // Removing "it" as me leaves theirs alone.
    await unsave(me, product.id);
    expect((await list(other)).body.data.map((e) => e.product.id)).toEqual([product.id]);
  });

  it('answers 404 for an unknown product and 400 for what is no id, never a server error', async () => {
    const me = await createCustomer(db);
    expect((await save(me, 2_000_000_000)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await save(me, bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, mess: 'productId must be a valid id' });
    }
  });

  it('holds at most MAX_WISHLIST_ITEMS products, with a clear message', async () => {
    const me = await createCustomer(db);
    // The test catalogue is smaller than the cap: products of this test's own fill it.
    await db.query(
      `WITH made AS (
         INSERT INTO products (slug, name, short_desc, description, total, discount, net_price, stock, category_id, brand_id)
         SELECT 'wish-full-' || $1::int || '-' || n, 'Filler ' || n, p.short_desc, p.description, p.total, p.discount,
                p.net_price, 1, p.category_id, p.brand_id
           FROM generate_series(1, $2::int) n, (SELECT * FROM products ORDER BY id LIMIT 1) p
         RETURNING id, net_price)
       INSERT INTO wishlist_items (customer_id, product_id, seen_price, seen_in_stock)
       SELECT $1::int, id, net_price, true FROM made`,
      [me.id, MAX_WISHLIST_ITEMS],
    );
    const product = await freshProduct();
    const res = await save(me, product.id);
    expect(res.status).toBe(409);
    expect(res.body.mess).toBe(WISHLIST_MESSAGES.full);
  });
});

describe('wishlist mails', () => {
  it('tells the customer once when a saved product gets cheaper, at most one mail a day', async () => {
    const me = await createCustomer(db);
    const product = await freshProduct();
    await setStock(product.id, 5);
    await save(me, product.id);
    expect(await alerts()).toBe(0);

    await setPrice(product.id, product.price - 100);
    await alerts();
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${product.name} from your wishlist: good news`);
    expect(mails[0].text).toContain(`https://shop.example.pk/product/${product.slug}`);
    expect(mails[0].text).toMatch(/now Rs [\d,]+ \(was Rs [\d,]+\)/);

    // Told already: nothing new.
    await alerts();
    expect(await mailsTo(me.email)).toHaveLength(1);
    // Cheaper again the same day: it waits for the next day.
    await setPrice(product.id, product.price - 200);
    await alerts();
    expect(await mailsTo(me.email)).toHaveLength(1);
    await db.query("UPDATE users SET wishlist_mailed_at = now() - interval '25 hours' WHERE id = $1", [me.id]);
    await alerts();
    expect(await mailsTo(me.email)).toHaveLength(2);
  });

  it('tells the customer when a sold-out product is back, and not when it sells out or gets dearer', async () => {
    const me = await createCustomer(db);
    const product = await freshProduct();
    await setStock(product.id, 0);
    await save(me, product.id);
    // Cheaper while sold out is no use to the shopper.
    await setPrice(product.id, product.price - 50);
    await alerts();
    expect(await mailsTo(me.email)).toHaveLength(0);

    await setStock(product.id, 3);
    await alerts();
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${product.name}: back in stock at Rs`);

    await db.query("UPDATE users SET wishlist_mailed_at = now() - interval '25 hours' WHERE id = $1", [me.id]);
    await setPrice(product.id, product.price + 500);
    await alerts();
    await setStock(product.id, 0);
    await alerts();
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('leaves a deleted product out', async () => {
    const me = await createCustomer(db);
    await db.query(
      `INSERT INTO products (slug, name, short_desc, description, total, discount, net_price, stock, category_id, brand_id)
       SELECT 'wish-gone-' || $1, 'Soon gone', short_desc, description, total, discount, net_price, 1, category_id, brand_id
         FROM products ORDER BY id LIMIT 1 RETURNING id`,
      [me.id],
    );
    const { rows } = await db.query<{ id: number }>('SELECT id FROM products WHERE slug = $1', [`wish-gone-${me.id}`]);
    await save(me, rows[0].id);
    await db.query('DELETE FROM products WHERE id = $1', [rows[0].id]);
    expect((await list(me)).body.data).toEqual([]);
  });
});
