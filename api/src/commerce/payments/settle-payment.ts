// The one code path that records a card payment's outcome, used by the Stripe webhook and by the
// local test gateway alike. A paid order moves from pending to confirmed and gets its
// confirmation mail; a failed payment keeps the order pending (its stock stays reserved) so the
// customer can retry from My Orders, or cancel it, which gives the stock back.
import type { Database } from '../../db/types';
import type { Mailer } from '../mail/mailer';
import { sendOrderConfirmation } from '../orders/order-confirmation';

export type PaymentOutcome = 'paid' | 'failed';
export type SettleResult = 'paid' | 'failed' | 'already-paid' | 'ignored';

interface PaymentRow {
  status: string;
  provider_ref: string | null;
  order_status: string;
}

export async function settleCardPayment(
  db: Database,
  mailer: Mailer,
  orderId: number,
  ref: string,
  outcome: PaymentOutcome,
): Promise<SettleResult> {
  const result = await db.transaction(async (tx): Promise<SettleResult> => {
    const { rows } = await tx.query<PaymentRow>(
      `SELECT p.status, p.provider_ref, o.status AS order_status
       FROM payments p JOIN orders o ON o.id = p.order_id
       WHERE p.order_id = $1 AND p.method = 'stripe' FOR UPDATE OF p`,
      [orderId],
    );
    const payment = rows[0];
    // An older attempt's session or link: the current attempt decides.
    if (!payment || payment.provider_ref !== ref) return 'ignored';
    if (payment.status === 'paid') return 'already-paid';
    if (payment.order_status === 'cancelled') return 'ignored';
    if (outcome === 'failed') {
      await tx.query(`UPDATE payments SET status = 'failed', updated_at = now() WHERE order_id = $1`, [orderId]);
      return 'failed';
    }
    await tx.query(`UPDATE payments SET status = 'paid', updated_at = now() WHERE order_id = $1`, [orderId]);
    await tx.query(`UPDATE orders SET status = 'confirmed', updated_at = now() WHERE id = $1 AND status = 'pending'`, [orderId]);
    return 'paid';
  });
  if (result === 'paid') await sendOrderConfirmation(db, mailer, orderId);
  return result;
}
