// PostgreSQL text cannot hold the NUL character (U+0000): a query carrying one fails inside the
// driver, which would surface as a 500. Every text input is checked here first, in one place (a
// global preValidation hook for query, params and bodies, and the commerce body reader), so such a
// request answers 400 and nothing is written.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from './errors';

export const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which is not allowed in text';

const MAX_DEPTH = 32;

/** The path of the first string (or object key) holding a NUL character, or null. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path || 'body';
    const found = findNul(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws a 400 naming the field when `value` holds a NUL character anywhere. */
export function assertNoNul(value: unknown, path = ''): void {
  const field = findNul(value, path);
  if (field !== null) {
    const name = field || 'body';
    throw badRequest(NUL_MESSAGE, { [name]: `${name} must not contain a NUL character` });
  }
}

/** Global preValidation hook: query, route params and the parsed body. */
export function rejectNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  assertNoNul(request.params);
  assertNoNul(request.query);
  assertNoNul(request.body);
  done();
}
