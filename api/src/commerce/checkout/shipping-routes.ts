// GET /shipping/couriers: what delivery costs and takes with each courier, for the Shipping &
// Returns page and the FAQ (checkout shows the exact prices of the shopper's own city).
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, CourierRate } from '@storefront/shared/types';
import { REFERENCE_DATA } from '../../http/cache-control';
import { ok } from '../../http/reply';
import { doc, DOCS } from '../api-docs';
import type { CommerceRouteOptions } from '../commerce-context';
import { courierRates } from './courier-delivery';

export const shippingRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  app.get<{ Reply: ApiEnvelope<CourierRate[]> }>(
    '/couriers',
    {
      ...doc('Policy', 'Each courier: its price range across cities and its delivery time', false, DOCS.courierRates),
      // Prices change only with a seed, like the cities they belong to.
      config: REFERENCE_DATA,
    },
    async () => ok(await courierRates(ctx.db, ctx.config.policies.deliveryDays)),
  );
  done();
};
