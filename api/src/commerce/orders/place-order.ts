// Placing an order: one transaction that takes the stock, prices every line from the database
// (the client's numbers are never read), and writes the order, its lines and its payment. If any
// line cannot be served, nothing at all is written. Its inverse, for a card order whose payment
// cannot start, is here too, so the two stay in step.
import type { Database, Queryable } from '../../db/types';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { MAX_ID } from '../../http/ids';
import { productImageUrl } from '../../media/media-urls';
import { MAX_LINE_QUANTITY } from '../request-schemas';
import { IDEMPOTENCY_MESSAGES, lockOrderKey, orderRequestHash } from './order-idempotency';
import { lockOrder, restoreStock } from './order-status';
import type { AcceptedPaymentMethod } from './orders-repository';
import { UNPAID_CARD_ORDER } from './release-unpaid';

export interface OrderLineInput {
  id: number;
  quantity: number;
}

export interface PlaceOrderInput {
  customerId: number;
  addressId: number;
  courierPricingId: number;
  paymentMethod: AcceptedPaymentMethod;
  items: OrderLineInput[];
}

export interface PlacedOrder {
  id: number;
  number: string;
  grandTotal: number;
}

/** What placeOrder did: placed a new order, or found the one (its id) its Idempotency-Key placed before. */
export type PlaceOrderOutcome = { placed: PlacedOrder; earlier?: never } | { earlier: number; placed?: never };

export const ORDER_MESSAGES = {
  noAddress: 'Please create address',
  notYourAddress: 'You can only order to your own address',
  tooManyUnpaid: (max: number) =>
    `You already have ${max} card orders waiting for payment. Please pay one in My Orders, or wait until unpaid ones are released, before placing another card order.`,
  courierNotInCity: 'The selected courier does not deliver to your city. Please select a delivery courier.',
  productMissing: (id: number) => `Product ${id} does not exist`,
  lineTooLarge: `Quantity cannot be more than ${MAX_LINE_QUANTITY}`,
  orderTooLarge: 'This order is too large to place online. Please split it into smaller orders.',
  outOfStock: (name: string, left: number) =>
    left > 0 ? `Not enough stock for ${name}: only ${left} left` : `${name} is out of stock`,
};

/**
 * Card orders of one customer still waiting for their payment (each holds its stock until paid or
 * released): more would let one customer hold stock in bulk by leaving orders unpaid.
 */
export const MAX_UNPAID_CARD_ORDERS = 3;

/** The success page promises 3-5 business days; 5 business days is at most 7 calendar days. */
export const DELIVERY_ESTIMATE_DAYS = 7;

/** Same product twice in one basket becomes one line with the summed quantity. */
export function mergeLines(items: OrderLineInput[]): OrderLineInput[] {
  const merged = new Map<number, number>();
  for (const { id, quantity } of items) merged.set(id, (merged.get(id) ?? 0) + quantity);
  // Taking stock in id order keeps two concurrent orders from locking rows in opposite orders.
  return [...merged].sort((a, b) => a[0] - b[0]).map(([id, quantity]) => ({ id, quantity }));
}

interface TakenLine {
  id: number;
  name: string;
  price: number;
  photo: string;
  quantity: number;
}

/** Takes `quantity` from stock atomically; throws a 409 naming the product when there is too little. */
async function takeStock(tx: Queryable, line: OrderLineInput): Promise<TakenLine> {
  const { rows } = await tx.query<{ id: number; slug: string; name: string; net_price: number; photo: string | null }>(
    `UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2
     RETURNING id, slug, name, net_price,
       (SELECT img_url FROM product_photos ph WHERE ph.product_id = products.id ORDER BY ph.position LIMIT 1) AS photo`,
    [line.id, line.quantity],
  );
  const taken = rows[0];
  if (taken) {
    // The line keeps the image the shopper saw: the first photo, else the generated one (as Product.imgUrl).
    const photo = taken.photo ?? productImageUrl(taken.slug, 1);
    return { id: taken.id, name: taken.name, price: Number(taken.net_price), photo, quantity: line.quantity };
  }
  const { rows: found } = await tx.query<{ name: string; stock: number }>(
    'SELECT name, stock FROM products WHERE id = $1',
    [line.id],
  );
  if (!found[0])
    throw badRequest(ORDER_MESSAGES.productMissing(line.id), { items: ORDER_MESSAGES.productMissing(line.id) });
  const message = ORDER_MESSAGES.outOfStock(found[0].name, Number(found[0].stock));
  throw conflict(message, { items: message });
}

/**
 * Refuses a new card order while the customer has MAX_UNPAID_CARD_ORDERS waiting for payment.
 * The customer's row is locked first, so parallel orders of one customer are counted one after
 * the other and cannot all slip under the cap.
 */
