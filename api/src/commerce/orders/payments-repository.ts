// The payments table: one payment per order, with the card attempt it is waiting on
// (provider_ref) and the attempts a retry replaced (previous_refs). The row is written with its
// order (place-order-rows.ts).
import type { Queryable } from '../../db/types';
import type { AcceptedPaymentMethod } from './orders-repository';

export interface LockedPayment {
  status: string;
  provider_ref: string | null;
}

export async function deletePayment(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('DELETE FROM payments WHERE order_id = $1', [orderId]);
}

/** Locks an order's payment row; callers lock the order row first (see lockOrder). */
export async function lockPayment(tx: Queryable, orderId: number): Promise<LockedPayment | null> {
  const { rows } = await tx.query<LockedPayment>(
    'SELECT status, provider_ref FROM payments WHERE order_id = $1 FOR UPDATE',
    [orderId],
  );
  return rows[0] ?? null;
}

/** Makes `ref` the attempt the payment waits on; the one it replaces is kept in previous_refs. */
export async function attachAttempt(tx: Queryable, orderId: number, ref: string): Promise<void> {
  await tx.query(
    `UPDATE payments SET provider_ref = $2, status = 'pending', updated_at = now(),
       previous_refs = CASE WHEN provider_ref IS NULL OR provider_ref = $2 THEN previous_refs ELSE array_append(previous_refs, provider_ref) END
     WHERE order_id = $1`,
    [orderId, ref],
  );
}

export async function markFailed(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(`UPDATE payments SET status = 'failed', updated_at = now() WHERE order_id = $1`, [orderId]);
}

/** Paid, by the attempt `ref` when a card paid (it may be an older one), else as it is (cash). */
export async function markPaid(tx: Queryable, orderId: number, ref?: string): Promise<void> {
  if (ref === undefined) {
    await tx.query(`UPDATE payments SET status = 'paid', updated_at = now() WHERE order_id = $1`, [orderId]);
    return;
  }
  await tx.query(`UPDATE payments SET status = 'paid', provider_ref = $2, updated_at = now() WHERE order_id = $1`, [
    orderId,
    ref,
  ]);
}

/**
 * The payment of a cancelled order, however it was cancelled: money taken is owed back
 * ('refunded'); a payment never made, awaited or declined, is 'cancelled' (migration 004).
 */
export async function closePaymentOfCancelledOrder(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE payments SET updated_at = now(),
       status = CASE WHEN status IN ('paid', 'refunded') THEN 'refunded' ELSE 'cancelled' END
     WHERE order_id = $1`,
    [orderId],
  );
}

/** The attempt a card payment waits on, if any. */
export async function openCardAttempt(db: Queryable, orderId: number): Promise<string | null> {
  const { rows } = await db.query<{ ref: string | null }>(
    `SELECT provider_ref AS ref FROM payments WHERE order_id = $1 AND method = 'stripe'`,
    [orderId],
  );
  return rows[0]?.ref ?? null;
}

export interface CardAttempt {
  number: string;
  grand_total: number;
  status: string;
  order_status: string;
  provider_ref: string | null;
}

/** What a test gateway shows and checks of an order's card (or, with `method`, wallet) payment. */
export async function findCardAttempt(
  db: Queryable,
  orderId: number,
  method: AcceptedPaymentMethod = 'stripe',
): Promise<CardAttempt | null> {
  const { rows } = await db.query<CardAttempt>(
    `SELECT o.number, o.grand_total, p.status, o.status AS order_status, p.provider_ref FROM orders o JOIN payments p ON p.order_id = o.id
     WHERE o.id = $1 AND p.method = $2`,
    [orderId, method],
  );
  return rows[0] ?? null;
}

/**
 * Every attempt an order paid by `method` had, its number and its total, to check a provider's
 * message (a Stripe session, a wallet notification) against.
 */
export async function findCardSessions(
  db: Queryable,
  orderId: number,
  method: AcceptedPaymentMethod = 'stripe',
): Promise<{ number: string; grandTotal: number; refs: string[] } | null> {
  const { rows } = await db.query<{
    number: string;
    grand_total: number;
    provider_ref: string | null;
    previous_refs: string[] | null;
  }>(
    `SELECT o.number, o.grand_total, p.provider_ref, p.previous_refs FROM orders o JOIN payments p ON p.order_id = o.id
      WHERE o.id = $1 AND o.payment_method = $2`,
    [orderId, method],
  );
  const order = rows[0];
  if (!order) return null;
  const refs = [order.provider_ref, ...(order.previous_refs ?? [])].filter((ref): ref is string => Boolean(ref));
  return { number: order.number, grandTotal: Number(order.grand_total), refs };
}

/**
 * Records that a provider's transaction has been settled; false when it already was (the same
 * notification again: resent, or replayed). See migration 021.
 */
export async function claimNotification(db: Queryable, provider: string, txnRef: string, orderId: number) {
  const { rows } = await db.query<{ txn_ref: string }>(
    `INSERT INTO payment_notifications (provider, txn_ref, order_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING txn_ref`,
    [provider, txnRef, orderId],
  );
  return rows.length === 1;
}

/** Gives a claim back when its settlement failed, so the provider's next try is not refused. */
export async function unclaimNotification(db: Queryable, provider: string, txnRef: string): Promise<void> {
  await db.query('DELETE FROM payment_notifications WHERE provider = $1 AND txn_ref = $2', [provider, txnRef]);
}

/** The demo data's history: a declined card attempt, and when the payment was made. */
export async function backdateSeedPayment(
  db: Queryable,
  orderId: number,
  history: { declined: boolean; daysAgo: number },
): Promise<void> {
  if (history.declined) {
    await db.query(`UPDATE payments SET status = 'failed', provider_ref = NULL WHERE order_id = $1`, [orderId]);
  }
  await db.query('UPDATE payments SET created_at = now() - make_interval(days => $2::int) WHERE order_id = $1', [
    orderId,
    history.daysAgo,
  ]);
}
