// The Idempotency-Key of /order/create. A shopper whose order call got no answer (a timeout, a
// dropped connection) cannot know whether the order exists; the storefront sends the same key when
// the same order is placed again, and the API answers with the order the key already placed instead
// of placing a second one. The key is the caller's own: it names an order of theirs only (the
// orders repository's findOrderByKey finds it, with the customer locked).
import { createHash } from 'node:crypto';
import { badRequest } from '../../http/errors';
import type { AcceptedPaymentMethod } from './orders-repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Said on an answer that repeats an order placed earlier under the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores',
  keyReused: 'This Idempotency-Key was already used for a different order. Please place your order again.',
  alreadyPlaced: (number: string) => `Your order ${number} has already been placed: you can find it in My Orders.`,
};

/** The key a request carries, or null without one (the key is optional). */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  // Sent twice, Node joins the values: that never matches the shape.
  if (typeof value !== 'string' || !KEY_SHAPE.test(value)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
  return value;
}

export interface OrderRequestShape {
  addressId: number;
  courierPricingId: number;
  paymentMethod: AcceptedPaymentMethod;
  /** merged and sorted (mergeLines), so the same basket sent in another order is the same request */
  lines: { id: number; quantity: number }[];
}

/** What a repeat must ask for to count as the same order: a hash of everything that shapes it. */
export function orderRequestHash(shape: OrderRequestShape): string {
  const canonical = JSON.stringify([
    shape.addressId,
    shape.courierPricingId,
    shape.paymentMethod,
    shape.lines.map((l) => [l.id, l.quantity]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
