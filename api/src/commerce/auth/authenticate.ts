// Bearer-token authentication and the ownership rule: a call that names a customer or an order
// must name the caller's own, otherwise it is refused with 403 whatever id is sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import { forbidden, unauthorized } from '../../http/errors';
import { isAbsent, requirePresent, toId } from '../../http/ids';
import { useToken } from './tokens';

export interface AuthUser {
  id: number;
  /** the raw bearer token of this request, so logout can revoke exactly it */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `authenticate`; null on routes that do not require a login */
    user: AuthUser | null;
  }
}

export const NOT_LOGGED_IN = 'Please log in to continue';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Checks the bearer token, and renews its session: every authenticated call counts as activity. */
export function createAuthenticate(db: Queryable, idleMinutes: number) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(NOT_LOGGED_IN);
    const token = bearerToken(request);
    const userId = token ? await useToken(db, token, idleMinutes) : null;
    if (!token || userId === null) throw unauthorized(SESSION_EXPIRED);
    request.user = { id: userId, token };
  };
}

/** The logged-in user; only call on routes guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(NOT_LOGGED_IN);
  return request.user;
}

/**
 * The customer id a request names, which must be the caller's own: any other id, a malformed or
 * out-of-range one included, answers the same 403, so an answer never depends on what was sent.
 * Nothing sent means the caller, unless the call requires the id (400 '{field} is required').
 */
export function ownCustomerId(
  request: FastifyRequest,
  raw: unknown,
  field: string,
  options: { required?: boolean } = {},
): number {
  const user = currentUser(request);
  if (options.required) requirePresent(raw, field);
  if (!isAbsent(raw) && toId(raw) !== user.id) throw forbidden('You can only access your own account');
  return user.id;
}
