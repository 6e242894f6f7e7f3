// A signed Stripe event proves that Stripe sent it, not that its Checkout session belongs to the
// order its metadata names: any session of the Stripe account (another integration, a payment
// link, the dashboard) can carry any metadata. Before an event changes an order, its session must
// be one this API started for that order, for the order's grand total, in rupees.
import type { Queryable } from '../../db/types';
import { STRIPE_CURRENCY, toStripeAmount } from './card-payments';
import { findCardSessions } from '../orders/payments-repository';

export interface SessionFacts {
  id: string;
  /** in Stripe's units (see toStripeAmount) */
  amountTotal: number | null;
  currency: string | null;
}

/**
 * - no-card-order: no such card order (e.g. one taken back because its payment could not start);
 * - unknown-session: the order never had this session;
 * - amount / currency: the session is not for the order's grand total in rupees.
 */
export type SessionMismatch = 'no-card-order' | 'unknown-session' | 'amount' | 'currency';

/** Why the session does not match the order, or null when it does. */
export async function sessionMismatch(
  db: Queryable,
  orderId: number,
  session: SessionFacts,
): Promise<SessionMismatch | null> {
  const order = await findCardSessions(db, orderId);
  if (!order) return 'no-card-order';
  // An order with no session recorded yet can only be checked by its amount.
  if (order.refs.length > 0 && !order.refs.includes(session.id)) return 'unknown-session';
  if (session.amountTotal !== toStripeAmount(order.grandTotal)) return 'amount';
  if (session.currency?.toLowerCase() !== STRIPE_CURRENCY) return 'currency';
  return null;
}
