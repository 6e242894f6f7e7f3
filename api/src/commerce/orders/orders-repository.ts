// Orders in the contract's `Order` shape, read with three queries whatever the page size.
import type { Queryable } from '../../db/types';
import { toIso } from '../customers/users-repository';

export type OrderStatus = 'pending' | 'confirmed' | 'processed' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

export interface OrderView {
  id: number;
  number: string;
  status: OrderStatus;
  createdAt: string;
  grandTotal: number;
  subTotal: number;
  courierCost: number;
  courier: { name: string };
  deliveryDate: string | null;
  paymentMethod: 'cod' | 'stripe';
  payment: { method: 'cod' | 'stripe'; status: PaymentStatus };
  orderItems: { productId: number | null; name: string; photo: string | null; price: number; qty: number; total: number }[];
}

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
  payment_method: 'cod' | 'stripe';
  payment_status: PaymentStatus | null;
}

interface ItemRow {
  order_id: number;
  product_id: number | null;
  name: string;
  photo: string | null;
  price: number;
  qty: number;
  total: number;
}

const ORDER_COLUMNS = `o.id, o.number, o.status, o.created_at, o.grand_total, o.sub_total, o.courier_cost, o.courier_name,
  o.delivery_date, o.payment_method, p.status AS payment_status`;

async function withItems(db: Queryable, orders: OrderRow[]): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const { rows: items } = await db.query<ItemRow>(
    `SELECT order_id, product_id, name, photo, price, qty, total FROM order_items WHERE order_id = ANY($1::int[]) ORDER BY id`,
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
    orderItems: items
      .filter((i) => i.order_id === o.id)
      .map((i) => ({ productId: i.product_id, name: i.name, photo: i.photo, price: Number(i.price), qty: Number(i.qty), total: Number(i.total) })),
  }));
}

export async function listCustomerOrders(
  db: Queryable,
  customerId: number,
  page?: { limit: number; offset: number },
): Promise<OrderView[]> {
  const paging = page ? `LIMIT ${page.limit} OFFSET ${page.offset}` : '';
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o LEFT JOIN payments p ON p.order_id = o.id
     WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.id DESC ${paging}`,
    [customerId],
  );
  return withItems(db, rows);
}

export async function countCustomerOrders(db: Queryable, customerId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [customerId]);
  return Number(rows[0].n);
}

export async function findOrder(db: Queryable, orderId: number): Promise<OrderView | null> {
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
