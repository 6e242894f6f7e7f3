// Routes for the shop's own commands, not for browsers. Registered only when the server holds the
// embedded database's folder (PGlite): the order:status and return:status commands cannot open
// that folder while the server runs, so they send the change here instead. Three checks guard it:
//  - the connection comes from this machine (loopback), and not through a proxy (no forwarding
//    header: the shell's proxy always adds one);
//  - the bearer token the server wrote, readable only by its own user, in its data folder;
//  - it lives outside /api, so the shell's proxy never forwards to it.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { describeChange, isOrderStatus, ORDER_STATUSES } from '../commerce/orders/order-status';
import type { CardPayments } from '../commerce/checkout/card-payments';
import { changeStatusByCommand } from './command-status-change';
import { sha256 } from '../commerce/security/secrets';
import { badRequest, echoed, forbidden, unauthorized } from '../http/errors';
import { ok } from '../http/reply';
import { createMailer } from '../commerce/mail/mailer';
import { isReturnStatus, RETURN_STATUSES } from '../commerce/returns/return-policy';
import { changeReturnByCommand } from './command-return-change';

export const ADMIN_PREFIX = '/admin';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export const ADMIN_MESSAGES = {
  notLocal: 'This route only answers commands run on the server itself',
  badToken: 'Missing or wrong admin token',
};

function isLocalDirect(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.test(peer) && !proxied;
}

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  // Compared as digests: equal length whatever was sent, and in constant time.
  return timingSafeEqual(Buffer.from(sha256(match[1]), 'hex'), Buffer.from(sha256(token), 'hex'));
}

export const adminRoutes: FastifyPluginCallback<{ token: string; cardPayments: CardPayments }> = (
  app,
  { token, cardPayments },
  done,
) => {
  app.addHook('onRequest', (request, _reply, next) => {
    if (!isLocalDirect(request)) throw forbidden(ADMIN_MESSAGES.notLocal);
    if (!tokenMatches(request, token)) throw unauthorized(ADMIN_MESSAGES.badToken);
    next();
  });

  app.post<{ Body: unknown }>('/order-status', { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { number?: unknown; status?: unknown };
    const number = typeof body.number === 'string' ? body.number.trim().toUpperCase() : '';
    const status = typeof body.status === 'string' ? body.status.trim().toLowerCase() : '';
    if (!number) throw badRequest('number is required', { number: 'number is required' });
    if (!isOrderStatus(status)) {
      const mess = `Unknown status "${echoed(status)}". Use one of: ${ORDER_STATUSES.join(', ')}.`;
      throw badRequest(mess, { status: mess });
    }
    const change = await changeStatusByCommand(app.db, number, status, cardPayments);
    return ok(change, describeChange(change));
  });

  // return:status: moves a return along (received restocks, refunded and rejected mail the shopper).
  const mailer = createMailer(app.db, app.config, app.log);
  app.addHook('onClose', () => mailer.idle());
  app.post<{ Body: unknown }>('/return-status', { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { number?: unknown; status?: unknown; reason?: unknown };
    const number = typeof body.number === 'string' ? body.number.trim().toUpperCase() : '';
    const status = typeof body.status === 'string' ? body.status.trim().toLowerCase() : '';
    const reason = typeof body.reason === 'string' ? body.reason : undefined;
    if (!number) throw badRequest('number is required', { number: 'number is required' });
    if (!isReturnStatus(status)) {
      const mess = `Unknown status "${echoed(status)}". Use one of: ${RETURN_STATUSES.join(', ')}.`;
      throw badRequest(mess, { status: mess });
    }
    const { change, line } = await changeReturnByCommand(
      { db: app.db, mailer, policies: app.config.policies, publicOrigin: app.config.publicOrigin },
      number,
      status,
      reason,
    );
    return ok(change, line);
  });
  done();
};
