// /payment/wallet/*, /payment/jazzcash/*, /payment/easypaisa/*: the mobile wallets. A wallet
// without merchant keys gets the local test gateway (mobile account number, Approve, Reject); one
// with keys gets the page that posts the signed request to its hosted checkout, the return URL
// the shopper comes back to, and the server-to-server notification. Every path ends in
// settleCardPayment, as a card payment does.
import type { FastifyInstance, FastifyPluginCallback, FastifyReply } from 'fastify';
import { MESSAGES, walletAccountField } from '@storefront/shared/validation';
import { isWalletMethod } from '@storefront/shared/config';
import type { WalletMethod } from '@storefront/shared/types';
import type { EasypaisaKeys, JazzCashKeys } from '../../config';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parseId } from '../../http/ids';
import { ok } from '../../http/reply';
import { doc, DOCS } from '../api-docs';
import { publicApiUrl, publicSiteUrl } from '../commerce-config';
import type { CommerceContext, CommerceRouteOptions } from '../commerce-context';
import {
  claimNotification,
  findCardAttempt,
  findCardSessions,
  unclaimNotification,
} from '../orders/payments-repository';
import { findOrderRecipient } from '../orders/orders-repository';
import {
  easypaisaAmountMatches,
  easypaisaCheckoutUrl,
  easypaisaConfirmUrl,
  easypaisaIpnDetailsUrl,
  easypaisaOutcome,
  easypaisaRequestFields,
  fetchEasypaisaTransaction,
  type EasypaisaTransaction,
} from './easypaisa';
import {
  jazzcashCheckoutUrl,
  jazzcashHashValid,
  jazzcashIpnAnswer,
  jazzcashOutcome,
  jazzcashRequestFields,
  toJazzCashAmount,
} from './jazzcash';
import { resultPage, settleCardPayment, type SettleResult } from './settle-payment';
import { providerRedirectPage, walletGatewayPage } from './wallet-pages';
import { orderIdOfWalletRef, walletLabel } from './wallet-payments';

const LINK_INVALID = 'This payment link is no longer valid. Please retry the payment from My Orders.';
const ORDER_CANCELLED = 'This order has been cancelled, so it can no longer be paid. Nothing has been charged.';

export const NOTIFICATION_MESSAGES = {
  forged: 'This payment notification could not be verified',
  replayed: 'This payment notification has already been processed',
  unreadable: 'The payment details could not be read from Easypaisa',
};

/** Form posts (the gateway's buttons, JazzCash's return) as plain objects of strings. */
function acceptForms(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, payload, done) => {
    done(null, Object.fromEntries(new URLSearchParams(payload as string)));
  });
}

/** Only the string fields of a body or query: whatever else it holds is ignored. */
function stringFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

const html = (reply: FastifyReply) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');

/** The current attempt a link names, for a test gateway or a provider's checkout page. */
async function loadAttempt(ctx: CommerceContext, method: WalletMethod, rawId: string, ref: unknown) {
  const orderId = parseId(rawId, 'orderId');
  const attempt = await findCardAttempt(ctx.db, orderId, method);
  if (!attempt || typeof ref !== 'string' || ref === '' || attempt.provider_ref !== ref) throw notFound(LINK_INVALID);
  return { orderId, ref, ...attempt, grandTotal: Number(attempt.grand_total) };
}

const settledNotice = (attempt: { status: string; order_status: string }) =>
  attempt.status === 'paid'
    ? 'This order has already been paid.'
    : attempt.order_status === 'cancelled'
      ? ORDER_CANCELLED
      : undefined;

/** What a provider's message says about one attempt, to be checked against the order. */
interface WalletNotice {
  ref: string;
  outcome: 'paid' | 'failed' | 'waiting';
  amountMatches: (grandTotal: number) => boolean;
  /** the order number the message carries, when it carries one */
  orderNumber?: string;
}

type NoticeVerdict =
  | { settled: SettleResult | 'waiting'; number: string }
  | { refused: 'forged'; why: string }
  | { refused: 'replayed'; number: string };

/**
 * Settles a verified provider message once: its reference must be an attempt of an order paid by
 * this wallet, for the order's grand total and order number; the same transaction a second time
 * (resent or replayed) is refused and changes nothing.
 */
