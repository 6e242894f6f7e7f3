// Home page banners by slot.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, Banner } from '@storefront/shared/types';
import { badRequest } from '../http/errors';
import { ok } from '../http/reply';
import type { CatalogRepository } from './catalog-repository';
import { bannerSchema, envelope, failureSchema } from './catalog-schemas';
import { BANNER_POSITIONS, isBannerPosition } from './banner-positions';

export const bannerRoutes: FastifyPluginAsync<{ repository: CatalogRepository }> = async (app, { repository }) => {
  app.get<{ Querystring: { position?: string }; Reply: ApiEnvelope<Banner[]> }>('/banner/getBannerByPosition', {
    schema: {
      tags: ['catalogue'],
      summary: 'Banners of one slot, in display order',
      querystring: {
        type: 'object',
        properties: { position: { type: 'string', description: BANNER_POSITIONS.join(' | ') } },
        required: ['position'],
      },
      response: { 200: envelope({ type: 'array', items: bannerSchema }), 400: failureSchema },
    },
  }, async (request) => {
    const position = (request.query.position ?? '').trim();
    if (!isBannerPosition(position)) {
      const mess = `Unknown banner position "${position}". Use one of: ${BANNER_POSITIONS.join(', ')}`;
      throw badRequest(mess, { position: mess });
    }
    return ok(await repository.bannersByPosition(position));
  });
};
