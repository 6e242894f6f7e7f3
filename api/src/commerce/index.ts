// The commerce part of the API (auth, customers, orders, payments, mail), registered by app.ts
// under /api/api. Everything it keeps between requests lives in PostgreSQL, so any number of API
// copies can serve it.
import type { FastifyPluginAsync } from 'fastify';
import { createAuthenticate } from './auth/authenticate';
import { authRoutes } from './auth/auth-routes';
import { isProduction } from './commerce-config';
import { asHttpError } from './domain-errors';
import type { CommerceContext } from './commerce-context';
import { customerRoutes } from './customers/customer-routes';
import { devMailRoutes } from './mail/dev-mail-routes';
import { createMailer } from './mail/mailer';
import { orderRoutes } from './checkout/order-routes';
import { createCardPayments, type CardPayments } from './checkout/card-payments';
import { paymentRoutes } from './checkout/payment-routes';
import { policyRoutes } from './policy-routes';
import { shippingRoutes } from './checkout/shipping-routes';

export { seedCustomers } from './seed-customers';

export const commercePlugin: FastifyPluginAsync<{ cardPayments?: CardPayments }> = async (app, options) => {
  const { db, config } = app;
  const ctx: CommerceContext = {
    db,
    config,
    mailer: createMailer(db, config, app.log),
    authenticate: createAuthenticate(db),
    cardPayments: options.cardPayments ?? createCardPayments(config),
  };
  app.decorateRequest('user', null);
  // Services refuse with domain errors; their HTTP answer is decided here, once, and rendered by
  // the app's error handler (an error thrown by a scope's handler goes on to its parent's).
  app.setErrorHandler((err) => {
    throw asHttpError(err);
  });
  // Mails still on their way when the API stops are delivered before it exits.
  app.addHook('onClose', () => ctx.mailer.idle());

  await app.register(authRoutes, { prefix: '/auth', ctx });
  await app.register(customerRoutes, { prefix: '/customer', ctx });
  await app.register(orderRoutes, { prefix: '/order', ctx });
  await app.register(paymentRoutes, { prefix: '/payment', ctx });
  await app.register(policyRoutes, { ctx });
  await app.register(shippingRoutes, { prefix: '/shipping', ctx });
  if (!isProduction(config)) await app.register(devMailRoutes, { prefix: '/dev', ctx });
};
