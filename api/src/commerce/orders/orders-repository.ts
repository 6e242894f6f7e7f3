// Orders with their lines (and the stock their lines take), in the contract's `Order` shape: every
// statement on the orders and order_items tables but the one placing an order (place-order-rows.ts).
// Reads take three queries whatever the page size.
import type { Order, OrderItem, OrderStatus, PaymentMethod, PaymentStatus } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { productImageUrl } from '../../media/media-urls';
import { slugify } from '../../seed/slugify';
import { toIso } from '../customers/users-repository';

/** The methods orders are taken with: 'hbl' is shown disabled and refused (see order-request.ts). */
export type AcceptedPaymentMethod = Exclude<PaymentMethod, 'hbl'>;

/** The contract's `Order`, narrowed to what the database can hold. */
export type StoredOrder = Order & {
  paymentMethod: AcceptedPaymentMethod;
  payment: { method: AcceptedPaymentMethod; status: PaymentStatus };
};

interface OrderRow {
  id: number;
  number: string;
  status: OrderStatus;
  created_at: Date | string;
  grand_total: number;
  sub_total: number;
  courier_cost: number;
  courier_name: string;
  delivery_date: Date | string | null;
  payment_method: AcceptedPaymentMethod;
  payment_status: PaymentStatus | null;
}

interface ItemRow {
  order_id: number;
  product_id: number | null;
  /** The product's slug while it is still in the catalogue. */
  product_slug: string | null;
  name: string;
  photo: string | null;
  price: number;
  qty: number;
  total: number;
}

/**
 * Lines keep the photo they were ordered with. A line stored without one (its product had no
 * photos) shows the product's generated image, as the product page does; if that product is gone
 * too, the URL of its name answers 404 and the browser shows the image's alt text, the name.
 */
function linePhoto(item: ItemRow): string {
  return item.photo ?? productImageUrl(item.product_slug ?? slugify(item.name), 1);
}

function toOrderItem(item: ItemRow): OrderItem {
  return {
    productId: item.product_id,
    name: item.name,
    photo: linePhoto(item),
    price: Number(item.price),
    qty: Number(item.qty),
    total: Number(item.total),
  };
}

const ORDER_COLUMNS = `o.id, o.number, o.status, o.created_at, o.grand_total, o.sub_total, o.courier_cost, o.courier_name,
  o.delivery_date, o.payment_method, p.status AS payment_status`;

async function withItems(db: Queryable, orders: OrderRow[]): Promise<StoredOrder[]> {
  if (orders.length === 0) return [];
  const { rows: items } = await db.query<ItemRow>(
    `SELECT i.order_id, i.product_id, p.slug AS product_slug, i.name, i.photo, i.price, i.qty, i.total
       FROM order_items i LEFT JOIN products p ON p.id = i.product_id
      WHERE i.order_id = ANY($1::int[]) ORDER BY i.id`,
    [orders.map((o) => o.id)],
  );
  return orders.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status,
    createdAt: toIso(o.created_at) as string,
    grandTotal: Number(o.grand_total),
    subTotal: Number(o.sub_total),
    courierCost: Number(o.courier_cost),
    courier: { name: o.courier_name },
    deliveryDate: toIso(o.delivery_date),
    paymentMethod: o.payment_method,
    payment: { method: o.payment_method, status: o.payment_status ?? 'pending' },
    orderItems: items.filter((i) => i.order_id === o.id).map(toOrderItem),
  }));
}

export async function listCustomerOrders(
  db: Queryable,
  customerId: number,
  page?: { limit: number; offset: number },
): Promise<StoredOrder[]> {
  const paging = page ? `LIMIT ${page.limit} OFFSET ${page.offset}` : '';
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o LEFT JOIN payments p ON p.order_id = o.id
     WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.id DESC ${paging}`,
    [customerId],
  );
  return withItems(db, rows);
}

export async function countCustomerOrders(db: Queryable, customerId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [
    customerId,
  ]);
  return Number(rows[0].n);
}

export async function findOrder(db: Queryable, orderId: number): Promise<StoredOrder | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o LEFT JOIN payments p ON p.order_id = o.id WHERE o.id = $1`,
    [orderId],
  );
  return (await withItems(db, rows))[0] ?? null;
}