async function settleNotice(ctx: CommerceContext, method: WalletMethod, notice: WalletNotice): Promise<NoticeVerdict> {
  const orderId = orderIdOfWalletRef(notice.ref);
  const order = orderId === null ? null : await findCardSessions(ctx.db, orderId, method);
  if (orderId === null || !order || !order.refs.includes(notice.ref))
    return { refused: 'forged', why: 'unknown-attempt' };
  if (!notice.amountMatches(order.grandTotal)) return { refused: 'forged', why: 'amount' };
  if (notice.orderNumber !== undefined && notice.orderNumber !== order.number) {
    return { refused: 'forged', why: 'order-reference' };
  }
  if (notice.outcome === 'waiting') return { settled: 'waiting', number: order.number };
  if (!(await claimNotification(ctx.db, method, notice.ref, orderId)))
    return { refused: 'replayed', number: order.number };
  try {
    const settled = await settleCardPayment(
      ctx.db,
      ctx.mailer,
      orderId,
      notice.ref,
      notice.outcome,
      undefined,
      ctx.config.policies.deliveryDays,
    );
    return { settled, number: order.number };
  } catch (err) {
    await unclaimNotification(ctx.db, method, notice.ref);
    throw err;
  }
}

/** Logs what needs a person: a refused message, and money taken for an order that cannot have it. */
function logVerdict(log: FastifyInstance['log'], method: WalletMethod, ref: string, verdict: NoticeVerdict): void {
  if ('refused' in verdict) {
    log.warn(
      { method, ref, refused: verdict.refused, why: 'why' in verdict ? verdict.why : undefined },
      'wallet notification refused',
    );
  } else if (verdict.settled === 'order-cancelled' || verdict.settled === 'ignored') {
    log.warn(
      { method, ref, result: verdict.settled },
      'wallet payment for a cancelled or replaced attempt: check and refund it',
    );
  }
}

const testGatewayRoutes: FastifyPluginCallback<CommerceRouteOptions & { method: WalletMethod }> = (
  app,
  { ctx, method },
  done,
) => {
  acceptForms(app);
  type Params = { orderId: string };
  app.get<{ Params: Params; Querystring: { ref?: string } }>(
    '/:orderId',
    doc(
      'Payment',
      `${walletLabel(method)} test gateway page (only without its merchant keys)`,
      false,
      DOCS.walletGatewayPage,
    ),
    async (request, reply) => {
      const attempt = await loadAttempt(ctx, method, request.params.orderId, request.query.ref);
      html(reply);
      return walletGatewayPage({
        method,
        orderId: attempt.orderId,
        number: attempt.number,
        amount: attempt.grandTotal,
        ref: attempt.ref,
        notice: settledNotice(attempt),
      });
    },
  );

  const settle = async (orderId: number, ref: string, number: string, outcome: 'paid' | 'failed') => {
    const result = await settleCardPayment(
      ctx.db,
      ctx.mailer,
      orderId,
      ref,
      outcome,
      undefined,
      ctx.config.policies.deliveryDays,
    );
    return publicSiteUrl(ctx.config, resultPage(result, number));
  };

  app.post<{ Params: Params }>(
    '/:orderId/approve',
    doc('Payment', `${walletLabel(method)} test gateway: approve`, false, DOCS.walletGatewayAction),
    async (request, reply) => {
      const body = stringFields(request.body);
      const attempt = await loadAttempt(ctx, method, request.params.orderId, body.ref);
      const notice = settledNotice(attempt);
      let account: string;
      try {
        account = walletAccountField().validateSync(body.account ?? '');
      } catch (err) {
        const error = err instanceof Error ? err.message : MESSAGES.walletAccountInvalid;
        html(reply).code(400);
        return walletGatewayPage({
          method,
          orderId: attempt.orderId,
          number: attempt.number,
          amount: attempt.grandTotal,
          ref: attempt.ref,
          account: (body.account ?? '').slice(0, 17),
          error,
          notice,
        });
      }
      request.log.info(
        { method, orderId: attempt.orderId, accountEnd: account.slice(-4) },
        'test wallet payment approved',
      );
      return reply.redirect(await settle(attempt.orderId, attempt.ref, attempt.number, 'paid'), 303);
    },
  );
  app.post<{ Params: Params }>(
    '/:orderId/reject',
    doc('Payment', `${walletLabel(method)} test gateway: reject`, false, DOCS.walletGatewayAction),
    async (request, reply) => {
      const attempt = await loadAttempt(ctx, method, request.params.orderId, stringFields(request.body).ref);
      return reply.redirect(await settle(attempt.orderId, attempt.ref, attempt.number, 'failed'), 303);
    },
  );
  done();
};

