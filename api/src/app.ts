// Builds the Fastify application (without listening) so tests and the server share one setup.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loadCommonPasswords } from '@storefront/shared/validation';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import { applyCacheControl } from './http/cache-control';
import { clientErrorHandler } from './http/client-error';
import { createNotFoundHandler, errorHandler, frameworkErrorHandler } from './http/error-handler';
import { trackRouteMethods } from './http/route-methods';
import { serializeError, serializeRequest } from './http/log-serializers';
import { rejectNulCharacters } from './http/nul-guard';
import { createTrustProxy } from './http/trust-proxy';
import { ok } from './http/reply';
import { HttpError } from './http/errors';
import { catalogPlugin } from './catalog/catalog-plugin';
import { mediaPlugin } from './media/media-plugin';
import { commercePlugin } from './commerce/index';
import { createCardPayments, type CardPayments } from './commerce/checkout/card-payments';
import { ADMIN_PREFIX, adminRoutes } from './admin/admin-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Where catalogue reads go: a read replica (DATABASE_READ_URL) or the primary itself. */
    readDb: Database;
    config: AppConfig;
  }
}

export const API_PREFIX = '/api/api';

export interface BuildAppOptions {
  db: Database;
  /**
   * A read replica for the catalogue's reads (DATABASE_READ_URL); `db` by default. Stock, orders,
   * customers and payments always use `db`, the primary.
   */
  readDb?: Database;
  config: AppConfig;
  /** Where log lines go (stdout by default); tests read them from here. */
  logStream?: NodeJS.WritableStream;
  /**
   * Opens the loopback-only admin routes (order:status while the server holds the PGlite folder)
   * behind this bearer token. Absent: no admin routes.
   */
  adminToken?: string;
  /**
   * The card-payment provider (Stripe or the test gateway). By default the one the config names;
   * the server shares its own with the unpaid-order sweep, tests hand in one that fails.
   */
  cardPayments?: CardPayments;
  /** How long a client may take to send a whole request (REQUEST_TIMEOUT_MS by default). */
  requestTimeoutMs?: number;
}

// Secrets never reach the logs, whichever object (up to three levels deep) they travel in.
const SECRET_KEYS = ['password', 'confirmPassword', 'currentPassword', 'newPassword', 'otp', 'token'];
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

function loggerOptions(config: AppConfig, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Database errors lose their SQL and bound values; request URLs lose secret query values.
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

/** How long a client may take to send its whole request: ample for a 1 MB body on a slow mobile link. */
export const REQUEST_TIMEOUT_MS = 30_000;

export async function buildApp({
  db,
  readDb = db,
  config,
  logStream,
  adminToken,
  cardPayments,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // The shell's server proxies /api and sets X-Forwarded-For to the address it sees; that entry
    // is believed only when the connection comes from a proxy the config names, and only as many
    // entries as the configured hops (a client cannot choose its address with a header).
    trustProxy: createTrustProxy(config.trustProxy ? config.trustProxy.split(',') : [], config.trustProxyHops),
    bodyLimit: 1_048_576,
    // A client that opens a request and never finishes it (slowloris) loses its connection with a
    // 408 instead of holding it open forever (Fastify's default is no limit).
    requestTimeout: requestTimeoutMs,
    // A JSON body key named __proto__ (or constructor.prototype) is dropped like any key no route
    // reads (see http/validate.ts), instead of refusing well-formed JSON as 'Malformed JSON body'.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // Router errors (bad %-escapes, over-long path parameters) answer the failure envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });

  // Before any route validates a new password: the shared rule then checks it synchronously.
  await loadCommonPasswords();
  // Node stops timing a request out when its headers may take longer than the whole request.
  app.server.headersTimeout = Math.min(app.server.headersTimeout, requestTimeoutMs);
  app.decorate('db', db);
  app.decorate('readDb', readDb);
  app.decorate('config', config);
  app.setErrorHandler(errorHandler);
  // Bodies are JSON: a text/plain one gets the same 415 as any other type, not a string to refuse.
  app.removeContentTypeParser('text/plain');
  app.setNotFoundHandler(createNotFoundHandler(trackRouteMethods(app)));
  // Before any route reads its input: text with a NUL character is refused (PostgreSQL cannot store it).
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Its HTML pages (the test payment gateway, the docs) are never framed by another site, so
    // their buttons cannot be clickjacked; gateway links carry a reference that must not leak.
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', "frame-ancestors 'none'");
    reply.header('Referrer-Policy', 'no-referrer');
  });
  app.addHook('onSend', applyCacheControl);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storefront API',
        description:
          'Catalogue, customers, orders and payments of the storefront. Every answer uses the envelope { success, mess?, data } or { success: false, mess, message, errors? }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
  // The OpenAPI document is still built (tests read it); the page showing it only when asked for.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Ready means the database answers too: a load balancer or compose then stops sending traffic
  // to a copy that has lost it, instead of every call failing behind a green health check.
  // A replica that is down fails it too: the catalogue reads from it.
  const healthChecks: { db: Database; what: string }[] = [{ db, what: 'database' }];
  if (readDb !== db) healthChecks.push({ db: readDb, what: 'read replica (DATABASE_READ_URL)' });
  app.get('/api/health', { schema: { hide: true } }, async (request) => {
    for (const check of healthChecks) {
      try {
        await check.db.query('SELECT 1');
      } catch (err) {
        request.log.error({ err }, `Health check: the ${check.what} does not answer`);
        throw new HttpError(503, `The ${check.what} is not reachable right now`);
      }
    }
    return ok({ status: 'ok' });
  });

  await app.register(catalogPlugin, { prefix: API_PREFIX });
  await app.register(mediaPlugin, { prefix: `${API_PREFIX}/media` });
  // One card-payment provider for the shop's routes and the admin command's cancellations.
  const payments = cardPayments ?? createCardPayments(config);
  await app.register(commercePlugin, { prefix: API_PREFIX, cardPayments: payments });
  if (adminToken) await app.register(adminRoutes, { prefix: ADMIN_PREFIX, token: adminToken, cardPayments: payments });

  return app;
}
