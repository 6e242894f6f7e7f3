// /order/*: place, list, cancel and retry payment. Every call that names a customer or an order
// must name the caller's own (403 otherwise).
import type { FastifyPluginAsync } from 'fastify';
import type {
  ApiEnvelope, CreateOrderResult, Order, OrderListPage, RetryPaymentResponse,
} from '@storefront/shared/types';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { assertSelf, currentUser } from '../auth/authenticate';
import { doc, DOCS } from '../api-docs';
import type { CommerceContext, CommerceRouteOptions } from '../commerce-context';
import { findUserById } from '../customers/users-repository';
import { readBody, validateBody } from '../request-body';
import { parseId, parseOptionalId } from '../../http/ids';
import { createOrderSchema, MAX_LINE_QUANTITY, MAX_ORDER_LINES, MESSAGES, ORDER_LINE_SHAPE } from '../request-schemas';
import { sendOrderConfirmation } from './order-confirmation';
import { changeOrderStatus, CUSTOMER_CANCELLABLE, lockOrder } from './order-status';
import { countCustomerOrders, findOrder, findOrderOwner, listCustomerOrders } from './orders-repository';
import { ORDER_MESSAGES, placeOrder } from './place-order';

export const ORDER_LIST_PAGE_SIZE = 10;

export const PAYMENT_MESSAGES = {
  hbl: 'HBL Pay is not available yet. Please choose Cash On Delivery or card.',
  unknownMethod: MESSAGES.paymentMethodInvalid,
  orderPlaced: 'Your order has been placed successfully',
  cardStartFailed: 'We could not start the card payment. Please retry the payment from My Orders.',
  notCardOrder: 'This order is not paid by card',
  alreadyPaid: 'This order has already been paid',
  notPayable: 'This order can no longer be paid',
  cancelled: 'Your order has been cancelled',
};


