// Routes for the shop's own commands, not for browsers. Registered only when the server holds the
// embedded database's folder (PGlite): the order:status command cannot open that folder while the
// server runs, so it sends the change here instead. Three checks guard it:
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
  done();
};