const jazzcashRoutes: FastifyPluginCallback<CommerceRouteOptions & { keys: JazzCashKeys }> = (
  app,
  { ctx, keys },
  done,
) => {
  acceptForms(app);
  app.get<{ Params: { orderId: string }; Querystring: { ref?: string } }>(
    '/checkout/:orderId',
    doc('Payment', 'JazzCash: the signed form to its hosted checkout', false, DOCS.providerCheckoutPage),
    async (request, reply) => {
      const attempt = await loadAttempt(ctx, 'jazzcash', request.params.orderId, request.query.ref);
      if (settledNotice(attempt)) throw notFound(LINK_INVALID);
      const fields = jazzcashRequestFields(keys, {
        ref: attempt.ref,
        orderNumber: attempt.number,
        grandTotal: attempt.grandTotal,
        returnUrl: publicApiUrl(ctx.config, '/payment/jazzcash/return'),
        nowMs: Date.now(),
        expiresInMinutes: ctx.config.cardPaymentTimeoutMinutes,
      });
      html(reply);
      return providerRedirectPage({
        method: 'jazzcash',
        number: attempt.number,
        action: jazzcashCheckoutUrl(keys),
        fields,
        button: 'Continue to JazzCash',
      });
    },
  );

  /** A JazzCash message, checked: signed with our salt, for our merchant account. */
  const verify = (fields: Record<string, string>): WalletNotice | null => {
    if (!jazzcashHashValid(fields, keys.integritySalt) || fields.pp_MerchantID !== keys.merchantId) return null;
    if (fields.pp_TxnCurrency !== undefined && fields.pp_TxnCurrency !== 'PKR') return null;
    return {
      ref: fields.pp_TxnRefNo ?? '',
      outcome: jazzcashOutcome(fields.pp_ResponseCode),
      amountMatches: (total) => fields.pp_Amount === toJazzCashAmount(total),
      orderNumber: fields.pp_BillReference,
    };
  };

  app.post(
    '/notify',
    doc('Payment', 'JazzCash: payment notification (IPN), signed', false, DOCS.walletNotification),
    async (request) => {
      const notice = verify(stringFields(request.body));
      if (!notice) {
        request.log.warn({ method: 'jazzcash' }, 'wallet notification refused: bad signature');
        throw badRequest(NOTIFICATION_MESSAGES.forged);
      }
      const verdict = await settleNotice(ctx, 'jazzcash', notice);
      logVerdict(request.log, 'jazzcash', notice.ref, verdict);
      if ('refused' in verdict) {
        throw verdict.refused === 'replayed'
          ? conflict(NOTIFICATION_MESSAGES.replayed)
          : badRequest(NOTIFICATION_MESSAGES.forged);
      }
      return jazzcashIpnAnswer(keys, '000', 'Notification received');
    },
  );

  app.post(
    '/return',
    doc('Payment', "JazzCash: the shopper's return (signed)", false, DOCS.walletReturn),
    async (request, reply) => {
      const notice = verify(stringFields(request.body));
      if (!notice) throw badRequest(NOTIFICATION_MESSAGES.forged);
      const verdict = await settleNotice(ctx, 'jazzcash', notice);
      logVerdict(request.log, 'jazzcash', notice.ref, verdict);
      if ('why' in verdict) throw badRequest(NOTIFICATION_MESSAGES.forged);
      // Settled now, or already by the notification: the page shows the order as it stands.
      const orderId = orderIdOfWalletRef(notice.ref)!;
      const attempt = await findCardAttempt(ctx.db, orderId, 'jazzcash');
      const now: SettleResult =
        attempt?.status === 'paid' ? 'paid' : attempt?.order_status === 'cancelled' ? 'order-cancelled' : 'failed';
      return reply.redirect(publicSiteUrl(ctx.config, resultPage(now, verdict.number)), 303);
    },
  );
  done();
};