/** The customer an order belongs to, or null when there is no such order. */
export async function findOrderOwner(db: Queryable, orderId: number): Promise<number | null> {
  const { rows } = await db.query<{ customer_id: number }>('SELECT customer_id FROM orders WHERE id = $1', [orderId]);
  return rows[0]?.customer_id ?? null;
}

/** Deletes an order and its lines (its payment goes first: see payments-repository). */
export async function deleteOrderAndLines(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('DELETE FROM order_items WHERE order_id = $1', [orderId]);
  await tx.query('DELETE FROM orders WHERE id = $1', [orderId]);
}

/** Gives an order's quantities back to stock. */
export async function restoreStock(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE products p SET stock = p.stock + i.qty
     FROM (SELECT product_id, sum(qty)::int AS qty FROM order_items WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id) i
     WHERE p.id = i.product_id`,
    [orderId],
  );
}

export interface LockedOrderRow {
  id: number;
  number: string;
  status: OrderStatus;
  payment_method: string;
}

/** Locks an order row (by id or number) until the transaction ends. */
export async function lockOrderRow(
  tx: Queryable,
  ref: { id: number } | { number: string },
): Promise<LockedOrderRow | null> {
  const byId = 'id' in ref;
  const { rows } = await tx.query<LockedOrderRow>(
    `SELECT id, number, status, payment_method FROM orders WHERE ${byId ? 'id = $1' : 'number = $1'} FOR UPDATE`,
    [byId ? ref.id : ref.number],
  );
  return rows[0] ?? null;
}

/** Moves an order to `status`; delivered also records the delivery date. */
export async function setOrderStatus(tx: Queryable, orderId: number, status: OrderStatus): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = $2, updated_at = now(), delivery_date = CASE WHEN $2::text = 'delivered' THEN now() ELSE delivery_date END
     WHERE id = $1`,
    [orderId, status],
  );
}

/**
 * An unpaid order paid online, by card or wallet (orders o joined to its payment p): still
 * pending, no successful payment. It holds its stock until paid or released; place-order.ts caps
 * how many one customer may have. (Matches the partial index orders_pending_online_idx.)
 */
const UNPAID_CARD_ORDER = `o.status = 'pending' AND o.payment_method <> 'cod' AND p.status IN ('pending', 'failed')`;

