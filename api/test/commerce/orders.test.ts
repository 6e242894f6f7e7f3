import type { CreateOrderResult, DevMail, Order, OrderListPage } from '@storefront/shared/types';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/types';
import { formatMailDate } from '../../src/commerce/mail/format-date';
import { expectedDeliveryDate } from '../../src/commerce/orders/order-status';
import {
  API,
  call,
  deliverableCity,
  type Deliverable,
  productWithStock,
  stockOf,
  createShopper,
  type Shopper,
} from './commerce-test-kit';

let app: FastifyInstance;
let db: Database;
let config: AppConfig;
let close: () => Promise<void>;
let place: Deliverable;

beforeAll(async () => {
  ({ app, db, config, close } = await createTestApp());
  place = await deliverableCity(db);
});
afterAll(async () => close());

const shopper = () => createShopper(db, place);

const orderBody = (s: Shopper, items: unknown, change: Record<string, unknown> = {}) => ({
  items,
  paymentMethod: 'cod',
  courierPricingId: place.courierPricingIds[0],
  customerId: s.id,
  addressId: s.addressId,
  ...change,
});

const createOrder = (s: Shopper, items: unknown, change: Record<string, unknown> = {}) =>
  call<CreateOrderResult>(app, {
    method: 'POST',
    url: `${API}/order/create`,
    headers: s.headers,
    payload: orderBody(s, items, change),
  });

async function courierPrice(id: number): Promise<number> {
  const { rows } = await db.query<{ price: number }>('SELECT price FROM courier_pricings WHERE id = $1', [id]);
  return Number(rows[0].price);
}

