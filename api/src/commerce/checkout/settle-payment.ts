// The one code path that records a card or wallet payment's outcome, used by the Stripe webhook,
// the JazzCash and Easypaisa notifications and the local test gateways alike. A paid order moves from pending to confirmed and gets its
// confirmation mail; a failed payment keeps the order pending (its stock stays reserved) so the
// customer can retry from My Orders, or cancel it, which gives the stock back; an expired Stripe
// session releases the order at once (cancelled, stock back).
//
// The order row is locked first, then the payment row, exactly as a cancel does (lockOrder), and
// the order's status is read under that lock: a payment arriving for an order cancelled a moment
// before is never marked paid, and the two cannot deadlock.
import { isOnlinePayment } from '@storefront/shared/config';
import type { DayRange } from '@storefront/shared/types';
import type { Database } from '../../db/types';
import type { Mailer } from '../mail/mailer';
import { sendOrderConfirmation } from '../orders/order-confirmation';
import { cancelLockedOrder, DEFAULT_DELIVERY_DAYS, lockOrder } from '../orders/order-status';
import { setOrderStatus } from '../orders/orders-repository';
import { markFailed, markPaid } from '../orders/payments-repository';

export type PaymentOutcome = 'paid' | 'failed' | 'expired';
/**
 * - paid / already-paid: the order is paid;
 * - failed: the attempt failed, the order waits for a retry;
 * - released: the attempt expired, the order was cancelled and its stock given back;
 * - order-cancelled: the order had been cancelled (by the shopper, the shop or the timeout):
 *   the payment is not recorded (a real one must be refunded);
 * - ignored: an older attempt's failure or expiry, or no such card payment.
 *
 * Money taken by an older attempt (a Stripe session paid just as a retry replaced it) is the
 * order's payment all the same: the order is paid, and `stopAttempt` is called with the newer
 * attempt's reference so it cannot take the money a second time.
 */
export type SettleResult = 'paid' | 'failed' | 'already-paid' | 'released' | 'order-cancelled' | 'ignored';

export async function settleCardPayment(
  db: Database,
  mailer: Mailer,
  orderId: number,
  ref: string,
  outcome: PaymentOutcome,
  stopAttempt?: (ref: string) => Promise<void>,
  /** The shop's delivery promise (config.policies) the confirmation mail states. */
  deliveryDays: DayRange = DEFAULT_DELIVERY_DAYS,
): Promise<SettleResult> {
  let replacedRef: string | null = null;
  const result = await db.transaction(async (tx): Promise<SettleResult> => {
    const order = await lockOrder(tx, { id: orderId });
    // Callers check the attempt belongs to the order's own method (card or the wallet named).
    if (!order || !isOnlinePayment(order.paymentMethod)) return 'ignored';
    const olderAttempt = order.providerRef !== ref;
    // An older attempt's failure or expiry changes nothing: the current attempt decides.
    if (olderAttempt && outcome !== 'paid') return 'ignored';
    if (order.paymentStatus === 'paid') return 'already-paid';
    if (order.status === 'cancelled') return 'order-cancelled';
    if (order.status !== 'pending') return 'ignored';
    if (outcome === 'failed') {
      await markFailed(tx, orderId);
      return 'failed';
    }
    if (outcome === 'expired') {
      await cancelLockedOrder(tx, orderId);
      return 'released';
    }
    await markPaid(tx, orderId, ref);
    await setOrderStatus(tx, orderId, 'confirmed');
    if (olderAttempt) replacedRef = order.providerRef;
    return 'paid';
  });
  if (replacedRef && stopAttempt) await stopAttempt(replacedRef);
  if (result === 'paid') await sendOrderConfirmation(db, mailer, orderId, deliveryDays);
  return result;
}

/**
 * Where the shopper lands after the gateway: the success page once paid; otherwise the fail page,
 * which is told when the order itself is gone (cancelled before the payment), as opposed to a
 * payment that can be retried. Both pages are told the order number (`order`) to show it.
 */
export function resultPage(result: SettleResult, orderNumber: string): string {
  const order = `order=${encodeURIComponent(orderNumber)}`;
  if (result === 'paid' || result === 'already-paid') return `/order-success?${order}`;
  if (result === 'order-cancelled' || result === 'released') return `/order-fail?reason=order-cancelled&${order}`;
  return `/order-fail?${order}`;
}
