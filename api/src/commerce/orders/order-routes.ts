// /order/*: place, list, cancel and retry payment. Every call that names a customer or an order
// must name the caller's own (403 otherwise).
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ApiEnvelope,
  CreateOrderResult,
  Order,
  OrderListPage,
  RetryPaymentResponse,
} from '@storefront/shared/types';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { currentUser, ownCustomerId } from '../auth/authenticate';
import { doc, DOCS } from '../api-docs';
import type { CommerceContext, CommerceRouteOptions } from '../commerce-context';
import { readBody, validateBody } from '../request-body';
import { parseId, requirePresent, toId } from '../../http/ids';
import { pageNumber } from '../../catalog/listing-query';
import { createOrderSchema, MAX_LINE_QUANTITY, MAX_ORDER_LINES, MESSAGES, ORDER_LINE_SHAPE } from '../request-schemas';
import { hitRateLimit, RATE_RULES } from '../security/rate-limiter';
import { sendOrderConfirmation } from './order-confirmation';
import { changeOrderStatus, CUSTOMER_CANCELLABLE, lockOrder } from './order-status';
import { findUserById } from '../customers/users-repository';
import {
  countCustomerOrders,
  findOrder,
  findOrderOwner,
  listCustomerOrders,
  type StoredOrder,
} from './orders-repository';
import { IDEMPOTENCY_MESSAGES, readIdempotencyKey, REPLAYED_HEADER } from './order-idempotency';
import { ORDER_MESSAGES, placeOrderOnce, undoUnstartedOrder } from './place-order';
import { CARD_ORDER_MAX_UNPAID_HOURS } from './release-unpaid';
import { describeProviderFailure, type CardCheckout } from '../payments/card-payments';
import { closeOpenCheckout } from '../payments/close-open-checkout';

export const ORDER_LIST_PAGE_SIZE = 10;

export const PAYMENT_MESSAGES = {
  hbl: 'HBL Pay is not available yet. Please choose Cash On Delivery or card.',
  unknownMethod: MESSAGES.paymentMethodInvalid,
  orderPlaced: 'Your order has been placed successfully',
  /** a new order is taken back when its card payment cannot start (see /create) */
  orderNotPlaced:
    'We could not start the card payment, so your order was not placed. Please try again or choose Cash On Delivery.',
  cardStartFailed: 'We could not start the card payment. Please try again in a moment.',
  notCardOrder: 'This order is not paid by card',
  alreadyPaid: 'This order has already been paid',
  notPayable: 'This order can no longer be paid',
  payTimeOver: 'The time to pay for this order is nearly over, so it can no longer be paid. Please place a new order.',
  cancelled: 'Your order has been cancelled',
};

/**
 * Asks the provider for a new checkout of the order; null when it cannot be started (the provider
 * is down or refuses). The failure is logged by its kind only: see describeProviderFailure.
 */
async function requestCheckout(
  ctx: CommerceContext,
  order: { id: number; number: string; grandTotal: number },
  customerId: number,
  log: FastifyBaseLogger,
): Promise<CardCheckout | null> {
  const customer = await findUserById(ctx.db, customerId);
  try {
    return await ctx.cardPayments.startCheckout({ ...order, email: customer?.email ?? '' });
  } catch (err) {
    log.warn(
      { orderId: order.id, provider: ctx.cardPayments.provider, failure: describeProviderFailure(err) },
      'card payment could not be started',
    );
    return null;
  }
}

/** Makes a started checkout the order's current payment attempt and answers where to pay. */
async function attachCheckout(ctx: CommerceContext, orderId: number, checkout: CardCheckout): Promise<string> {
  // Under the order lock (as a cancel or the release of unpaid orders takes it): the new attempt
  // is attached only to an order that is still pending and unpaid. The attempt it replaces is
  // kept in previous_refs: money it takes still counts as this order's (see settleCardPayment).
  const attached = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, { id: orderId });
    if (
      !locked ||
      locked.status !== 'pending' ||
      locked.paymentStatus === 'paid' ||
      locked.paymentStatus === 'refunded'
    )
      return null;
    await tx.query(
      `UPDATE payments SET provider_ref = $2, status = 'pending', updated_at = now(),
         previous_refs = CASE WHEN provider_ref IS NULL OR provider_ref = $2 THEN previous_refs ELSE array_append(previous_refs, provider_ref) END
       WHERE order_id = $1`,
      [orderId, checkout.ref],
    );
    return { previousRef: locked.providerRef };
  });
  if (!attached) {
    await ctx.cardPayments.cancelCheckout(checkout.ref);
    throw conflict(PAYMENT_MESSAGES.notPayable);
  }
  // The previous attempt can no longer take money (if it did just now, its payment still counts:
  // see settleCardPayment).
  if (attached.previousRef && attached.previousRef !== checkout.ref)
    await ctx.cardPayments.cancelCheckout(attached.previousRef);
  return checkout.url;
}

