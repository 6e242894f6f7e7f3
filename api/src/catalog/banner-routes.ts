// Home page banners by slot.
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../http/errors';
import { ok } from '../http/reply';
import type { CatalogRepository } from './catalog-repository';
import { bannerSchema, envelope, failureSchema } from './catalog-schemas';
import { BANNER_POSITIONS, type BannerPosition } from './catalog-types';

export const bannerRoutes: FastifyPluginAsync<{ repository: CatalogRepository }> = async (app, { repository }) => {
  app.get<{ Querystring: { position?: string } }>('/banner/getBannerByPosition', {
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
    if (!(BANNER_POSITIONS as readonly string[]).includes(position)) {
      const mess = `Unknown banner position "${position}". Use one of: ${BANNER_POSITIONS.join(', ')}`;
      throw badRequest(mess, { position: mess });
    }
    return ok(await repository.bannersByPosition(position as BannerPosition));
  });
};
