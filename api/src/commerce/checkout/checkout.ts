// The card-payment lifecycle of an order, and the order calls that involve it: placing an order
// (once per Idempotency-Key) and starting its payment, starting a new attempt that replaces the
// last one, and cancelling an order together with its open attempt. No HTTP here: refusals are
// domain errors (see domain-errors.ts).
import { WALLET_LABELS } from '@storefront/shared/config';
import type { CreateOrderResult, WalletMethod } from '@storefront/shared/types';
import type { Database, Queryable } from '../../db/types';
import type { CommerceConfig } from '../commerce-config';
import { findUserById } from '../customers/users-repository';
import { invalid, missing, providerDown, refusedNow } from '../domain-errors';
import type { Mailer } from '../mail/mailer';
import { sendOrderConfirmation } from '../orders/order-confirmation';
import { IDEMPOTENCY_MESSAGES } from '../orders/order-idempotency';
import { changeOrderStatus, CUSTOMER_CANCELLABLE, lockOrder } from '../orders/order-status';
import { findOrder, type AcceptedPaymentMethod, type StoredOrder } from '../orders/orders-repository';
import { placeOrderOnce, undoUnstartedOrder, type PlaceOrderInput } from '../orders/place-order';
import { CARD_ORDER_MAX_UNPAID_HOURS } from '../orders/release-unpaid';
import { MESSAGES } from '../request-schemas';
import { describeProviderFailure, type CardCheckout, type CardPayments, type PaymentProvider } from './card-payments';
import type { WalletPayments } from './wallet-payments';
import { attachAttempt, openCardAttempt } from '../orders/payments-repository';

/** How a message names the way of paying: "card", "JazzCash" or "Easypaisa". */
const payingBy = (method: OnlineMethod) => (method === 'stripe' ? 'card' : WALLET_LABELS[method]);

export const PAYMENT_MESSAGES = {
  hbl: 'HBL Pay is not available yet. Please choose Cash On Delivery or card.',
  /** a wallet with neither merchant keys nor the test gateway allowed */
  walletUnavailable: (method: WalletMethod) =>
    `${WALLET_LABELS[method]} is not available at the moment. Please choose another payment method.`,
  notPlacedFor: (method: OnlineMethod) =>
    `We could not start the ${payingBy(method)} payment, so your order was not placed. Please try again or choose Cash On Delivery.`,
  startFailedFor: (method: OnlineMethod) =>
    `We could not start the ${payingBy(method)} payment. Please try again in a moment.`,
  unknownMethod: MESSAGES.paymentMethodInvalid,
  orderPlaced: 'Your order has been placed successfully',
  /** a new order is taken back when its card payment cannot start (see checkout) */
  orderNotPlaced:
    'We could not start the card payment, so your order was not placed. Please try again or choose Cash On Delivery.',
  cardStartFailed: 'We could not start the card payment. Please try again in a moment.',
  notCardOrder: 'This order is paid on delivery, so there is nothing to pay online',
  alreadyPaid: 'This order has already been paid',
  notPayable: 'This order can no longer be paid',
  payTimeOver: 'The time to pay for this order is nearly over, so it can no longer be paid. Please place a new order.',
  cancelled: 'Your order has been cancelled',
};

interface WarnLog {
  warn(obj: object, msg: string): void;
}

export interface CheckoutDeps {
  db: Database;
  mailer: Mailer;
  config: CommerceConfig;
  cardPayments: CardPayments;
  walletPayments: WalletPayments;
  log: WarnLog;
}

/** Paid online: by card (Stripe or its test gateway) or a mobile wallet. */
export type OnlineMethod = Exclude<AcceptedPaymentMethod, 'cod'>;

/** The provider that takes a method's payments; null for a wallet that is not available. */
export function providerFor(deps: Pick<CheckoutDeps, 'cardPayments' | 'walletPayments'>, method: OnlineMethod) {
  return method === 'stripe' ? deps.cardPayments : deps.walletPayments[method];
}