const easypaisaRoutes: FastifyPluginCallback<CommerceRouteOptions & { keys: EasypaisaKeys }> = (
  app,
  { ctx, keys },
  done,
) => {
  acceptForms(app);
  const postBackUrl = publicApiUrl(ctx.config, '/payment/easypaisa/return');
  app.get<{ Params: { orderId: string }; Querystring: { ref?: string } }>(
    '/checkout/:orderId',
    doc('Payment', 'Easypaisa: the encrypted request to its hosted checkout', false, DOCS.providerCheckoutPage),
    async (request, reply) => {
      const attempt = await loadAttempt(ctx, 'easypaisa', request.params.orderId, request.query.ref);
      if (settledNotice(attempt)) throw notFound(LINK_INVALID);
      const recipient = await findOrderRecipient(ctx.db, attempt.orderId);
      const fields = easypaisaRequestFields(keys, {
        ref: attempt.ref,
        grandTotal: attempt.grandTotal,
        email: recipient?.email ?? '',
        postBackUrl,
        nowMs: Date.now(),
        expiresInMinutes: ctx.config.cardPaymentTimeoutMinutes,
      });
      html(reply);
      return providerRedirectPage({
        method: 'easypaisa',
        number: attempt.number,
        action: easypaisaCheckoutUrl(keys),
        fields,
        button: 'Continue to Easypaisa',
      });
    },
  );

  // Easypay sends the browser back twice: with an auth_token to confirm, then with the result,
  // which is unsigned: the page shows the order as it stands (paid only by the notification).
  const back = async (query: Record<string, string>, reply: FastifyReply) => {
    if (query.auth_token) {
      html(reply);
      return providerRedirectPage({
        method: 'easypaisa',
        number: '',
        action: easypaisaConfirmUrl(keys),
        fields: { auth_token: query.auth_token.slice(0, 200), postBackURL: postBackUrl },
        button: 'Confirm and pay with Easypaisa',
      });
    }
    const orderId = orderIdOfWalletRef(query.orderRefNumber);
    const attempt = orderId === null ? null : await findCardAttempt(ctx.db, orderId, 'easypaisa');
    if (!attempt) throw badRequest(LINK_INVALID);
    const now: SettleResult =
      attempt.status === 'paid' ? 'paid' : attempt.order_status === 'cancelled' ? 'order-cancelled' : 'failed';
    return reply.redirect(publicSiteUrl(ctx.config, resultPage(now, attempt.number)), 303);
  };
  app.get('/return', doc('Payment', "Easypaisa: the shopper's return", false, DOCS.walletReturn), (request, reply) =>
    back(stringFields(request.query), reply),
  );
  app.post('/return', doc('Payment', "Easypaisa: the shopper's return", false, DOCS.walletReturn), (request, reply) =>
    back({ ...stringFields(request.query), ...stringFields(request.body) }, reply),
  );

  const notify = async (query: Record<string, string>, log: FastifyInstance['log']) => {
    const url = easypaisaIpnDetailsUrl(keys, query.url);
    if (!url) {
      log.warn({ method: 'easypaisa' }, 'wallet notification refused: not an Easypay URL');
      throw badRequest(NOTIFICATION_MESSAGES.forged);
    }
    const tx: EasypaisaTransaction | null = await fetchEasypaisaTransaction(url);
    if (!tx) throw badRequest(NOTIFICATION_MESSAGES.unreadable);
    if (tx.storeId !== keys.storeId) throw badRequest(NOTIFICATION_MESSAGES.forged);
    const verdict = await settleNotice(ctx, 'easypaisa', {
      ref: tx.orderId,
      outcome: easypaisaOutcome(tx.status),
      amountMatches: (total) => easypaisaAmountMatches(tx.amount, total),
    });
    logVerdict(log, 'easypaisa', tx.orderId, verdict);
    if ('refused' in verdict) {
      throw verdict.refused === 'replayed'
        ? conflict(NOTIFICATION_MESSAGES.replayed)
        : badRequest(NOTIFICATION_MESSAGES.forged);
    }
    return ok({ received: true });
  };
  app.get(
    '/notify',
    doc('Payment', 'Easypaisa: payment notification (IPN)', false, DOCS.walletNotification),
    (request) => notify(stringFields(request.query), request.log),
  );
  app.post(
    '/notify',
    doc('Payment', 'Easypaisa: payment notification (IPN)', false, DOCS.walletNotification),
    (request) => notify({ ...stringFields(request.query), ...stringFields(request.body) }, request.log),
  );
  done();
};

/** Registers, per wallet, its test gateway or its hosted-checkout routes (see wallet-payments.ts). */
export const walletRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  for (const [method, provider] of Object.entries(ctx.walletPayments)) {
    if (!isWalletMethod(method) || !provider) continue;
    if (provider.provider === 'wallet-test-gateway') {
      void app.register(testGatewayRoutes, { prefix: `/wallet/${method}`, ctx, method });
    }
  }
  if (ctx.config.jazzcash) void app.register(jazzcashRoutes, { prefix: '/jazzcash', ctx, keys: ctx.config.jazzcash });
  if (ctx.config.easypaisa)
    void app.register(easypaisaRoutes, { prefix: '/easypaisa', ctx, keys: ctx.config.easypaisa });
  done();
};
