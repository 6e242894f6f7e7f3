// Builds the Fastify application (without listening) so tests and the server share one setup.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { ok } from './http/reply';
import { catalogPlugin } from './catalog/catalog-plugin';
import { mediaPlugin } from './media/media-plugin';
import { commercePlugin } from './commerce/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
  }
}

export const API_PREFIX = '/api/api';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** Where log lines go (stdout by default); tests read them from here. */
  logStream?: NodeJS.WritableStream;
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
    ...(stream ? { stream } : {}),
  };
}

export async function buildApp({ db, config, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // The shell's server proxies /api, so the client address is in X-Forwarded-For; believed only
    // from the proxies the config names.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storefront API',
        description: 'Catalogue, customers, orders and payments of the storefront. Every answer uses the envelope { success, mess?, data } or { success: false, mess, message, errors? }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health', { schema: { hide: true } }, async () => ok({ status: 'ok' }));

  await app.register(catalogPlugin, { prefix: API_PREFIX });
  await app.register(mediaPlugin, { prefix: `${API_PREFIX}/media` });
  await app.register(commercePlugin, { prefix: API_PREFIX });

  return app;
}
