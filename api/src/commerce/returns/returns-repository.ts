// Statements on the returns tables: a return in the contract's `ReturnRequest` shape, the lines of
// a delivered order with what is still returnable, and the stock a received return gives back.
import type { RefundMethod, ReturnReason, ReturnRequest, ReturnStatus } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { productImageUrl } from '../../media/media-urls';
import { slugify } from '../../seed/slugify';
import { toIso } from '../customers/users-repository';

interface ReturnRow {
  id: number;
  number: string;
  order_id: number;
  order_number: string;
  status: ReturnStatus;
  reason: ReturnReason;
  details: string | null;
  refund_method: RefundMethod | null;
  refund_account: string | null;
  refund_amount: number | null;
  shipping_refunded: boolean;
  rejection_reason: string | null;
  photo_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

interface ReturnItemRow {
  return_id: number;
  order_item_id: number;
  name: string;
  photo: string | null;
  product_slug: string | null;
  price: number;
  qty: number;
}

const RETURN_COLUMNS = `r.id, r.number, r.order_id, o.number AS order_number, r.status, r.reason, r.details,
  r.refund_method, r.refund_account, r.refund_amount, r.shipping_refunded, r.rejection_reason, r.created_at, r.updated_at,
  (SELECT count(*)::int FROM return_photos ph WHERE ph.return_id = r.id) AS photo_count`;

async function withItems(db: Queryable, rows: ReturnRow[]): Promise<ReturnRequest[]> {
  if (rows.length === 0) return [];
  const { rows: items } = await db.query<ReturnItemRow>(
    `SELECT ri.return_id, ri.order_item_id, oi.name, oi.photo, p.slug AS product_slug, oi.price, ri.qty
       FROM return_items ri JOIN order_items oi ON oi.id = ri.order_item_id LEFT JOIN products p ON p.id = oi.product_id
      WHERE ri.return_id = ANY($1::int[]) ORDER BY ri.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    const lines = items
      .filter((i) => i.return_id === r.id)
      .map((i) => ({
        orderItemId: i.order_item_id,
        name: i.name,
        photo: i.photo ?? productImageUrl(i.product_slug ?? slugify(i.name), 1),
        price: Number(i.price),
        qty: Number(i.qty),
      }));
    return {
      id: r.id,
      number: r.number,
      orderId: r.order_id,
      orderNumber: r.order_number,
      status: r.status,
      reason: r.reason,
      details: r.details,
      refundTo: r.refund_method && r.refund_account ? { method: r.refund_method, account: r.refund_account } : null,
      items: lines,
      itemsTotal: lines.reduce((sum, line) => sum + line.price * line.qty, 0),
      refundAmount: r.refund_amount === null ? null : Number(r.refund_amount),
      shippingRefunded: r.shipping_refunded,
      rejectionReason: r.rejection_reason,
      photoCount: Number(r.photo_count),
      createdAt: toIso(r.created_at) as string,
      updatedAt: toIso(r.updated_at) as string,
    };
  });
}

export async function listCustomerReturns(db: Queryable, customerId: number): Promise<ReturnRequest[]> {
  const { rows } = await db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM returns r JOIN orders o ON o.id = r.order_id
      WHERE r.customer_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [customerId],
  );
  return withItems(db, rows);
}

export async function findReturn(
  db: Queryable,
  ref: { id: number } | { number: string },
): Promise<ReturnRequest | null> {
  const byId = 'id' in ref;
  const { rows } = await db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM returns r JOIN orders o ON o.id = r.order_id WHERE ${byId ? 'r.id' : 'r.number'} = $1`,
    [byId ? ref.id : ref.number],
  );
  return (await withItems(db, rows))[0] ?? null;
}

export interface DeliveredOrderRow {
  id: number;
  number: string;
  customer_id: number;
  status: string;
  payment_method: 'cod' | 'stripe' | 'jazzcash' | 'easypaisa';
  delivery_date: Date | string | null;
  courier_cost: number;
}

/** Locks an order row for a return request: two requests for one order are made one after the other. */
export async function lockOrderForReturn(tx: Queryable, orderId: number): Promise<DeliveredOrderRow | null> {
  const { rows } = await tx.query<DeliveredOrderRow>(
    `SELECT id, number, customer_id, status, payment_method, delivery_date, courier_cost FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  return rows[0] ?? null;
}

export async function findOrderForReturn(db: Queryable, orderId: number): Promise<DeliveredOrderRow | null> {
  const { rows } = await db.query<DeliveredOrderRow>(
    `SELECT id, number, customer_id, status, payment_method, delivery_date, courier_cost FROM orders WHERE id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

export interface OrderLineRow {
  id: number;
  product_id: number | null;
  product_slug: string | null;
  name: string;
  photo: string | null;
  price: number;
  qty: number;
  /** Units of this line in returns that are not rejected. */
  taken: number;
  category_slugs: string[] | null;
}

/** The order's lines, what returns already take of each, and the slugs of each product's categories. */
export async function orderLinesForReturn(db: Queryable, orderId: number): Promise<OrderLineRow[]> {
  const { rows } = await db.query<OrderLineRow>(
    `SELECT i.id, i.product_id, p.slug AS product_slug, i.name, i.photo, i.price, i.qty,
            coalesce((SELECT sum(ri.qty)::int FROM return_items ri JOIN returns r ON r.id = ri.return_id
                       WHERE ri.order_item_id = i.id AND r.status <> 'rejected'), 0) AS taken,
            array_remove(ARRAY[c3.slug, c2.slug, c1.slug], NULL) AS category_slugs
       FROM order_items i
       LEFT JOIN products p ON p.id = i.product_id
       LEFT JOIN categories c3 ON c3.id = p.category_id
       LEFT JOIN categories c2 ON c2.id = c3.parent_id
       LEFT JOIN categories c1 ON c1.id = c2.parent_id
      WHERE i.order_id = $1 ORDER BY i.id`,
    [orderId],
  );
  return rows.map((r) => ({ ...r, price: Number(r.price), qty: Number(r.qty), taken: Number(r.taken) }));
}

export interface NewReturn {
  orderId: number;
  customerId: number;
  reason: ReturnReason;
  details: string | null;
  refundTo: { method: RefundMethod; account: string } | null;
  items: { orderItemId: number; qty: number }[];
  photos: { type: string; data: Buffer }[];
}

export async function insertReturn(tx: Queryable, input: NewReturn): Promise<{ id: number; number: string }> {
  const { rows } = await tx.query<{ id: number; number: string }>(
    `INSERT INTO returns (number, order_id, customer_id, reason, details, refund_method, refund_account)
     SELECT 'RT-' || to_char(now(), 'YYMM') || '-' || lpad(n::text, greatest(6, length(n::text)), '0'),
            $1, $2, $3, $4, $5, $6
       FROM nextval('return_number_seq') AS n
     RETURNING id, number`,
    [
      input.orderId,
      input.customerId,
      input.reason,
      input.details,
      input.refundTo?.method ?? null,
      input.refundTo?.account ?? null,
    ],
  );
  const created = rows[0];
  for (const item of input.items) {
    await tx.query('INSERT INTO return_items (return_id, order_item_id, qty) VALUES ($1, $2, $3)', [
      created.id,
      item.orderItemId,
      item.qty,
    ]);
  }
  for (const photo of input.photos) {
    await tx.query('INSERT INTO return_photos (return_id, content_type, data) VALUES ($1, $2, $3)', [
      created.id,
      photo.type,
      photo.data,
    ]);
  }
  return created;
}

export interface LockedReturn {
  id: number;
  number: string;
  order_id: number;
  status: ReturnStatus;
  reason: ReturnReason;
}

export async function lockReturn(tx: Queryable, number: string): Promise<LockedReturn | null> {
  const { rows } = await tx.query<LockedReturn>(
    'SELECT id, number, order_id, status, reason FROM returns WHERE number = $1 FOR UPDATE',
    [number],
  );
  return rows[0] ?? null;
}

export async function setReturnStatus(
  tx: Queryable,
  returnId: number,
  status: ReturnStatus,
  extra: { rejectionReason?: string; refundAmount?: number; shippingRefunded?: boolean } = {},
): Promise<void> {
  await tx.query(
    `UPDATE returns SET status = $2, updated_at = now(), rejection_reason = coalesce($3, rejection_reason),
       refund_amount = coalesce($4, refund_amount), shipping_refunded = coalesce($5, shipping_refunded)
     WHERE id = $1`,
    [returnId, status, extra.rejectionReason ?? null, extra.refundAmount ?? null, extra.shippingRefunded ?? null],
  );
}

/**
 * Puts a return's units back in stock. The products are locked in id order first, as an order
 * takes them (place-order.ts): a return and an order touching the same products wait for each
 * other instead of deadlocking.
 */
export async function restockReturn(tx: Queryable, returnId: number): Promise<void> {
  const { rows } = await tx.query<{ product_id: number; qty: number }>(
    `SELECT oi.product_id, sum(ri.qty)::int AS qty FROM return_items ri JOIN order_items oi ON oi.id = ri.order_item_id
      WHERE ri.return_id = $1 AND oi.product_id IS NOT NULL GROUP BY oi.product_id ORDER BY oi.product_id`,
    [returnId],
  );
  if (rows.length === 0) return;
  await tx.query('SELECT id FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [
    rows.map((r) => r.product_id),
  ]);
  for (const row of rows) {
    await tx.query('UPDATE products SET stock = stock + $2 WHERE id = $1', [row.product_id, row.qty]);
  }
}

/** The refund: the returned lines' prices, plus the order's shipping when `withShipping`. */
export async function refundFigures(tx: Queryable, returnId: number): Promise<{ items: number; shipping: number }> {
  const { rows } = await tx.query<{ items: number; shipping: number }>(
    `SELECT coalesce(sum(oi.price * ri.qty), 0)::int AS items,
            (SELECT o.courier_cost FROM returns r JOIN orders o ON o.id = r.order_id WHERE r.id = $1) AS shipping
       FROM return_items ri JOIN order_items oi ON oi.id = ri.order_item_id WHERE ri.return_id = $1`,
    [returnId],
  );
  return { items: Number(rows[0].items), shipping: Number(rows[0].shipping) };
}

/** Whether another return of the order has already refunded its shipping (it is refunded once). */
export async function shippingAlreadyRefunded(tx: Queryable, orderId: number, returnId: number): Promise<boolean> {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM returns WHERE order_id = $1 AND id <> $2 AND shipping_refunded',
    [orderId, returnId],
  );
  return Number(rows[0].n) > 0;
}

export interface ReturnRecipient {
  name: string;
  email: string;
  /** 'en' or 'ur': the mails' language */
  language: string;
}

export async function findReturnRecipient(db: Queryable, returnId: number): Promise<ReturnRecipient | null> {
  const { rows } = await db.query<ReturnRecipient>(
    'SELECT u.name, u.email, u.language FROM returns r JOIN users u ON u.id = r.customer_id WHERE r.id = $1',
    [returnId],
  );
  return rows[0] ?? null;
}
