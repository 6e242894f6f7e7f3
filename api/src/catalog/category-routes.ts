// Category tree and the listing of a top category.
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, Category, CategoryPageResponse } from '@storefront/shared/types';
import { REFERENCE_DATA } from '../http/cache-control';
import { ok } from '../http/reply';
import type { CatalogCache } from './catalog-cache';
import type { CatalogRepository } from './catalog-repository';
import { categoryPageSchema, categoryTreeSchema, envelope, failureSchema, listingQuerySchema } from './catalog-schemas';
import { parseListingQuery, type RawQuery } from './listing-query';

export const categoryRoutes: FastifyPluginCallback<{ repository: CatalogRepository; cache: CatalogCache }> = (
  app,
  { repository, cache },
  done,
) => {
  app.get<{ Reply: ApiEnvelope<Category[]> }>(
    '/category/allCategories',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['catalogue'],
        summary: 'The whole category tree: categories → sub-categories → child categories',
        response: { 200: envelope(categoryTreeSchema) },
      },
    },
    (request, reply) => cache.reply(request, reply, async () => ok(await repository.categoryTree())),
  );

  app.get<{ Params: { cat: string }; Querystring: RawQuery; Reply: ApiEnvelope<CategoryPageResponse> }>(
    '/category/:cat',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of a top category (childList = its sub-categories)',
        params: { type: 'object', properties: { cat: { type: 'string' } }, required: ['cat'] },
        querystring: listingQuerySchema,
        response: { 200: envelope(categoryPageSchema), 404: failureSchema },
      },
    },
    (request, reply) =>
      cache.reply(request, reply, async () => {
        const scope = await repository.topCategoryScope(request.params.cat.toLowerCase());
        return ok(await repository.listing(scope, parseListingQuery(request.query)));
      }),
  );
  done();
};
