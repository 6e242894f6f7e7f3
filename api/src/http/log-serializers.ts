// What the logger writes for requests and errors. Secrets must never reach a log line:
//  - database errors (PGlite, node-postgres) carry the SQL text and its parameters (password
//    hashes, OTP digests, token hashes) and sometimes the offending key values: those properties
//    are dropped;
//  - request URLs may carry one-time references (the test gateway's `ref`) or tokens: their values
//    are replaced before the URL is logged (tools/redact-url.cjs).
import type { FastifyRequest } from 'fastify';

/** Error properties that can hold SQL text or values bound to it. */
const DROPPED_ERROR_KEYS = new Set([
  'query',
  'params',
  'parameters',
  'queryOptions',
  'values',
  'detail',
  'internalQuery',
]);

// The URL rule is shared with the static servers, which are plain Node scripts: one .cjs file.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module shared with plain Node scripts
const urlRedaction = require('../../../tools/redact-url.cjs') as { redactUrl: (url: string) => string };

export const { redactUrl } = urlRedaction;

/** Like Fastify's own request serializer, with the URL redacted. Other objects logged as `req` pass as they are. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  if (request === null || typeof request !== 'object' || typeof request.url !== 'string' || !request.raw) {
    return request as unknown as Record<string, unknown>;
  }
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Like pino's error serializer (type, message, stack, own properties, cause), minus SQL and values. */
export function serializeError(err: Error, depth = 0): SerializedError {
  const error = err as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: String(error.message ?? ''),
    stack: String(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key in out || DROPPED_ERROR_KEYS.has(key) || key === 'cause') continue;
    out[key] = value;
  }
  const cause = error.cause;
  if (cause !== undefined && depth < 5) {
    out.cause = cause !== null && typeof cause === 'object' ? serializeError(cause as Error, depth + 1) : cause;
  }
  return out;
}
