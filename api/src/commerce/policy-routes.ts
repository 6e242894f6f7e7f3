// GET /policies: the shop's promises (return window, processing, delivery and refund times) as the
// API's configuration sets them, so every page and mail that names one reads the same number.
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, ShopPolicies } from '@storefront/shared/types';
import { REFERENCE_DATA } from '../http/cache-control';
import { ok } from '../http/reply';
import { doc, DOCS } from './api-docs';
import type { CommerceRouteOptions } from './commerce-context';

export const policyRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  const policies: ShopPolicies = ctx.config.policies;
  app.get<{ Reply: ApiEnvelope<ShopPolicies> }>(
    '/policies',
    {
      ...doc('Policy', 'Return window, processing, delivery and refund times (business days)', false, DOCS.policies),
      // Changed only by a restart with another configuration.
      config: REFERENCE_DATA,
    },
    () => Promise.resolve(ok(policies)),
  );
  done();
};