export async function countUnpaidCardOrders(tx: Queryable, customerId: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders o JOIN payments p ON p.order_id = o.id
     WHERE o.customer_id = $1 AND ${UNPAID_CARD_ORDER}`,
    [customerId],
  );
  return Number(rows[0].n);
}

/** Unpaid past the payment timeout since the last attempt, or past the longest an order may wait. */
const EXPIRED = `${UNPAID_CARD_ORDER}
  AND (p.updated_at < now() - make_interval(mins => $1::int) OR o.created_at < now() - make_interval(hours => $3::int))`;

export interface ExpiryRule {
  timeoutMinutes: number;
  maxUnpaidHours: number;
}

/** Locks up to `limit` expired unpaid card orders, skipping those another transaction holds. */
export async function lockExpiredUnpaidOrders(
  tx: Queryable,
  rule: ExpiryRule,
  limit: number,
): Promise<{ id: number; number: string; payment_method: AcceptedPaymentMethod }[]> {
  const { rows } = await tx.query<{ id: number; number: string; payment_method: AcceptedPaymentMethod }>(
    `SELECT o.id, o.number, o.payment_method FROM orders o JOIN payments p ON p.order_id = o.id
      WHERE ${EXPIRED}
      ORDER BY o.id LIMIT $2
      FOR UPDATE OF o SKIP LOCKED`,
    [rule.timeoutMinutes, limit, rule.maxUnpaidHours],
  );
  return rows;
}

/**
 * Locks the payment of an order locked above if it is still expired (a new attempt may have
 * started, or a payment succeeded, since the first read); its last attempt's reference, or
 * undefined when it no longer is.
 */
export async function lockPaymentIfStillExpired(
  tx: Queryable,
  rule: ExpiryRule,
  orderId: number,
): Promise<{ providerRef: string | null } | undefined> {
  const { rows } = await tx.query<{ provider_ref: string | null }>(
    `SELECT p.provider_ref FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.order_id = $2 AND ${EXPIRED} FOR UPDATE OF p`,
    [rule.timeoutMinutes, orderId, rule.maxUnpaidHours],
  );
  return rows[0] ? { providerRef: rows[0].provider_ref } : undefined;
}

/**
 * The order a customer's Idempotency-Key placed, if any. Call with the customer locked (see
 * placeOrderOnce): a parallel request with the same key has then either committed its order or
 * not begun, and this statement, begun after the lock, sees which.
 */
export async function findOrderByKey(
  tx: Queryable,
  customerId: number,
  key: string,
): Promise<{ id: number; requestHash: string | null } | null> {
  const { rows } = await tx.query<{ id: number; request_hash: string | null }>(
    'SELECT id, request_hash FROM orders WHERE customer_id = $1 AND idempotency_key = $2',
    [customerId, key],
  );
  return rows[0] ? { id: rows[0].id, requestHash: rows[0].request_hash } : null;
}

export interface OrderRecipient {
  name: string;
  email: string;
  address_text: string;
  address_city: string;
  address_state: string;
  address_postal_code: string;
}

/** Who an order's mail goes to, and the address it is delivered to. */
export async function findOrderRecipient(db: Queryable, orderId: number): Promise<OrderRecipient | null> {
  const { rows } = await db.query<OrderRecipient>(
    `SELECT u.name, u.email, o.address_text, o.address_city, o.address_state, o.address_postal_code
     FROM orders o JOIN users u ON u.id = o.customer_id WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** What the order confirmation mail tells: the order, its lines, and who it goes to. */
export interface OrderConfirmationRow extends OrderRecipient {
  number: string;
  status: OrderStatus;
  payment_method: AcceptedPaymentMethod;
  courier_name: string;
  courier_cost: number;
  sub_total: number;
  grand_total: number;
  created_at: Date | string;
  items: { name: string; qty: number; price: number; total: number }[];
  /** The customer's language ('en' or 'ur'): the mail's. */
  language: string;
}

/**
 * One read for the confirmation mail, sent by every order placed: three (the order, its lines,
 * its customer) were a fifth of an order's round trips.
 */
export async function findOrderConfirmation(db: Queryable, orderId: number): Promise<OrderConfirmationRow | null> {
  const { rows } = await db.query<OrderConfirmationRow>(
    `SELECT o.number, o.status, o.payment_method, o.courier_name, o.courier_cost, o.sub_total, o.grand_total,
            o.created_at, o.address_text, o.address_city, o.address_state, o.address_postal_code, u.name, u.email, u.language,
            coalesce((SELECT json_agg(json_build_object('name', i.name, 'qty', i.qty, 'price', i.price, 'total', i.total)
                                      ORDER BY i.id)
                        FROM order_items i WHERE i.order_id = o.id), '[]') AS items
       FROM orders o JOIN users u ON u.id = o.customer_id WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** The demo data's history: when an order was placed and, if it was, delivered (4 days later). */
export async function backdateSeedOrder(db: Queryable, orderId: number, daysAgo: number): Promise<void> {
  await db.query(
    `UPDATE orders SET created_at = now() - make_interval(days => $2::int),
       delivery_date = CASE WHEN status = 'delivered' THEN now() - make_interval(days => $2::int - 4) END
     WHERE id = $1`,
    [orderId, daysAgo],
  );
}
