// Placing an order: one transaction that takes the stock, prices every line from the database
// (the client's numbers are never read), and writes the order, its lines and its payment. If any
// line cannot be served, nothing at all is written. Its inverse, for a card order whose payment
// cannot start, is here too, so the two stay in step.
import { isOnlinePayment } from '@storefront/shared/config';
import type { Database, Queryable } from '../../db/types';
import { MAX_ID } from '../../http/ids';
import { productImageUrl } from '../../media/media-urls';
import { findCustomerCourierPricing, findOrderAddress } from '../customers/addresses-repository';
import { lockCustomer } from '../customers/users-repository';
import { invalid, notAllowed, refusedNow } from '../domain-errors';
import { deletePayment } from './payments-repository';
import { MAX_LINE_QUANTITY } from '../request-schemas';
import { IDEMPOTENCY_MESSAGES, orderRequestHash } from './order-idempotency';
import { lockOrder } from './order-status';
import { DEFAULT_HOLDING_LIMITS, refuseOverHoldingLimits, type HoldingLimits } from './holding-limits';
import {
  countUnpaidCardOrders,
  deleteOrderAndLines,
  findOrderByKey,
  restoreStock,
  type AcceptedPaymentMethod,
} from './orders-repository';
import { productFirstPhotos, writeOrderRows, type LockedLine } from './place-order-rows';

export interface OrderLineInput {
  id: number;
  quantity: number;
}

export interface PlaceOrderInput {
  customerId: number;
  addressId: number;
  courierPricingId: number;
  paymentMethod: AcceptedPaymentMethod;
  items: OrderLineInput[];
}

export interface PlacedOrder {
  id: number;
  number: string;
  grandTotal: number;
}

/** What placeOrder did: placed a new order, or found the one (its id) its Idempotency-Key placed before. */
export type PlaceOrderOutcome = { placed: PlacedOrder; earlier?: never } | { earlier: number; placed?: never };

export const ORDER_MESSAGES = {
  noAddress: 'Please create address',
  notYourAddress: 'You can only order to your own address',
  tooManyUnpaid: (max: number) =>
    `You already have ${max} orders waiting for payment by card or mobile wallet. Please pay one in My Orders, or wait until unpaid ones are released, before placing another order paid online.`,
  courierNotInCity: 'The selected courier does not deliver to your city. Please select a delivery courier.',
  productMissing: (id: number) => `Product ${id} does not exist`,
  lineTooLarge: `Quantity cannot be more than ${MAX_LINE_QUANTITY}`,
  orderTooLarge: 'This order is too large to place online. Please split it into smaller orders.',
  outOfStock: (name: string, left: number) =>
    left > 0 ? `Not enough stock for ${name}: only ${left} left` : `${name} is out of stock`,
};

/**
 * Orders of one customer still waiting for their card or wallet payment (each holds its stock
 * until paid or released): more would let one customer hold stock in bulk by leaving orders unpaid.
 */
export const MAX_UNPAID_CARD_ORDERS = 3;

/** Same product twice in one basket becomes one line with the summed quantity. */
export function mergeLines(items: OrderLineInput[]): OrderLineInput[] {
  const merged = new Map<number, number>();
  for (const { id, quantity } of items) merged.set(id, (merged.get(id) ?? 0) + quantity);
  // Taking stock in id order keeps two concurrent orders from locking rows in opposite orders.
  return [...merged].sort((a, b) => a[0] - b[0]).map(([id, quantity]) => ({ id, quantity }));
}

/**
 * The photo each line keeps: the image the shopper saw, the product's first photo, else the
 * generated one (as Product.imgUrl). Read before the transaction: it needs no lock.
 */
async function linePhotos(db: Queryable, lines: OrderLineInput[]) {
  const found = await productFirstPhotos(
    db,
    lines.map((l) => l.id),
  );
  return lines.map((line) => {
    const product = found.get(line.id);
    return { ...line, photo: product ? (product.photo ?? productImageUrl(product.slug, 1)) : null };
  });
}

/**
 * Why an order was not written, from its lines as found under their locks: the first line in id
 * order whose product is missing or short, else a total too large for the columns.
 */
function refusal(lines: OrderLineInput[], found: LockedLine[]): Error {
  for (const line of lines) {
    const product = found.find((f) => f.id === line.id);
    if (!product?.name) {
      return invalid(ORDER_MESSAGES.productMissing(line.id), { items: ORDER_MESSAGES.productMissing(line.id) });
    }
    if (product.stock! < line.quantity) {
      const message = ORDER_MESSAGES.outOfStock(product.name, product.stock!);
      return refusedNow(message, { items: message });
    }
  }
  // Money columns are PostgreSQL `integer`: a bigger total is refused rather than failing as a 500.
  return invalid(ORDER_MESSAGES.orderTooLarge, { items: ORDER_MESSAGES.orderTooLarge });
}

