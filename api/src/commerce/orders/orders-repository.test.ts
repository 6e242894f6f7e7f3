// Order lines always carry a photo URL (the shared `OrderItem.photo` is a string), and a line
// outlives its product (`productId` becomes null).
import type { Order } from '@storefront/shared/types';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/helpers/test-app';
import {
  API,
  call,
  createCustomer,
  deliverableCity,
  giveAddress,
  productWithStock,
  type TestCustomer,
} from '../../../test/commerce/commerce-test-kit';
import type { Database } from '../../db/types';
import { productImageUrl } from '../../media/media-urls';
import { slugify } from '../../seed/slugify';
import { findOrder, listCustomerOrders } from './orders-repository';
import { placeOrder } from './place-order';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp({ products: 12, customers: false }));
});
afterAll(async () => close());

async function slugOf(productId: number): Promise<string> {
  const { rows } = await db.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [productId]);
  return rows[0].slug;
}

async function firstPhoto(productId: number): Promise<string> {
  const { rows } = await db.query<{ img_url: string }>(
    'SELECT img_url FROM product_photos WHERE product_id = $1 ORDER BY position LIMIT 1',
    [productId],
  );
  return rows[0].img_url;
}

/** A customer with an address and one cod order of one unit of the product at `skip`. */
async function orderOne(
  skip: number,
): Promise<{ customer: TestCustomer; orderId: number; productId: number; name: string }> {
  const place = await deliverableCity(db);
  const customer = await createCustomer(db);
  const addressId = await giveAddress(db, customer.id, place);
  const product = await productWithStock(db, 5, skip);
  const placed = await placeOrder(db, {
    customerId: customer.id,
    addressId,
    courierPricingId: place.courierPricingIds[0],
    paymentMethod: 'cod',
    items: [{ id: product.id, quantity: 1 }],
  });
  return { customer, orderId: placed.id, productId: product.id, name: product.name };
}

describe('order line photos', () => {
  it('keeps the first photo of the product', async () => {
    const { orderId, productId } = await orderOne(0);
    const order = await findOrder(db, orderId);
    expect(order?.orderItems[0].photo).toBe(await firstPhoto(productId));
  });

  it('stores the generated product image when the product has no photos, as its product page shows', async () => {
    const product = await productWithStock(db, 5, 1);
    await db.query('DELETE FROM product_photos WHERE product_id = $1', [product.id]);
    const { orderId } = await orderOne(1);
    const expected = productImageUrl(await slugOf(product.id), 1);
    const { rows } = await db.query<{ photo: string | null }>('SELECT photo FROM order_items WHERE order_id = $1', [
      orderId,
    ]);
    expect(rows[0].photo).toBe(expected);
    expect((await findOrder(db, orderId))?.orderItems[0].photo).toBe(expected);
  });

  it('reads a line stored without a photo as the generated image of its product', async () => {
    const { orderId, productId } = await orderOne(2);
    await db.query('UPDATE order_items SET photo = NULL WHERE order_id = $1', [orderId]);
    expect((await findOrder(db, orderId))?.orderItems[0].photo).toBe(productImageUrl(await slugOf(productId), 1));
  });
});

describe('a line whose product was removed', () => {
  it('keeps its name, price and photo, with a null product id, in the route answer too', async () => {
    const { customer, orderId, productId, name } = await orderOne(3);
    const photo = await firstPhoto(productId);
    await db.query('DELETE FROM products WHERE id = $1', [productId]);

    const [order] = await listCustomerOrders(db, customer.id);
    expect(order.id).toBe(orderId);
    expect(order.orderItems).toEqual([expect.objectContaining({ productId: null, name, photo, qty: 1 })]);

    const res = await call<Order[]>(app, {
      method: 'GET',
      url: `${API}/order/getOrdersByCustomer`,
      headers: customer.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0].orderItems[0]).toMatchObject({ productId: null, name, photo });
  });

  it('without a stored photo either, points at the image URL of its name (the page then shows the alt text)', async () => {
    const { orderId, productId, name } = await orderOne(4);
    await db.query('UPDATE order_items SET photo = NULL WHERE order_id = $1', [orderId]);
    await db.query('DELETE FROM products WHERE id = $1', [productId]);
    const [line] = (await findOrder(db, orderId))!.orderItems;
    expect(line).toMatchObject({ productId: null, name, photo: productImageUrl(slugify(name), 1) });
  });
});
