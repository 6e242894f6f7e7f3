// /order/*: place, list, cancel and retry payment. Every call that names a customer or an order
// must name the caller's own (403 otherwise). Parse, call the service, answer.
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type {
  ApiEnvelope,
  CreateOrderResult,
  Order,
  OrderListPage,
  RetryPaymentResponse,
} from '@storefront/shared/types';
import { forbidden } from '../../http/errors';
import { toId } from '../../http/ids';
import { validate } from '../../http/validate';
import { ok } from '../../http/reply';
import { pageNumber } from '../../catalog/listing-query';
import { currentUser, ownCustomerId } from '../auth/authenticate';
import { doc, DOCS } from '../api-docs';
import type { CommerceContext, CommerceRouteOptions } from '../commerce-context';
import { readBody } from '../request-body';
import { bodyOf } from '../request-schemas';
import { hitRateLimit, RATE_RULES } from '../security/rate-limiter';
import { cancelCustomerOrder, checkout, PAYMENT_MESSAGES, retryCardPayment } from './checkout';
import { readIdempotencyKey, REPLAYED_HEADER } from '../orders/order-idempotency';
import { readOrderRequest } from './order-request';
import { countCustomerOrders, findOrderOwner, listCustomerOrders } from '../orders/orders-repository';
import { withDeliveryPromise } from '../orders/order-status';

export { PAYMENT_MESSAGES };
export const ORDER_LIST_PAGE_SIZE = 10;

const checkoutDeps = (ctx: CommerceContext, request: FastifyRequest) => ({ ...ctx, log: request.log });

export const orderRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  const { db } = ctx;
  app.addHook('preHandler', ctx.authenticate);
  /** Orders as the shopper reads them: the expected delivery date from the shop's promise. */
  const promised = (orders: Order[]) => orders.map((o) => withDeliveryPromise(o, ctx.config.policies.deliveryDays));

  /**
   * The order a request names, after checking it is the caller's. An id that names no order, or
   * is no id at all, gets the same 403 as another customer's, so answers do not reveal which
   * order ids exist.
   */
  const ownOrder = async (
    request: FastifyRequest,
    route: 'POST /order/cancelOrder' | 'POST /order/retryStripePayment',
  ) => {
    // Only the field this route reads is validated: whatever else the body holds is ignored.
    const rawId = readBody(request.body).orderId;
    const orderId = toId(validate(bodyOf(route), { orderId: rawId }).orderId);
    const owner = orderId === null ? null : await findOrderOwner(db, orderId);
    if (orderId === null || owner !== currentUser(request).id) throw forbidden('You can only access your own orders');
    return orderId;
  };

  app.post<{ Reply: ApiEnvelope<CreateOrderResult> }>(
    '/create',
    doc('Order', 'Place an order (cod or card)', true, DOCS.createOrder),
    async (request, reply) => {
      await hitRateLimit(db, RATE_RULES.orderCreatePerCustomer, String(currentUser(request).id));
      const key = readIdempotencyKey(request.headers);
      const { order, replayed } = await checkout(checkoutDeps(ctx, request), readOrderRequest(request), key);
      // Only an answer that carries the key's order is marked as a replay; a 409 is an ordinary refusal.
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      else reply.code(201);
      return ok(order, PAYMENT_MESSAGES.orderPlaced);
    },
  );

  app.get<{ Querystring: { customerId?: string }; Reply: ApiEnvelope<Order[]> }>(
    '/getOrdersByCustomer',
    doc('Order', "All of the caller's orders, newest first", true, DOCS.ordersByCustomer),
    async (request) => {
      const customerId = ownCustomerId(request, request.query.customerId, 'customerId');
      return ok(promised(await listCustomerOrders(db, customerId)));
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
      return ok({ orders: promised(orders), page, totalPages, total });
    },
  );

  app.post<{ Reply: ApiEnvelope<Order | null> }>(
    '/cancelOrder',
    doc('Order', 'Cancel a pending or confirmed order; restores stock', true, DOCS.cancelOrder),
    async (request) => {
      const orderId = await ownOrder(request, 'POST /order/cancelOrder');
      return ok(await cancelCustomerOrder(checkoutDeps(ctx, request), orderId), PAYMENT_MESSAGES.cancelled);
    },
  );

  app.post<{ Reply: ApiEnvelope<RetryPaymentResponse> }>(
    '/retryStripePayment',
    doc('Order', 'Start a new card payment for an unpaid card order', true, DOCS.retryPayment),
    async (request) => {
      const customerId = currentUser(request).id;
      await hitRateLimit(db, RATE_RULES.paymentRetryPerCustomer, String(customerId));
      const orderId = await ownOrder(request, 'POST /order/retryStripePayment');
      return ok({ url: await retryCardPayment(checkoutDeps(ctx, request), orderId, customerId) });
    },
  );
  done();
};