/**
 * Refuses a new card order while the customer has MAX_UNPAID_CARD_ORDERS waiting for payment.
 * Called with the customer locked, so parallel orders of one customer are counted one after the
 * other and cannot all slip under the cap.
 */
async function refuseTooManyUnpaid(tx: Queryable, customerId: number): Promise<void> {
  if ((await countUnpaidCardOrders(tx, customerId)) >= MAX_UNPAID_CARD_ORDERS) {
    throw refusedNow(ORDER_MESSAGES.tooManyUnpaid(MAX_UNPAID_CARD_ORDERS));
  }
}

/** Places an order (a request without an Idempotency-Key). */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  // Without a key there is no earlier order to find: it always places one.
  return (await placeOrderOnce(db, input, null)).placed as PlacedOrder;
}

/**
 * Places an order, or with an Idempotency-Key finds the one that key placed before (placing
 * nothing); the same key with another order is refused (see order-idempotency.ts).
 */
export async function placeOrderOnce(
  db: Database,
  input: PlaceOrderInput,
  key: string | null,
  limits: HoldingLimits = DEFAULT_HOLDING_LIMITS,
): Promise<PlaceOrderOutcome> {
  const lines = mergeLines(input.items);
  // The caller's own address (one per customer), never the row the id names: an id that is not
  // theirs gets the same 403 whether or not it exists, so answers do not reveal which ids exist.
  // The line photos and the courier (of the address's city) are read beside it: they are only
  // used once the checks pass, and three reads at once keep the answer to one round trip.
  const [address, withPhotos, courier] = await Promise.all([
    findOrderAddress(db, input.customerId),
    linePhotos(db, lines),
    findCustomerCourierPricing(db, input.courierPricingId, input.customerId),
  ]);
  if (!address) throw invalid(ORDER_MESSAGES.noAddress, { addressId: ORDER_MESSAGES.noAddress });
  if (address.id !== input.addressId) throw notAllowed(ORDER_MESSAGES.notYourAddress);
  if (!courier) throw invalid(ORDER_MESSAGES.courierNotInCity, { courierPricingId: ORDER_MESSAGES.courierNotInCity });

  // The cap holds for the merged line too (the same product sent twice).
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
    throw invalid(ORDER_MESSAGES.lineTooLarge, { items: ORDER_MESSAGES.lineTooLarge });
  }
  const requestHash = key ? orderRequestHash({ ...input, lines }) : null;
  return db.transaction(async (tx) => {
    // One customer's orders are placed one at a time (across every API copy): a repeat of a keyed
    // request waits for the first to finish, then finds its order (not a stock or cap refusal
    // caused by that very order), and the caps below count what the order before it took.
    await lockCustomer(tx, input.customerId);
    if (key) {
      const earlier = await findOrderByKey(tx, input.customerId, key);
      if (earlier && earlier.requestHash !== requestHash) throw refusedNow(IDEMPOTENCY_MESSAGES.keyReused);
      if (earlier) return { earlier: earlier.id };
    }
    if (isOnlinePayment(input.paymentMethod)) await refuseTooManyUnpaid(tx, input.customerId);
    await refuseOverHoldingLimits(tx, input.customerId, lines, limits);
    // Everything that locks the popular products' rows is this one statement, which commits the
    // transaction: see writeOrderRows.
    const written = await writeOrderRows(tx, {
      customerId: input.customerId,
      address: {
        text: address.address,
        postalCode: address.postal_code,
        phone: address.phone,
        city: address.city,
        state: address.state,
      },
      courier: { pricingId: courier.id, name: courier.name, cost: courier.price },
      paymentMethod: input.paymentMethod,
      idempotencyKey: key,
      requestHash,
      lines: withPhotos,
      maxGrandTotal: MAX_ID,
    });
    if (!written.placed) throw refusal(lines, written.lines);
    return { placed: written.placed };
  });
}

/**
 * Takes back an order whose card payment could not even start, as if it had never been placed:
 * its stock returns and the rows placeOrder wrote go (payment, lines, order; nothing else refers
 * to an order), in one transaction. Only while nothing else has touched it: still pending, its
 * payment still pending with no provider attempt recorded. Returns whether it was undone.
 */
export async function undoUnstartedOrder(db: Database, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order || order.status !== 'pending' || order.paymentStatus !== 'pending' || order.providerRef !== null)
      return false;
    await restoreStock(tx, orderId);
    await deletePayment(tx, orderId);
    await deleteOrderAndLines(tx, orderId);
    return true;
  });
}