/** Starts (or restarts) a card checkout for an order and remembers its reference. */
async function startCardPayment(ctx: CommerceContext, order: { id: number; number: string; grandTotal: number }, customerId: number) {
  const customer = await findUserById(ctx.db, customerId);
  let checkout;
  try {
    checkout = await ctx.cardPayments.startCheckout({ ...order, email: customer?.email ?? '' });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // The order stays (its stock reserved, until the unpaid-order timeout) with the payment
    // failed, so it can be retried; unless it was paid or cancelled meanwhile.
    await ctx.db.query(
      `UPDATE payments p SET status = 'failed', updated_at = now() FROM orders o
        WHERE p.order_id = $1 AND o.id = p.order_id AND o.status = 'pending' AND p.status IN ('pending', 'failed')`,
      [order.id],
    );
    throw new HttpError(502, PAYMENT_MESSAGES.cardStartFailed);
  }
  // Under the order lock (as a cancel or the release of unpaid orders takes it): the new attempt
  // is attached only to an order that is still pending and unpaid.
  const attached = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, { id: order.id });
    if (!locked || locked.status !== 'pending' || locked.paymentStatus === 'paid' || locked.paymentStatus === 'refunded') return null;
    await tx.query(`UPDATE payments SET provider_ref = $2, status = 'pending', updated_at = now() WHERE order_id = $1`, [order.id, checkout.ref]);
    return { previousRef: locked.providerRef };
  });
  if (!attached) {
    await ctx.cardPayments.cancelCheckout(checkout.ref);
    throw conflict(PAYMENT_MESSAGES.notPayable);
  }
  // The previous attempt can no longer take money (if it did just now, its payment still counts:
  // see settleCardPayment).
  if (attached.previousRef && attached.previousRef !== checkout.ref) await ctx.cardPayments.cancelCheckout(attached.previousRef);
  return checkout.url;
}

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
   * The order a request names, after checking it is the caller's. An id that names no order gets
   * the same 403 as another customer's, so answers do not reveal which order ids exist.
   */
  const ownOrder = async (request: Parameters<typeof currentUser>[0], rawId: unknown) => {
    const orderId = parseId(rawId, 'orderId');
    const owner = await findOrderOwner(db, orderId);
    if (owner !== currentUser(request).id) throw forbidden('You can only access your own orders');
    return orderId;
  };

  app.post<{ Reply: ApiEnvelope<CreateOrderResult> }>('/create', doc('Order', 'Place an order (cod or card)', true, DOCS.createOrder), async (request, reply) => {
    const input = readBody(request.body);
    const customerId = parseOptionalId(input.customerId, 'customerId') ?? currentUser(request).id;
    assertSelf(request, customerId);
    checkOrderLines(input.items);
    const rawMethod = typeof input.paymentMethod === 'string' ? input.paymentMethod.trim().toLowerCase() : input.paymentMethod;
    if (rawMethod === 'hbl') throw badRequest(PAYMENT_MESSAGES.hbl, { paymentMethod: PAYMENT_MESSAGES.hbl });
    const order = validateBody(createOrderSchema, { ...input, customerId, paymentMethod: rawMethod });
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
    const placed = await placeOrder(db, {
      customerId,
      addressId: parseId(order.addressId, 'addressId'),
      courierPricingId: parseId(order.courierPricingId, 'courierPricingId'),
      paymentMethod,
      items: lines,
    });
    reply.code(201);
    if (paymentMethod === 'cod') {
      await sendOrderConfirmation(db, ctx.mailer, placed.id);
      return ok({ orderId: placed.id, number: placed.number, paymentMethod, redirectUrl: null }, PAYMENT_MESSAGES.orderPlaced);
    }
    const redirectUrl = await startCardPayment(ctx, placed, customerId);
    return ok({ orderId: placed.id, number: placed.number, paymentMethod, redirectUrl }, PAYMENT_MESSAGES.orderPlaced);
  });

  app.get<{ Querystring: { customerId?: string }; Reply: ApiEnvelope<Order[]> }>('/getOrdersByCustomer', doc('Order', "All of the caller's orders, newest first", true, DOCS.ordersByCustomer), async (request) => {
    const customerId = parseOptionalId(request.query.customerId, 'customerId') ?? currentUser(request).id;
    assertSelf(request, customerId);
    return ok(await listCustomerOrders(db, customerId));
  });

  app.get<{ Querystring: { page?: string }; Reply: ApiEnvelope<OrderListPage> }>('/list', doc('Order', "The caller's orders, 10 per page", true, DOCS.orderList), async (request) => {
    const customerId = currentUser(request).id;
    const asked = Number.parseInt(String(request.query.page ?? '1'), 10);
    const total = await countCustomerOrders(db, customerId);
    const totalPages = Math.max(1, Math.ceil(total / ORDER_LIST_PAGE_SIZE));
    const page = Number.isFinite(asked) && asked >= 1 ? Math.min(asked, totalPages) : 1;
    const orders = await listCustomerOrders(db, customerId, { limit: ORDER_LIST_PAGE_SIZE, offset: (page - 1) * ORDER_LIST_PAGE_SIZE });
    return ok({ orders, page, totalPages, total });
  });

  app.post<{ Reply: ApiEnvelope<Order | null> }>('/cancelOrder', doc('Order', 'Cancel a pending or confirmed order; restores stock', true, DOCS.cancelOrder), async (request) => {
    const orderId = await ownOrder(request, readBody(request.body).orderId);
    await changeOrderStatus(db, { id: orderId }, 'cancelled', { allowedFrom: CUSTOMER_CANCELLABLE, refusePaid: true });
    // A card attempt still open at the provider must not take money for a cancelled order.
    const { rows } = await db.query<{ ref: string | null }>(`SELECT provider_ref AS ref FROM payments WHERE order_id = $1 AND method = 'stripe'`, [orderId]);
    if (rows[0]?.ref) await ctx.cardPayments.cancelCheckout(rows[0].ref);
    return ok(await findOrder(db, orderId), PAYMENT_MESSAGES.cancelled);
  });

  app.post<{ Reply: ApiEnvelope<RetryPaymentResponse> }>('/retryStripePayment', doc('Order', 'Start a new card payment for an unpaid card order', true, DOCS.retryPayment), async (request) => {
    const orderId = await ownOrder(request, readBody(request.body).orderId);
    const order = await findOrder(db, orderId);
    if (!order) throw notFound('Order not found');
    if (order.paymentMethod !== 'stripe') throw conflict(PAYMENT_MESSAGES.notCardOrder);
    if (order.payment.status === 'paid' || order.payment.status === 'refunded') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (order.status !== 'pending') throw conflict(PAYMENT_MESSAGES.notPayable);
    const url = await startCardPayment(ctx, order, currentUser(request).id);
    return ok({ url });
  });
};