async function countRows(table: 'orders' | 'order_items' | 'payments'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

describe('placing an order', () => {
  it('prices from the database, takes stock and answers the cod result', async () => {
    const s = await shopper();
    const a = await productWithStock(db, 10, 0);
    const b = await productWithStock(db, 5, 1);
    const res = await createOrder(
      s,
      [
        { id: a.id, quantity: 2, netPrice: 1, price: 1 },
        { id: b.id, quantity: 1 },
      ],
      { subTotal: 1, grandTotal: 1 },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      orderId: expect.any(Number) as number,
      number: expect.stringMatching(/^SF-\d{4}-\d{6}$/) as string,
      paymentMethod: 'cod',
      redirectUrl: null,
    });
    expect(await stockOf(db, a.id)).toBe(8);
    expect(await stockOf(db, b.id)).toBe(4);

    const orders = await call<Order[]>(app, {
      method: 'GET',
      url: `${API}/order/getOrdersByCustomer?customerId=${s.id}`,
      headers: s.headers,
    });
    expect(orders.status).toBe(200);
    const order = orders.body.data[0];
    const shipping = await courierPrice(place.courierPricingIds[0]);
    expect(order).toMatchObject({
      id: res.body.data.orderId,
      number: res.body.data.number,
      status: 'pending',
      paymentMethod: 'cod',
      payment: { method: 'cod', status: 'pending' },
      subTotal: a.netPrice * 2 + b.netPrice,
      courierCost: shipping,
      grandTotal: a.netPrice * 2 + b.netPrice + shipping,
      courier: { name: expect.any(String) as string },
    });
    expect(typeof order.createdAt).toBe('string');
    // The expected day is the last of the delivery promise, worked out from the time it was placed
    // (business days in Pakistan); the row itself stores a date only once the order is delivered.
    expect(order.deliveryDate).toBe(
      expectedDeliveryDate(new Date(order.createdAt), config.policies.deliveryDays.max).toISOString(),
    );
    const stored = await db.query<{ delivery_date: Date | null }>('SELECT delivery_date FROM orders WHERE id = $1', [
      order.id,
    ]);
    expect(stored.rows[0].delivery_date).toBeNull();
    expect(order.orderItems).toEqual(
      expect.arrayContaining([
        {
          productId: a.id,
          name: a.name,
          photo: expect.anything() as string,
          price: a.netPrice,
          qty: 2,
          total: a.netPrice * 2,
        },
        {
          productId: b.id,
          name: b.name,
          photo: expect.anything() as string,
          price: b.netPrice,
          qty: 1,
          total: b.netPrice,
        },
      ]),
    );
  });

  it('keeps order numbers unique past the millionth order (seven digits, never cut back to six)', async () => {
    const { rows } = await db.query<{ last: string }>('SELECT last_value::text AS last FROM order_number_seq');
    await db.query("SELECT setval('order_number_seq', 999998)");
    try {
      const s = await shopper();
      const p = await productWithStock(db, 10, 0);
      const numbers: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await createOrder(s, [{ id: p.id, quantity: 1 }]);
        expect(res.status).toBe(201);
        numbers.push(res.body.data.number.split('-')[2]);
      }
      expect(numbers).toEqual(['999999', '1000000', '1000001']);
    } finally {
      await db.query('SELECT setval($1, $2::bigint)', ['order_number_seq', rows[0].last]);
    }
  });

  it('mails an order confirmation for cash on delivery', async () => {
    const s = await shopper();
    const a = await productWithStock(db, 5, 2);
    const res = await createOrder(s, [{ id: a.id, quantity: 1 }]);
    const mails = await call<DevMail[]>(app, {
      method: 'GET',
      url: `${API}/dev/mails?to=${encodeURIComponent(s.email)}`,
    });
    const mail = mails.body.data[0];
    expect(mail.subject).toBe(`We have received your order ${res.body.data.number}`);
    expect(mail.text).toContain(a.name);
    expect(mail.text).toMatch(/Total: Rs [\d,]+/);
    expect(mail.html).toContain('<table');
    // The mail promises the day My Orders shows.
    const orders = await call<Order[]>(app, {
      method: 'GET',
      url: `${API}/order/getOrdersByCustomer?customerId=${s.id}`,
      headers: s.headers,
    });
    const order = orders.body.data.find((o) => o.id === res.body.data.orderId)!;
    expect(mail.text).toContain(`by ${formatMailDate(new Date(order.deliveryDate!))}.`);
    // Every figure as the order holds it.
    const rupees = (n: number) => `Rs ${n.toLocaleString('en-PK')}`;
    const line = order.orderItems[0];
    expect(mail.text).toContain(`- ${a.name} x 1 @ ${rupees(line.price)} = ${rupees(line.total)}`);
    expect(mail.text).toContain(`Subtotal: ${rupees(order.subTotal)}`);
    expect(mail.text).toContain(`Shipping (${order.courier.name}): ${rupees(order.courierCost)}`);
    expect(mail.text).toContain(`Total: ${rupees(order.grandTotal)}`);
    expect(mail.text).toContain('Payment: Cash On Delivery');
  });

  it('merges the same product given twice into one line', async () => {
    const s = await shopper();
    const a = await productWithStock(db, 3, 3);
    const res = await createOrder(s, [
      { id: a.id, quantity: 2 },
      { id: a.id, quantity: 1 },
    ]);
    expect(res.status).toBe(201);
    expect(await stockOf(db, a.id)).toBe(0);
    const { rows } = await db.query<{ qty: number }>('SELECT qty FROM order_items WHERE order_id = $1', [
      res.body.data.orderId,
    ]);
    expect(rows).toEqual([{ qty: 3 }]);
    const again = await createOrder(s, [{ id: a.id, quantity: 1 }]);
    expect(again.status).toBe(409);
  });

  it('refuses an order it cannot fill, names the product and writes nothing', async () => {
    const s = await shopper();
    const a = await productWithStock(db, 5, 4);
    const b = await productWithStock(db, 1, 5);
    const before = await Promise.all([countRows('orders'), countRows('order_items'), countRows('payments')]);
    const res = await createOrder(s, [
      { id: a.id, quantity: 2 },
      { id: b.id, quantity: 2 },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.mess).toContain(b.name);
    expect(res.body.mess).toMatch(/only 1 left/);
    expect(await stockOf(db, a.id)).toBe(5);
    expect(await stockOf(db, b.id)).toBe(1);
    const missing = await createOrder(s, [
      { id: a.id, quantity: 1 },
      { id: 987654321, quantity: 1 },
    ]);
    expect(missing.status).toBe(400);
    expect(missing.body.mess).toMatch(/does not exist/);
    expect(await stockOf(db, a.id)).toBe(5);
    expect(await Promise.all([countRows('orders'), countRows('order_items'), countRows('payments')])).toEqual(before);
  });

  it('never oversells under concurrent orders', async () => {
    const a = await productWithStock(db, 3, 6);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    const results = await Promise.all(shoppers.map((s) => createOrder(s, [{ id: a.id, quantity: 1 }])));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(3);
    expect(statuses.filter((x) => x === 409)).toHaveLength(7);
    expect(await stockOf(db, a.id)).toBe(0);
    // Only these shoppers' lines: the seeded reviews' delivered orders may hold the product too.
    const { rows } = await db.query<{ n: number }>(
      `SELECT coalesce(sum(i.qty), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.product_id = $1 AND o.customer_id = ANY($2::int[])`,
      [a.id, shoppers.map((s) => s.id)],
    );
    expect(rows[0].n).toBe(3);
  });

  it.each([
    [[], 'items', 'Your basket is empty'],
    ['nope', 'items', 'Your basket is empty'],
    [[{ id: 1, quantity: 0 }], 'items[0].quantity', 'Quantity must be at least 1'],
    [[{ id: 1, quantity: 1.5 }], 'items[0].quantity', 'Quantity must be at least 1'],
    [[{ id: 1, quantity: 'two' }], 'items[0].quantity', 'Quantity must be at least 1'],
    [[{ id: 1, quantity: 1e12 }], 'items[0].quantity', 'Quantity cannot be more than 1000'],
    [[{ id: 'x', quantity: 1 }], 'items[0].id', 'A valid id is required'],
    [[{ id: 1e12, quantity: 1 }], 'items[0].id', 'items[0].id must be a valid id'],
    [[{ quantity: 1 }], 'items[0].id', 'A valid id is required'],
    [[null], 'items[0]', 'Each item needs a product id and a quantity'],
    [[{ id: [1], quantity: 1 }], 'items[0].id', 'id must be a number'],
    [[{ id: 1, quantity: [1] }], 'items[0].quantity', 'quantity must be a number'],
  ])('validates items %j', async (items, field, message) => {
    const s = await shopper();
    const res = await createOrder(s, items);
    expect(res.status).toBe(400);
    expect(res.body.errors![field]).toBe(message);
  });

  it('refuses ids sent as lists, and writes nothing', async () => {
    const s = await shopper();
    const a = await productWithStock(db, 5, 11);
    const before = await Promise.all([countRows('orders'), countRows('order_items'), countRows('payments')]);
    for (const change of [{ courierPricingId: [place.courierPricingIds[0]] }, { addressId: [s.addressId] }]) {
      const res = await createOrder(s, [{ id: a.id, quantity: 1 }], change);
      expect(res.status).toBe(400);
    }
    // A customer id that is not exactly the caller's is an ownership refusal, whatever its shape.
    expect((await createOrder(s, [{ id: a.id, quantity: 1 }], { customerId: [s.id] })).status).toBe(403);
    expect(await Promise.all([countRows('orders'), countRows('order_items'), countRows('payments')])).toEqual(before);
    expect(await stockOf(db, a.id)).toBe(5);
  });

  it('reads a quantity sent as text in decimal only: hex or exponent text is refused, not read as 16 or 100 units', async () => {
    const s = await shopper();
    const a = await productWithStock(db, 500, 13);
    const before = await Promise.all([countRows('orders'), countRows('order_items'), countRows('payments')]);
    for (const quantity of ['0x10', '1e2', '0b11', '0o7', 'Infinity']) {
      const res = await createOrder(s, [{ id: a.id, quantity }]);
      expect({ quantity, status: res.status, errors: res.body.errors }).toEqual({
        quantity,
        status: 400,
        errors: { 'items[0].quantity': 'quantity must be a whole number written in digits' },
      });
    }
    expect(await Promise.all([countRows('orders'), countRows('order_items'), countRows('payments')])).toEqual(before);
    expect(await stockOf(db, a.id)).toBe(500);
    // Decimal text is still read as the number it spells.
    const ok = await createOrder(s, [{ id: a.id, quantity: ' 2 ' }]);
    expect(ok.status).toBe(201);
    expect(await stockOf(db, a.id)).toBe(498);
  });

  it('caps the quantity of a product sent on two lines, and refuses a total too large to store', async () => {
    const s = await shopper();
    const a = await productWithStock(db, 5000, 12);
    const twice = await createOrder(s, [
      { id: a.id, quantity: 600 },
      { id: a.id, quantity: 600 },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.mess).toBe('Quantity cannot be more than 1000');
    // Within what one customer may hold of a product (10 units), but worth more than the columns hold.
    await db.query('UPDATE products SET total = 300000000, net_price = 300000000, discount = 0 WHERE id = $1', [a.id]);
    const huge = await createOrder(s, [{ id: a.id, quantity: 10 }]);
    expect(huge.status).toBe(400);
    expect(huge.body.mess).toBe('This order is too large to place online. Please split it into smaller orders.');
    expect(await stockOf(db, a.id)).toBe(5000);
  });

  it('refuses HBL Pay, unknown methods, a missing courier and a courier of another city', async () => {
    const s = await shopper();
    const a = await productWithStock(db, 5, 7);
    const items = [{ id: a.id, quantity: 1 }];
    const hbl = await createOrder(s, items, { paymentMethod: 'hbl' });
    expect(hbl.status).toBe(400);
    expect(hbl.body.mess).toMatch(/HBL Pay is not available yet/);
    const unknown = await createOrder(s, items, { paymentMethod: 'bitcoin' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.mess).toBe('Please choose a payment method');
    const noCourier = await createOrder(s, items, { courierPricingId: undefined });
    expect(noCourier.body.errors!.courierPricingId).toBe('Please select a delivery courier');
    const elsewhere = await createOrder(s, items, { courierPricingId: place.otherCityCourierPricingId });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.mess).toMatch(/does not deliver to your city/);
    const noAddress = await createOrder(s, items, { addressId: undefined });
    expect(noAddress.body.errors!.addressId).toBe('Please create address');
    expect(await stockOf(db, a.id)).toBe(5);
  });

  it("refuses another customer's id or address", async () => {
    const s = await shopper();
    const other = await shopper();
    const a = await productWithStock(db, 5, 8);
    const items = [{ id: a.id, quantity: 1 }];
    expect((await createOrder(s, items, { customerId: other.id })).status).toBe(403);
    expect((await createOrder(s, items, { addressId: other.addressId })).status).toBe(403);
    expect(await stockOf(db, a.id)).toBe(5);
  });

  it('answers malformed JSON with 400', async () => {
    const s = await shopper();
    const res = await call<CreateOrderResult>(app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: { ...s.headers, 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(res.status).toBe(400);
  });
});

describe('listing and cancelling', () => {
  it('lists newest first, paginates, and refuses another customer', async () => {
    const s = await shopper();
    const other = await shopper();
    const a = await productWithStock(db, 50, 9);
    const numbers: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      numbers.push((await createOrder(s, [{ id: a.id, quantity: 1 }])).body.data.number);
      // Delivered, as most of a long history is: a customer may have only 10 orders waiting at once.
      await db.query(`UPDATE orders SET status = 'delivered' WHERE customer_id = $1`, [s.id]);
    }
    const all = await call<Order[]>(app, {
      method: 'GET',
      url: `${API}/order/getOrdersByCustomer?customerId=${s.id}`,
      headers: s.headers,
    });
    expect(all.body.data.map((o: { number: string }) => o.number)).toEqual([...numbers].reverse());
    const page2 = await call<OrderListPage>(app, {
      method: 'GET',
      url: `${API}/order/list?page=2`,
      headers: s.headers,
    });
    expect(page2.body.data).toMatchObject({ page: 2, totalPages: 2, total: 12 });
    expect(page2.body.data.orders.map((o: { number: string }) => o.number)).toEqual([numbers[1], numbers[0]]);
    const junk = await call<OrderListPage>(app, {
      method: 'GET',
      url: `${API}/order/list?page=abc`,
      headers: s.headers,
    });
    expect(junk.body.data.page).toBe(1);
    // Read like the catalogue's pages: anything not a whole number is page 1; past the end, the last page.
    for (const [asked, page] of [
      ['2abc', 1],
      ['1.5', 1],
      ['-2', 1],
      ['2e0', 1],
      ['99', 2],
      ['99999999999999999999', 1],
    ] as const) {
      const res = await call<OrderListPage>(app, {
        method: 'GET',
        url: `${API}/order/list?page=${asked}`,
        headers: s.headers,
      });
      expect([asked, res.status, res.body.data.page]).toEqual([asked, 200, page]);
    }
    const theirs = await call<Order[]>(app, {
      method: 'GET',
      url: `${API}/order/getOrdersByCustomer?customerId=${other.id}`,
      headers: s.headers,
    });
    expect(theirs.status).toBe(403);
    const mine = await call<OrderListPage>(app, { method: 'GET', url: `${API}/order/list`, headers: other.headers });
    expect(mine.body.data.orders).toEqual([]);
  });

  it('cancels a pending order and restores its stock; refuses twice, shipped orders and other customers', async () => {
    const s = await shopper();
    const other = await shopper();
    const a = await productWithStock(db, 4, 10);
    const placed = await createOrder(s, [{ id: a.id, quantity: 3 }]);
    const orderId = placed.body.data.orderId;
    expect(await stockOf(db, a.id)).toBe(1);

    const theirs = await call<Order | null>(app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: other.headers,
      payload: { orderId },
    });
    expect(theirs.status).toBe(403);

    const res = await call<Order | null>(app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: s.headers,
      payload: { orderId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.status).toBe('cancelled');
    expect(await stockOf(db, a.id)).toBe(4);
    const { rows: payment } = await db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [
      orderId,
    ]);
    expect(payment[0].status).toBe('cancelled');

    const twice = await call<Order | null>(app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: s.headers,
      payload: { orderId },
    });
    expect(twice.status).toBe(409);
    expect(await stockOf(db, a.id)).toBe(4);

    const shipped = await createOrder(s, [{ id: a.id, quantity: 1 }]);
    await db.query(`UPDATE orders SET status = 'shipped' WHERE id = $1`, [shipped.body.data.orderId]);
    const late = await call<Order | null>(app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: s.headers,
      payload: { orderId: shipped.body.data.orderId },
    });
    expect(late.status).toBe(409);
    expect(late.body.mess).toMatch(/can no longer be cancelled/);

    // An order id that does not exist answers like another customer's: ids are not probed.
    const missing = await call<Order | null>(app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: s.headers,
      payload: { orderId: 99999999 },
    });
    expect(missing.status).toBe(403);
    const junk = await call<Order | null>(app, {
      method: 'POST',
      url: `${API}/order/cancelOrder`,
      headers: s.headers,
      payload: { orderId: 'x' },
    });
    expect(junk.status).toBe(403);
  });

  it('needs a login on every order route', async () => {
    for (const [method, url] of [
      ['POST', `${API}/order/create`],
      ['GET', `${API}/order/getOrdersByCustomer?customerId=1`],
      ['GET', `${API}/order/list`],
      ['POST', `${API}/order/cancelOrder`],
      ['POST', `${API}/order/retryStripePayment`],
    ] as const) {
      expect((await call(app, { method, url, payload: method === 'POST' ? {} : undefined })).status).toBe(401);
    }
  });
});