const isPaid = (order: StoredOrder) => order.payment.status === 'paid' || order.payment.status === 'refunded';

/** Shape checks yup does not make: a list of objects, of a sane length. */
function checkOrderLines(items: unknown): void {
  if (items === undefined || items === null) return; // the schema answers 'Your basket is empty'
  if (!Array.isArray(items)) throw badRequest(MESSAGES.basketEmpty, { items: MESSAGES.basketEmpty });
  if (items.length > MAX_ORDER_LINES) {
    const mess = `An order can hold at most ${MAX_ORDER_LINES} different products`;
    throw badRequest(mess, { items: mess });
  }
  const bad = items.findIndex((line) => typeof line !== 'object' || line === null || Array.isArray(line));
  if (bad >= 0) throw badRequest(ORDER_LINE_SHAPE, { [`items[${bad}]`]: ORDER_LINE_SHAPE });
}

export const orderRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  app.addHook('preHandler', ctx.authenticate);

  /**
   * The order a request names, after checking it is the caller's. An id that names no order, or
   * is no id at all, gets the same 403 as another customer's, so answers do not reveal which
   * order ids exist.
   */
  const ownOrder = async (request: Parameters<typeof currentUser>[0], rawId: unknown) => {
    requirePresent(rawId, 'orderId');
    const orderId = toId(rawId);
    const owner = orderId === null ? null : await findOrderOwner(db, orderId);
    if (orderId === null || owner !== currentUser(request).id) throw forbidden('You can only access your own orders');
    return orderId;
  };

  /**
   * A new payment page for an unpaid card order (the order stays as it was if none can be
   * started: it can be tried again, and an earlier attempt may still be paid).
   */
  const newPaymentPage = async (order: StoredOrder, request: FastifyRequest): Promise<string> => {
    // A new attempt runs for the payment timeout; one that could outlive the order's last hour
    // (CARD_ORDER_MAX_UNPAID_HOURS after it was placed, when it is released) is not started, so
    // nobody pays on a page whose order is cancelled under it.
    const lastStart =
      Date.parse(order.createdAt) + (CARD_ORDER_MAX_UNPAID_HOURS * 60 - ctx.config.cardPaymentTimeoutMinutes) * 60_000;
    if (Date.now() > lastStart) throw conflict(PAYMENT_MESSAGES.payTimeOver);
    const checkout = await requestCheckout(ctx, order, currentUser(request).id, request.log);
    if (!checkout) throw new HttpError(502, PAYMENT_MESSAGES.cardStartFailed);
    return attachCheckout(ctx, order.id, checkout);
  };

  // Only an answer that carries the key's order is marked as a replay; a 409 is an ordinary refusal.
  const replayed = (reply: FastifyReply, placed: CreateOrderResult): ApiEnvelope<CreateOrderResult> => {
    reply.header(REPLAYED_HEADER, 'true');
    return ok(placed, PAYMENT_MESSAGES.orderPlaced);
  };

  /**
   * The answer to a repeated /create (same Idempotency-Key): the order the key placed, never a
   * second one. A card order still waiting for its payment gets a fresh payment page.
   */
  const replayOrder = async (
    request: FastifyRequest,
    reply: FastifyReply,
    orderId: number,
  ): Promise<ApiEnvelope<CreateOrderResult>> => {
    const order = await findOrder(db, orderId);
    // (Taken back meanwhile because its card payment could not start: nothing was placed.)
    if (!order) throw conflict(PAYMENT_MESSAGES.orderNotPlaced);
    if (order.status === 'cancelled') throw conflict(IDEMPOTENCY_MESSAGES.alreadyPlaced(order.number));
    const placed = { orderId: order.id, number: order.number, paymentMethod: order.paymentMethod };
    if (order.paymentMethod === 'cod') return replayed(reply, { ...placed, redirectUrl: null });
    if (isPaid(order) || order.status !== 'pending') throw conflict(IDEMPOTENCY_MESSAGES.alreadyPlaced(order.number));
    return replayed(reply, { ...placed, redirectUrl: await newPaymentPage(order, request) });
  };

  app.post<{ Reply: ApiEnvelope<CreateOrderResult> }>(
    '/create',
    doc('Order', 'Place an order (cod or card)', true, DOCS.createOrder),
    async (request, reply) => {
      await hitRateLimit(db, RATE_RULES.orderCreatePerCustomer, String(currentUser(request).id));
      const key = readIdempotencyKey(request.headers);
      const body = readBody(request.body);
      const customerId = ownCustomerId(request, body.customerId, 'customerId');
      checkOrderLines(body.items);
      const rawMethod =
        typeof body.paymentMethod === 'string' ? body.paymentMethod.trim().toLowerCase() : body.paymentMethod;
      if (rawMethod === 'hbl') throw badRequest(PAYMENT_MESSAGES.hbl, { paymentMethod: PAYMENT_MESSAGES.hbl });
      const order = validateBody(createOrderSchema, { ...body, customerId, paymentMethod: rawMethod });
      const paymentMethod = order.paymentMethod;
      if (paymentMethod !== 'cod' && paymentMethod !== 'stripe') {
        throw badRequest(PAYMENT_MESSAGES.unknownMethod, { paymentMethod: PAYMENT_MESSAGES.unknownMethod });
      }
      const lines = order.items.map((line, index) => {
        if (line.quantity > MAX_LINE_QUANTITY) {
          throw badRequest(ORDER_MESSAGES.lineTooLarge, { [`items[${index}].quantity`]: ORDER_MESSAGES.lineTooLarge });
        }
        return { id: parseId(line.id, `items[${index}].id`), quantity: line.quantity };
      });
      const input = {
        customerId,
        addressId: parseId(order.addressId, 'addressId'),
        courierPricingId: parseId(order.courierPricingId, 'courierPricingId'),
        paymentMethod,
        items: lines,
      };
      const { placed, earlier } = await placeOrderOnce(db, input, key);
      if (earlier !== undefined) return replayOrder(request, reply, earlier);
      if (paymentMethod === 'cod') {
        await sendOrderConfirmation(db, ctx.mailer, placed.id);
        reply.code(201);
        return ok(
          { orderId: placed.id, number: placed.number, paymentMethod, redirectUrl: null },
          PAYMENT_MESSAGES.orderPlaced,
        );
      }
      const checkout = await requestCheckout(ctx, placed, customerId, request.log);
      if (!checkout) {
        // The storefront keeps the basket after a failed call and the shopper tries again: an order
        // left behind (its stock held until the unpaid sweep) would be placed twice.
        const undone = await undoUnstartedOrder(db, placed.id);
        throw new HttpError(502, undone ? PAYMENT_MESSAGES.orderNotPlaced : PAYMENT_MESSAGES.cardStartFailed);
      }
      const redirectUrl = await attachCheckout(ctx, placed.id, checkout);
      reply.code(201);
      return ok(
        { orderId: placed.id, number: placed.number, paymentMethod, redirectUrl },
        PAYMENT_MESSAGES.orderPlaced,
      );
    },
  );

  app.get<{ Querystring: { customerId?: string }; Reply: ApiEnvelope<Order[]> }>(
    '/getOrdersByCustomer',
    doc('Order', "All of the caller's orders, newest first", true, DOCS.ordersByCustomer),
    async (request) => {
      const customerId = ownCustomerId(request, request.query.customerId, 'customerId');
      return ok(await listCustomerOrders(db, customerId));
    },
  );

  app.get<{ Querystring: { page?: string }; Reply: ApiEnvelope<OrderListPage> }>(
    '/list',
    doc('Order', "The caller's orders, 10 per page", true, DOCS.orderList),
    async (request) => {
      const customerId = currentUser(request).id;
      const total = await countCustomerOrders(db, customerId);
      const totalPages = Math.max(1, Math.ceil(total / ORDER_LIST_PAGE_SIZE));
      // Read like the catalogue's pages; a page past the end shows the last one.
      const page = Math.min(pageNumber(request.query.page), totalPages);
      const orders = await listCustomerOrders(db, customerId, {
        limit: ORDER_LIST_PAGE_SIZE,
        offset: (page - 1) * ORDER_LIST_PAGE_SIZE,
      });
      return ok({ orders, page, totalPages, total });
    },
  );

  app.post<{ Reply: ApiEnvelope<Order | null> }>(
    '/cancelOrder',
    doc('Order', 'Cancel a pending or confirmed order; restores stock', true, DOCS.cancelOrder),
    async (request) => {
      const orderId = await ownOrder(request, readBody(request.body).orderId);
      await changeOrderStatus(db, { id: orderId }, 'cancelled', {
        allowedFrom: CUSTOMER_CANCELLABLE,
        refusePaid: true,
      });
      await closeOpenCheckout(db, orderId, ctx.cardPayments);
      return ok(await findOrder(db, orderId), PAYMENT_MESSAGES.cancelled);
    },
  );

  app.post<{ Reply: ApiEnvelope<RetryPaymentResponse> }>(
    '/retryStripePayment',
    doc('Order', 'Start a new card payment for an unpaid card order', true, DOCS.retryPayment),
    async (request) => {
      await hitRateLimit(db, RATE_RULES.paymentRetryPerCustomer, String(currentUser(request).id));
      const orderId = await ownOrder(request, readBody(request.body).orderId);
      const order = await findOrder(db, orderId);
      if (!order) throw notFound('Order not found');
      if (order.paymentMethod !== 'stripe') throw conflict(PAYMENT_MESSAGES.notCardOrder);
      if (isPaid(order)) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      if (order.status !== 'pending') throw conflict(PAYMENT_MESSAGES.notPayable);
      return ok({ url: await newPaymentPage(order, request) });
    },
  );
};
