// The commerce part of the API (auth, customers, orders, payments, mail), registered by app.ts
// under /api/api. Everything it keeps between requests lives in PostgreSQL, so any number of API
// copies can serve it.
import type { FastifyPluginAsync } from 'fastify';
import { createAuthenticate } from './auth/authenticate';
import { authRoutes } from './auth/auth-routes';
import { asHttpError } from './domain-errors';
import type { CommerceContext } from './commerce-context';
import { customerRoutes } from './customers/customer-routes';
import { devMailRoutes } from './mail/dev-mail-routes';
import { createMailer } from './mail/mailer';
import { orderRoutes } from './checkout/order-routes';
import { createCardPayments, type CardPayments } from './checkout/card-payments';
import { paymentRoutes } from './checkout/payment-routes';
import { createWalletPayments } from './checkout/wallet-payments';
import { returnRoutes } from './returns/return-routes';
import { reviewRoutes } from './reviews/review-routes';
import { policyRoutes } from './policy-routes';
import { shippingRoutes } from './checkout/shipping-routes';
import { wishlistRoutes } from './wishlist/wishlist-routes';
import { startWishlistAlerts } from './wishlist/wishlist-alerts';

export { seedCustomers } from './seed-customers';

export const commercePlugin: FastifyPluginAsync<{ cardPayments?: CardPayments }> = async (app, options) => {
  const { db, config } = app;
  const ctx: CommerceContext = {
    db,
    config,
    mailer: createMailer(db, config, app.log),
    authenticate: createAuthenticate(db, config.sessionIdleMinutes),
    cardPayments: options.cardPayments ?? createCardPayments(config),
    walletPayments: createWalletPayments(config),
  };
  app.decorateRequest('user', null);
  // Services refuse with domain errors; their HTTP answer is decided here, once, and rendered by
  // the app's error handler (an error thrown by a scope's handler goes on to its parent's).
  app.setErrorHandler((err) => {
    throw asHttpError(err);
  });
  // Saved products back in stock or cheaper are mailed (every copy sweeps: see wishlist-alerts.ts).
  const wishlistAlerts =
    config.wishlistAlertMinutes > 0
      ? startWishlistAlerts({
          db,
          mailer: ctx.mailer,
          publicOrigin: config.publicOrigin,
          minutes: config.wishlistAlertMinutes,
          log: app.log,
        })
      : null;
  app.addHook('onClose', async () => {
    await wishlistAlerts?.stop();
    // Mails still on their way when the API stops are delivered before it exits.
    await ctx.mailer.idle();
  });

  await app.register(authRoutes, { prefix: '/auth', ctx });
  await app.register(customerRoutes, { prefix: '/customer', ctx });
  await app.register(orderRoutes, { prefix: '/order', ctx });
  await app.register(paymentRoutes, { prefix: '/payment', ctx });
  await app.register(returnRoutes, { prefix: '/return', ctx });
  await app.register(reviewRoutes, { prefix: '/review', ctx });
  await app.register(policyRoutes, { ctx });
  await app.register(shippingRoutes, { prefix: '/shipping', ctx });
  await app.register(wishlistRoutes, { prefix: '/wishlist', ctx });
  // Only when asked for (DEV_OUTBOX): it shows everyone's codes to anyone who can reach the API.
  if (config.devOutbox) await app.register(devMailRoutes, { prefix: '/dev', ctx });
};
