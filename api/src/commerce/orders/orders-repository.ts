// Orders in the contract's `Order` shape, read with three queries whatever the page size.
import type { Order, OrderItem, OrderStatus, PaymentMethod, PaymentStatus } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { productImageUrl } from '../../media/media-urls';
import { slugify } from '../../seed/slugify';
import { toIso } from '../customers/users-repository';

/** The methods orders are taken with: 'hbl' is shown disabled and refused (see order-routes.ts). */
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
