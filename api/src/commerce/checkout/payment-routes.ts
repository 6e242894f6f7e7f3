// /payment/*: the local test gateway (without a Stripe key) and the signed Stripe webhook (with
// one). Both settle payments through settleCardPayment, so they behave the same.
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import Stripe from 'stripe';
import { badRequest, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { publicSiteUrl } from '../commerce-config';
import { doc, DOCS } from '../api-docs';
import type { CommerceRouteOptions } from '../commerce-context';
import { isValidId, parseId } from '../../http/ids';
import { gatewayPage } from './gateway-page';
import { findCardAttempt } from '../orders/payments-repository';
import { resultPage, settleCardPayment, type PaymentOutcome } from './settle-payment';
import { walletRoutes } from './wallet-routes';
import { sessionMismatch } from './stripe-session-check';

const LINK_INVALID = 'This payment link is no longer valid. Please retry the payment from My Orders.';
const ORDER_CANCELLED = 'This order has been cancelled, so it can no longer be paid. Nothing has been charged.';

export { resultPage };

const gatewayRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  const { db, mailer, config } = ctx;
  // The gateway's forms post application/x-www-form-urlencoded.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, payload, done) => {
      done(null, Object.fromEntries(new URLSearchParams(payload as string)));
    });
  }

  const loadAttempt = async (rawId: string, ref: unknown) => {
    const orderId = parseId(rawId, 'orderId');
    const attempt = await findCardAttempt(db, orderId);
    if (!attempt || typeof ref !== 'string' || ref === '' || attempt.provider_ref !== ref) throw notFound(LINK_INVALID);
    return { orderId, ref, ...attempt };
  };

  app.get<{ Params: { orderId: string }; Querystring: { ref?: string } }>(
    '/:orderId',
    doc('Payment', 'Test gateway page (only without a Stripe key)', false, DOCS.gatewayPage),
    async (request, reply) => {
      const attempt = await loadAttempt(request.params.orderId, request.query.ref);
      const notice =
        attempt.status === 'paid'
          ? 'This order has already been paid.'
          : attempt.order_status === 'cancelled'
            ? ORDER_CANCELLED
            : undefined;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return gatewayPage({
        orderId: attempt.orderId,
        number: attempt.number,
        amount: Number(attempt.grand_total),
        ref: attempt.ref,
        notice,
      });
    },
  );

  const settle =
    (outcome: PaymentOutcome) =>
    async (
      request: { params: { orderId: string }; body: unknown },
      reply: { redirect(url: string, code: number): unknown },
    ) => {
      const ref = (request.body as { ref?: unknown } | null)?.ref;
      const attempt = await loadAttempt(request.params.orderId, ref);
      const result = await settleCardPayment(
        db,
        mailer,
        attempt.orderId,
        attempt.ref,
        outcome,
        undefined,
        config.policies.deliveryDays,
      );
      return reply.redirect(publicSiteUrl(config, resultPage(result, attempt.number)), 303);
    };
  app.post<{ Params: { orderId: string } }>(
    '/:orderId/pay',
    doc('Payment', 'Test gateway: pay', false, DOCS.gatewayAction),
    settle('paid'),
  );
  app.post<{ Params: { orderId: string } }>(
    '/:orderId/decline',
    doc('Payment', 'Test gateway: decline', false, DOCS.gatewayAction),
    settle('failed'),
  );
  done();
};

const stripeWebhookRoutes: FastifyPluginCallback<CommerceRouteOptions & { webhookSecret: string }> = (
  app,
  { ctx, webhookSecret },
  done,
) => {
  // Stripe signs the exact bytes it sent, so this route needs the raw body, not parsed JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, payload, done) => done(null, payload));

  app.post('/', doc('Payment', 'Stripe webhook (signed)', false, DOCS.stripeWebhook), async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest('Missing Stripe signature');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      throw badRequest('Invalid Stripe signature');
    }
    const outcomes: Partial<Record<string, PaymentOutcome>> = {
      'checkout.session.completed': 'paid',
      'checkout.session.async_payment_succeeded': 'paid',
      'checkout.session.async_payment_failed': 'failed',
      // The session can no longer be paid: the order is released at once (stock back).
      'checkout.session.expired': 'expired',
    };
    // Signed but not an event object, or without a session object (a malformed or test event):
    // nothing to settle. Own properties only: a type such as "constructor" names no outcome.
    const type = event !== null && typeof event === 'object' && typeof event.type === 'string' ? event.type : '';
    const outcome = Object.hasOwn(outcomes, type) ? outcomes[type] : undefined;
    const session = (type ? event.data?.object : null) as Stripe.Checkout.Session | null | undefined;
    if (outcome && session && typeof session === 'object' && typeof session.id === 'string') {
      const orderId = Number(session.metadata?.orderId ?? session.client_reference_id);
      // A completed session with a delayed method (bank debit) is not paid yet: wait for its next event.
      const settled = type === 'checkout.session.completed' && session.payment_status !== 'paid' ? null : outcome;
      if (isValidId(orderId) && settled) {
        const mismatch = await sessionMismatch(ctx.db, orderId, {
          id: session.id,
          amountTotal: session.amount_total,
          currency: session.currency,
        });
        if (mismatch) {
          // Still answered 200: Stripe retries any other answer, and this event will never match.
          request.log.warn(
            { event: event.type, orderId, session: session.id, mismatch },
            'Stripe event ignored: its session does not match the order it names',
          );
        } else {
          const result = await settleCardPayment(
            ctx.db,
            ctx.mailer,
            orderId,
            session.id,
            settled,
            (ref) => ctx.cardPayments.cancelCheckout(ref),
            ctx.config.policies.deliveryDays,
          );
          if (
            (result === 'ignored' || result === 'order-cancelled' || result === 'already-paid') &&
            settled === 'paid'
          ) {
            request.log.warn(
              { orderId, session: session.id, result },
              'payment received for a cancelled or already paid order: refund it',
            );
          }
        }
      }
    }
    return ok({ received: true });
  });
  done();
};

export const paymentRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (app, { ctx }) => {
  // The test gateway exists only while no Stripe key is configured.
  if (!ctx.config.stripeSecretKey) await app.register(gatewayRoutes, { prefix: '/gateway', ctx });
  // JazzCash and Easypaisa: their test gateways or their hosted-checkout routes.
  await app.register(walletRoutes, { ctx });
  if (ctx.config.stripeWebhookSecret) {
    await app.register(stripeWebhookRoutes, {
      prefix: '/stripe/webhook',
      ctx,
      webhookSecret: ctx.config.stripeWebhookSecret,
    });
  }
};
