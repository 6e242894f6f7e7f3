// GET /product/getRelatedProducts: "More from this category" and "Customers also bought".
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, RelatedProducts } from '@storefront/shared/types';
import { badRequest } from '../http/errors';
import { ok } from '../http/reply';
import type { CatalogCache } from './catalog-cache';
import type { CatalogRepository } from './catalog-repository';
import { envelope, failureSchema, productSchema, queryText } from './catalog-schemas';
import { firstText, type RawQuery } from './listing-query';
import { relatedProducts, RELATED_LIMIT } from './related-products';

const relatedSchema = {
  type: 'object',
  properties: {
    sameCategory: { type: 'array', items: productSchema },
    alsoBought: { type: 'array', items: productSchema },
  },
  required: ['sameCategory', 'alsoBought'],
} as const;

export const relatedRoutes: FastifyPluginCallback<{ repository: CatalogRepository; cache: CatalogCache }> = (
  app,
  { repository, cache },
  done,
) => {
  app.get<{ Querystring: RawQuery; Reply: ApiEnvelope<RelatedProducts> }>(
    '/product/getRelatedProducts',
    {
      schema: {
        tags: ['catalogue'],
        summary: `Up to ${RELATED_LIMIT} products of the same category (best rated first) and ${RELATED_LIMIT} that customers ordered with it`,
        querystring: { type: 'object', properties: { slug: queryText('Product slug') }, required: ['slug'] },
        response: { 200: envelope(relatedSchema), 400: failureSchema, 404: failureSchema },
      },
    },
    (request, reply) =>
      cache.reply(request, reply, async () => {
        const slug = firstText(request.query.slug)?.toLowerCase();
        if (!slug) throw badRequest('slug is required', { slug: 'slug is required' });
        return ok(await relatedProducts(app.readDb, repository, slug));
      }),
  );
  done();
};