function requireProvider(deps: CheckoutDeps, method: OnlineMethod): PaymentProvider {
  const provider = providerFor(deps, method);
  if (!provider) {
    const message = PAYMENT_MESSAGES.walletUnavailable(method as WalletMethod);
    throw invalid(message, { paymentMethod: message });
  }
  return provider;
}

/**
 * Asks the provider for a new checkout of the order; null when it cannot be started (the provider
 * is down or refuses). The failure is logged by its kind only: see describeProviderFailure.
 */
async function requestCheckout(
  deps: CheckoutDeps,
  order: { id: number; number: string; grandTotal: number; paymentMethod: OnlineMethod },
  customerId: number,
): Promise<CardCheckout | null> {
  const provider = requireProvider(deps, order.paymentMethod);
  const customer = await findUserById(deps.db, customerId);
  try {
    return await provider.startCheckout({ ...order, email: customer?.email ?? '' });
  } catch (err) {
    deps.log.warn(
      { orderId: order.id, provider: provider.provider, failure: describeProviderFailure(err) },
      order.paymentMethod === 'stripe' ? 'card payment could not be started' : 'wallet payment could not be started',
    );
    return null;
  }
}

/** Makes a started checkout the order's current attempt, replacing the last one; answers where to pay. */
async function attachCheckout(
  deps: CheckoutDeps,
  orderId: number,
  provider: PaymentProvider,
  checkout: CardCheckout,
): Promise<string> {
  // Under the order lock (as a cancel or the release of unpaid orders takes it): the new attempt
  // is attached only to an order that is still pending and unpaid. The attempt it replaces is
  // kept in previous_refs: money it takes still counts as this order's (see settleCardPayment).
  const attached = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, { id: orderId });
    if (
      !locked ||
      locked.status !== 'pending' ||
      locked.paymentStatus === 'paid' ||
      locked.paymentStatus === 'refunded'
    )
      return null;
    await attachAttempt(tx, orderId, checkout.ref);
    return { previousRef: locked.providerRef };
  });
  if (!attached) {
    await provider.cancelCheckout(checkout.ref);
    throw refusedNow(PAYMENT_MESSAGES.notPayable);
  }
  // The previous attempt can no longer take money (if it did just now, its payment still counts:
  // see settleCardPayment).
  if (attached.previousRef && attached.previousRef !== checkout.ref)
    await provider.cancelCheckout(attached.previousRef);
  return checkout.url;
}

const isPaid = (order: StoredOrder) => order.payment.status === 'paid' || order.payment.status === 'refunded';

/**
 * A new attempt for an unpaid card order (the order stays as it was if none can be started: it
 * can be tried again, and an earlier attempt may still be paid). Answers where to pay.
 */
async function startNewAttempt(
  deps: CheckoutDeps,
  order: StoredOrder & { paymentMethod: OnlineMethod },
  customerId: number,
): Promise<string> {
  // A new attempt runs for the payment timeout; one that could outlive the order's last hour
  // (CARD_ORDER_MAX_UNPAID_HOURS after it was placed, when it is released) is not started, so
  // nobody pays on a page whose order is cancelled under it.
  const lastStart =
    Date.parse(order.createdAt) + (CARD_ORDER_MAX_UNPAID_HOURS * 60 - deps.config.cardPaymentTimeoutMinutes) * 60_000;
  if (Date.now() > lastStart) throw refusedNow(PAYMENT_MESSAGES.payTimeOver);
  const checkout = await requestCheckout(deps, order, customerId);
  if (!checkout) throw providerDown(PAYMENT_MESSAGES.startFailedFor(order.paymentMethod));
  return attachCheckout(deps, order.id, requireProvider(deps, order.paymentMethod), checkout);
}

/** What /order/create did: a new order (`replayed` false) or the one its Idempotency-Key placed. */
export interface CheckoutResult {
  order: CreateOrderResult;
  replayed: boolean;
}

/**
 * The answer to a repeated checkout (same Idempotency-Key): the order the key placed, never a
 * second one. A card order still waiting for its payment gets a fresh attempt.
 */
