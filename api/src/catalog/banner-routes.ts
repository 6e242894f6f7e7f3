// Home page banners by slot.
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, Banner } from '@storefront/shared/types';
import { REFERENCE_DATA } from '../http/cache-control';
import { badRequest, echoed } from '../http/errors';
import { ok } from '../http/reply';
import type { CatalogRepository } from './catalog-repository';
import { bannerSchema, envelope, failureSchema, queryText } from './catalog-schemas';
import { firstText } from './listing-query';
import { BANNER_POSITIONS, isBannerPosition } from './banner-positions';

export const bannerRoutes: FastifyPluginCallback<{ repository: CatalogRepository }> = (app, { repository }, done) => {
  app.get<{ Querystring: { position?: string | string[] }; Reply: ApiEnvelope<Banner[]> }>(
    '/banner/getBannerByPosition',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['catalogue'],
        summary: 'Banners of one slot, in display order',
        querystring: {
          type: 'object',
          properties: { position: queryText(BANNER_POSITIONS.join(' | ')) },
          required: ['position'],
        },
        response: { 200: envelope({ type: 'array', items: bannerSchema }), 400: failureSchema },
      },
    },
    async (request) => {
      const position = firstText(request.query.position) ?? '';
      if (!isBannerPosition(position)) {
        const mess = `Unknown banner position "${echoed(position)}". Use one of: ${BANNER_POSITIONS.join(', ')}`;
        throw badRequest(mess, { position: mess });
      }
      return ok(await repository.bannersByPosition(position));
    },
  );
  done();
};
