// Turns every failure into the failure envelope { success: false, mess, message, errors? }.
// Bad input of any kind answers 4xx with a clear message; anything unexpected is logged and
// answered with a generic 500 (never a stack trace or SQL text).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFailure, FailureReason } from '@storefront/shared/types';
import { echoed, HttpError, RateLimitError, type FieldErrors } from './errors';
import type { AllowedMethods } from './route-methods';
import { requestLanguage } from '../i18n';
import { failureIn } from '../i18n/error-text';

export function failure(mess: string, errors?: FieldErrors, reason?: FailureReason): ApiFailure {
  return {
    success: false,
    mess,
    message: mess,
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
    ...(reason ? { reason } : {}),
  };
}

interface SchemaError {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field name of one JSON-schema failure: the path of the bad value, plus the missing property. */
function fieldOf(error: SchemaError, context: string | undefined): string {
  const fromPath = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params?.missingProperty;
  if (typeof missing === 'string') return fromPath ? `${fromPath}.${missing}` : missing;
  return fromPath || context || 'request';
}

function detailOf(error: SchemaError): string {
  if (error.keyword === 'required') return 'is required';
  const allowed = error.params?.allowedValues;
  if (error.keyword === 'enum' && Array.isArray(allowed)) return `must be one of: ${allowed.join(', ')}`;
  return error.message ?? 'is invalid';
}

function schemaFailure(error: FastifyError): ApiFailure {
  const errors: FieldErrors = {};
  for (const item of (error.validation ?? []) as SchemaError[]) {
    const field = fieldOf(item, error.validationContext);
    if (!(field in errors)) errors[field] = `${field} ${detailOf(item)}`;
  }
  const first = Object.values(errors)[0] ?? 'The request is invalid';
  return failure(first, errors);
}

/**
 * Every refusal goes out here: in Urdu when the request prefers it (Accept-Language) and the
 * catalogue knows the English text, otherwise as written.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, body: ApiFailure) {
  return reply.status(status).send(failureIn(body, requestLanguage(request)));
}

// Fastify's own request errors, with messages a person can act on.
const KNOWN_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type; send application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  // Raised by the router before any route runs (see frameworkErrorHandler).
  FST_ERR_BAD_URL: [400, 'The address is not valid: it contains a malformed %-escape'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the address is too long'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be routed'],
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error instanceof RateLimitError) reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterSeconds)));
    return refuse(request, reply, error.statusCode, failure(error.message, error.errors, error.reason));
  }
  if (error.validation) {
    return refuse(request, reply, 400, schemaFailure(error));
  }
  const known = error.code ? KNOWN_CODES[error.code] : undefined;
  if (known) {
    return refuse(request, reply, known[0], failure(known[1]));
  }
  // JSON.parse failures surface as SyntaxError with a 400 status in some Fastify versions.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return refuse(request, reply, 400, failure('Malformed JSON body'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Errors raised on purpose by plugins (rate limit, etc.) carry a message meant for the client.
    return refuse(request, reply, status, failure(error.message || 'The request could not be processed'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return refuse(request, reply, 500, failure('Something went wrong'));
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before a route is found (a bad
 * %-escape in the path, an over-long path parameter). Answered with the failure envelope, and
 * without echoing the path back.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? KNOWN_CODES[error.code] : undefined;
  if (known) {
    void refuse(request, reply, known[0], failure(known[1]));
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void refuse(request, reply, status, failure('The request could not be processed'));
}

/** Every route's path fits, with room for a parameter; a longer one is cut. */
const MAX_ECHOED_PATH = 120;

/**
 * An address no route serves: 404, or 405 with the methods it does answer to when only the
 * method is wrong (allowedMethods from route-methods.ts).
 */
export function createNotFoundHandler(allowedMethods: AllowedMethods) {
  return function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0];
    const shown = echoed(path, MAX_ECHOED_PATH);
    const allowed = allowedMethods(path);
    // A method the path does answer to that still lands here (a missing file under a wildcard
    // route) is simply not found.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return refuse(
        request,
        reply,
        405,
        failure(`Method ${request.method} is not allowed for ${shown}; use ${allowed.join(' or ')}`),
      );
    }
    return refuse(request, reply, 404, failure(`Route ${request.method} ${shown} not found`));
  };
}
