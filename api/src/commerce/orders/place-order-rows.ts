// The statements of placing an order: the line photos, read before the transaction, and the one
// statement that takes the stock and writes the order, its lines and its payment. One statement,
// the transaction's last, with its COMMIT sent behind it: the popular products' rows stay locked
// from the moment their stock is taken until the commit, and every round trip to the API in
// between would be time other shoppers wait for those rows.
import type { Queryable, Transaction } from '../../db/types';
import type { AcceptedPaymentMethod } from './orders-repository';

/** Each product's first photo (null when it has none) with its slug; products that do not exist are left out. */
export async function productFirstPhotos(
  db: Queryable,
  productIds: number[],
): Promise<Map<number, { slug: string; photo: string | null }>> {
  const { rows } = await db.query<{ id: number; slug: string; photo: string | null }>(
    `SELECT p.id, p.slug,
       (SELECT img_url FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS photo
     FROM products p WHERE p.id = ANY($1::int[])`,
    [productIds],
  );
  return new Map(rows.map((r) => [r.id, { slug: r.slug, photo: r.photo }]));
}

/** What an order row keeps of its address and courier: copies, so later edits never change it. */
export interface NewOrder {
  customerId: number;
  address: { text: string; postalCode: string; phone: string; city: string; state: string };
  courier: { pricingId: number; name: string; cost: number };
  paymentMethod: AcceptedPaymentMethod;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** distinct products; the photo each line keeps */
  lines: { id: number; quantity: number; photo: string | null }[];
  /** the largest grand total the columns hold: a bigger order is not written */
  maxGrandTotal: number;
}

/** Each line's product as found under its lock: null name when there is no such product. */
export interface LockedLine {
  id: number;
  name: string | null;
  stock: number | null;
}

export interface OrderRowsOutcome {
  /** the order's lines in product id order */
  lines: LockedLine[];
  /** null when nothing was written: a product is missing or short, or the total is too large */
  placed: { id: number; number: string; grandTotal: number } | null;
}

/**
 * Takes the stock of every line and writes the order (with its next number, SF-YYMM-000123), its
 * lines priced from the products and its pending payment, all or nothing, in one statement.
 *
 * Deadlock-free by construction: the products are locked in ascending id order (the `locked` CTE,
 * read in full by the all-or-nothing verdict before any row is updated), and the update touches
 * only rows already locked. Every order locks its rows in that same order, so no two orders can
 * each hold a row the other waits for. Under READ COMMITTED the lock returns the row's latest
 * version, so the stock checked is the stock taken. It ends the transaction: see
 * Transaction.queryThenCommit.
 */
export async function writeOrderRows(tx: Transaction, order: NewOrder): Promise<OrderRowsOutcome> {
  // Commits whatever it finds: an order it refuses writes nothing (every write needs the verdict).
  const { rows } = await tx.queryThenCommit<{
    id: number;
    name: string | null;
    stock: number | null;
    order_id: number | null;
    number: string | null;
    grand_total: string | number | null;
  }>(
    `WITH wanted AS (
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[]) AS w (id, qty, photo)
     ),
     locked AS (
       SELECT p.id, p.name, p.stock, p.net_price FROM products p
       WHERE p.id IN (SELECT id FROM wanted) ORDER BY p.id FOR UPDATE
     ),
     verdict AS (
       SELECT bool_and(coalesce(l.stock >= w.qty, false)) AND
                coalesce(sum(l.net_price::bigint * w.qty), 0) + $7::int <= $15::bigint AS ok,
              coalesce(sum(l.net_price::bigint * w.qty), 0) AS sub_total
       FROM wanted w LEFT JOIN locked l ON l.id = w.id
     ),
     taken AS (
       UPDATE products p SET stock = p.stock - w.qty FROM wanted w
       WHERE p.id = w.id AND (SELECT ok FROM verdict)
       RETURNING p.id
     ),
     placed AS (
       INSERT INTO orders (number, customer_id, address_text, address_postal_code, address_phone, address_city,
         address_state, courier_pricing_id, courier_name, courier_cost, sub_total, grand_total, payment_method,
         status, idempotency_key, request_hash)
       SELECT 'SF-' || to_char(now(), 'YYMM') || '-' ||
           (SELECT lpad(n::text, greatest(6, length(n::text)), '0') FROM nextval('order_number_seq') AS n),
         $4::int, $5::text, $6::text, $8::text, $9::text, $10::text, $11::int, $12::text, $7::int,
         v.sub_total, v.sub_total + $7::int, $13::text, 'pending', $14::text, $16::text
       FROM verdict v WHERE v.ok
       RETURNING id, number, grand_total
     ),
     lines AS (
       INSERT INTO order_items (order_id, product_id, name, photo, price, qty, total)
       SELECT o.id, l.id, l.name, w.photo, l.net_price, w.qty, l.net_price * w.qty
       FROM placed o CROSS JOIN wanted w JOIN locked l ON l.id = w.id
       ORDER BY w.id
     ),
     payment AS (
       INSERT INTO payments (order_id, method, status, amount) SELECT id, $13::text, 'pending', grand_total FROM placed
     )
     SELECT w.id, l.name, l.stock, o.id AS order_id, o.number, o.grand_total
     FROM wanted w LEFT JOIN locked l ON l.id = w.id LEFT JOIN placed o ON true
     ORDER BY w.id`,
    [
      order.lines.map((l) => l.id),
      order.lines.map((l) => l.quantity),
      order.lines.map((l) => l.photo),
      order.customerId,
      order.address.text,
      order.address.postalCode,
      order.courier.cost,
      order.address.phone,
      order.address.city,
      order.address.state,
      order.courier.pricingId,
      order.courier.name,
      order.paymentMethod,
      order.idempotencyKey,
      order.maxGrandTotal,
      order.requestHash,
    ],
  );
  const first = rows[0];
  return {
    lines: rows.map((r) => ({ id: r.id, name: r.name, stock: r.stock === null ? null : Number(r.stock) })),
    placed:
      first?.order_id != null
        ? { id: first.order_id, number: first.number!, grandTotal: Number(first.grand_total) }
        : null,
  };
}