async function refuseTooManyUnpaid(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders o JOIN payments p ON p.order_id = o.id
     WHERE o.customer_id = $1 AND ${UNPAID_CARD_ORDER}`,
    [customerId],
  );
  if (Number(rows[0].n) >= MAX_UNPAID_CARD_ORDERS) throw conflict(ORDER_MESSAGES.tooManyUnpaid(MAX_UNPAID_CARD_ORDERS));
}

/** Places an order (a request without an Idempotency-Key). */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  // Without a key there is no earlier order to find: it always places one.
  return (await placeOrderOnce(db, input, null)).placed as PlacedOrder;
}

/**
 * Places an order, or with an Idempotency-Key finds the one that key placed before (placing
 * nothing); the same key with another order is refused (see order-idempotency.ts).
 */
export async function placeOrderOnce(
  db: Database,
  input: PlaceOrderInput,
  key: string | null,
): Promise<PlaceOrderOutcome> {
  // The caller's own address (one per customer), never the row the id names: an id that is not
  // theirs gets the same 403 whether or not it exists, so answers do not reveal which ids exist.
  const { rows: addresses } = await db.query<{
    id: number;
    address: string;
    postal_code: string;
    phone: string;
    city_id: number;
    city: string;
    state: string;
  }>(
    `SELECT a.id, a.address, a.postal_code, a.phone, a.city_id, c.name AS city, s.name AS state
     FROM addresses a JOIN cities c ON c.id = a.city_id JOIN states s ON s.id = a.state_id WHERE a.user_id = $1`,
    [input.customerId],
  );
  const address = addresses[0];
  if (!address) throw badRequest(ORDER_MESSAGES.noAddress, { addressId: ORDER_MESSAGES.noAddress });
  if (address.id !== input.addressId) throw forbidden(ORDER_MESSAGES.notYourAddress);

  const { rows: couriers } = await db.query<{ id: number; price: number; name: string }>(
    `SELECT cp.id, cp.price, c.name FROM courier_pricings cp JOIN couriers c ON c.id = cp.courier_id
     WHERE cp.id = $1 AND cp.city_id = $2`,
    [input.courierPricingId, address.city_id],
  );
  const courier = couriers[0];
  if (!courier)
    throw badRequest(ORDER_MESSAGES.courierNotInCity, { courierPricingId: ORDER_MESSAGES.courierNotInCity });

  const lines = mergeLines(input.items);
  // The cap holds for the merged line too (the same product sent twice).
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
    throw badRequest(ORDER_MESSAGES.lineTooLarge, { items: ORDER_MESSAGES.lineTooLarge });
  }
  const requestHash = key ? orderRequestHash({ ...input, lines }) : null;
  return db.transaction(async (tx) => {
    // Before anything is taken: a repeat of a keyed request waits for the first to finish, then
    // finds its order (not a stock or unpaid-orders refusal caused by that very order).
    if (key) {
      const earlier = await lockOrderKey(tx, input.customerId, key);
      if (earlier && earlier.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MESSAGES.keyReused);
      if (earlier) return { earlier: earlier.id };
    }
    if (input.paymentMethod === 'stripe') await refuseTooManyUnpaid(tx, input.customerId);
    const taken: TakenLine[] = [];
    for (const line of lines) taken.push(await takeStock(tx, line));
    const subTotal = taken.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const courierCost = Number(courier.price);
    const grandTotal = subTotal + courierCost;
    // Money columns are PostgreSQL `integer`: a bigger total would fail as a database error (a 500).
    // Throwing here rolls back the stock already taken.
    if (grandTotal > MAX_ID) throw badRequest(ORDER_MESSAGES.orderTooLarge, { items: ORDER_MESSAGES.orderTooLarge });

    // At least six digits; lpad alone would cut the millionth order's number down to a duplicate.
    const { rows } = await tx.query<{ id: number; number: string }>(
      `INSERT INTO orders (number, customer_id, address_text, address_postal_code, address_phone, address_city, address_state,
         courier_pricing_id, courier_name, courier_cost, sub_total, grand_total, payment_method, status, delivery_date,
         idempotency_key, request_hash)
       VALUES ('SF-' || to_char(now(), 'YYMM') || '-' || (SELECT lpad(n::text, greatest(6, length(n::text)), '0') FROM nextval('order_number_seq') AS n),
         $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pending', now() + make_interval(days => $13::int), $14, $15)
       RETURNING id, number`,
      [
        input.customerId,
        address.address,
        address.postal_code,
        address.phone,
        address.city,
        address.state,
        courier.id,
        courier.name,
        courierCost,
        subTotal,
        grandTotal,
        input.paymentMethod,
        DELIVERY_ESTIMATE_DAYS,
        key,
        requestHash,
      ],
    );
    const order = rows[0];
    for (const l of taken) {
      await tx.query(
        'INSERT INTO order_items (order_id, product_id, name, photo, price, qty, total) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [order.id, l.id, l.name, l.photo, l.price, l.quantity, l.price * l.quantity],
      );
    }
    await tx.query(`INSERT INTO payments (order_id, method, status, amount) VALUES ($1, $2, 'pending', $3)`, [
      order.id,
      input.paymentMethod,
      grandTotal,
    ]);
    return { placed: { id: order.id, number: order.number, grandTotal } };
  });
}

/**
 * Takes back an order whose card payment could not even start, as if it had never been placed:
 * its stock returns and the rows placeOrder wrote go (payment, lines, order; nothing else refers
 * to an order), in one transaction. Only while nothing else has touched it: still pending, its
 * payment still pending with no provider attempt recorded. Returns whether it was undone.
 */
export async function undoUnstartedOrder(db: Database, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order || order.status !== 'pending' || order.paymentStatus !== 'pending' || order.providerRef !== null)
      return false;
    await restoreStock(tx, orderId);
    await tx.query('DELETE FROM payments WHERE order_id = $1', [orderId]);
    await tx.query('DELETE FROM order_items WHERE order_id = $1', [orderId]);
    await tx.query('DELETE FROM orders WHERE id = $1', [orderId]);
    return true;
  });
}