async function replayOrder(deps: CheckoutDeps, orderId: number, customerId: number): Promise<CheckoutResult> {
  const order = await findOrder(deps.db, orderId);
  // (Taken back meanwhile because its card payment could not start: nothing was placed.)
  if (!order) throw refusedNow(PAYMENT_MESSAGES.orderNotPlaced);
  if (order.status === 'cancelled') throw refusedNow(IDEMPOTENCY_MESSAGES.alreadyPlaced(order.number));
  const placed = { orderId: order.id, number: order.number, paymentMethod: order.paymentMethod };
  if (order.paymentMethod === 'cod') return { order: { ...placed, redirectUrl: null }, replayed: true };
  if (isPaid(order) || order.status !== 'pending') throw refusedNow(IDEMPOTENCY_MESSAGES.alreadyPlaced(order.number));
  const online = { ...order, paymentMethod: order.paymentMethod };
  return { order: { ...placed, redirectUrl: await startNewAttempt(deps, online, customerId) }, replayed: true };
}

/**
 * Places an order once per Idempotency-Key. A cash order gets its confirmation mail; a card order
 * gets its first attempt, and if none can start it is taken back as if never placed (the shopper
 * keeps the basket and tries again: an order left behind would be placed twice).
 */
export async function checkout(
  deps: CheckoutDeps,
  input: PlaceOrderInput,
  key: string | null,
): Promise<CheckoutResult> {
  // A wallet that cannot take payments is refused before anything is placed.
  if (input.paymentMethod !== 'cod') requireProvider(deps, input.paymentMethod);
  const { placed, earlier } = await placeOrderOnce(deps.db, input, key, deps.config);
  if (earlier !== undefined) return replayOrder(deps, earlier, input.customerId);
  const order = { orderId: placed.id, number: placed.number, paymentMethod: input.paymentMethod };
  if (input.paymentMethod === 'cod') {
    await sendOrderConfirmation(deps.db, deps.mailer, placed.id, deps.config.policies.deliveryDays);
    return { order: { ...order, redirectUrl: null }, replayed: false };
  }
  const method = input.paymentMethod;
  const started = await requestCheckout(deps, { ...placed, paymentMethod: method }, input.customerId);
  if (!started) {
    const undone = await undoUnstartedOrder(deps.db, placed.id);
    throw providerDown(undone ? PAYMENT_MESSAGES.notPlacedFor(method) : PAYMENT_MESSAGES.startFailedFor(method));
  }
  const redirectUrl = await attachCheckout(deps, placed.id, requireProvider(deps, method), started);
  return { order: { ...order, redirectUrl }, replayed: false };
}

/** A new attempt for the customer's unpaid card or wallet order (checked to be theirs by the caller). */
export async function retryCardPayment(deps: CheckoutDeps, orderId: number, customerId: number): Promise<string> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw missing('Order not found');
  const method = order.paymentMethod;
  if (method === 'cod') throw refusedNow(PAYMENT_MESSAGES.notCardOrder);
  if (isPaid(order)) throw refusedNow(PAYMENT_MESSAGES.alreadyPaid);
  if (order.status !== 'pending') throw refusedNow(PAYMENT_MESSAGES.notPayable);
  return startNewAttempt(deps, { ...order, paymentMethod: method }, customerId);
}

/**
 * After an order is cancelled (by its customer, the order:status command or the unpaid-order
 * sweep), a card attempt still open at the provider must not take money for it.
 */
export async function closeOpenCheckout(db: Queryable, orderId: number, cardPayments: CardPayments): Promise<void> {
  const ref = await openCardAttempt(db, orderId);
  if (ref) await cardPayments.cancelCheckout(ref);
}

/** A customer's cancel: only while pending or confirmed and unpaid; its open attempt is closed. */
export async function cancelCustomerOrder(deps: CheckoutDeps, orderId: number): Promise<StoredOrder | null> {
  await changeOrderStatus(deps.db, { id: orderId }, 'cancelled', {
    allowedFrom: CUSTOMER_CANCELLABLE,
    refusePaid: true,
  });
  await closeOpenCheckout(deps.db, orderId, deps.cardPayments);
  return findOrder(deps.db, orderId);
}
