// Product listings by sub/child category, product detail, home lists and search.
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, CategoryPageResponse, Product, ProductDetail, SearchResult } from '@storefront/shared/types';
import { PRODUCTS_BY_IDS_MAX, SEARCH_MAX_RESULTS } from '@storefront/shared/config';
import { badRequest } from '../http/errors';
import { ok } from '../http/reply';
import type { CatalogCache } from './catalog-cache';
import type { CatalogRepository } from './catalog-repository';
import {
  categoryPageSchema,
  envelope,
  failureSchema,
  listingQuerySchema,
  productDetailSchema,
  productSchema,
  queryText,
  searchResultSchema,
} from './catalog-schemas';
import { firstText, listLimit, parseListingQuery, type RawQuery } from './listing-query';
import { normaliseSearchQuery } from './search-query';

/** Home lists ask for 10; the all-products pages ask without a limit and get a full grid. */
const HOME_LIST_DEFAULT = 60;
/** A basket's worth: the ids a shopper's saved basket can name. */
const IDS_MESSAGE = `ids must be a comma-separated list of up to ${PRODUCTS_BY_IDS_MAX} product ids`;

/** "3,1,3" → [3, 1]: whole numbers >= 1, each once, in the order given. */
function productIds(query: RawQuery): number[] {
  const text = firstText(query.ids) ?? '';
  const parts = text.split(',').map((part) => part.trim());
  const ids = [...new Set(parts.map(Number))];
  if (
    !text ||
    !parts.every((part) => /^\d{1,9}$/.test(part)) ||
    ids.some((id) => id < 1) ||
    ids.length > PRODUCTS_BY_IDS_MAX
  ) {
    throw badRequest(IDS_MESSAGE, { ids: IDS_MESSAGE });
  }
  return ids;
}

function requiredText(query: RawQuery, name: string): string {
  const text = firstText(query[name]) ?? '';
  if (!text) throw badRequest(`${name} is required`, { [name]: `${name} is required` });
  return text;
}

function optionalSlug(query: RawQuery, name: string): string | undefined {
  const text = firstText(query[name]);
  return text ? text.toLowerCase() : undefined;
}

const limitQuery = {
  type: 'object',
  properties: { limit: queryText(`How many (default ${HOME_LIST_DEFAULT}, at most 60)`) },
} as const;

export const productRoutes: FastifyPluginCallback<{ repository: CatalogRepository; cache: CatalogCache }> = (
  app,
  { repository, cache },
  done,
) => {
  app.get<{ Params: { slug: string }; Querystring: RawQuery; Reply: ApiEnvelope<CategoryPageResponse> }>(
    '/product/getProductsBySubCategorySlug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of a sub-category (childList = its child categories)',
        params: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
        querystring: {
          ...listingQuerySchema,
          properties: {
            ...listingQuerySchema.properties,
            cat: queryText('Top category slug, when several sub-categories share the slug'),
          },
        },
        response: { 200: envelope(categoryPageSchema), 404: failureSchema },
      },
    },
    (request, reply) =>
      cache.reply(request, reply, async () => {
        const scope = await repository.subCategoryScope(
          request.params.slug.toLowerCase(),
          optionalSlug(request.query, 'cat'),
        );
        return ok(await repository.listing(scope, parseListingQuery(request.query)));
      }),
  );

  app.get<{ Querystring: RawQuery; Reply: ApiEnvelope<CategoryPageResponse> }>(
    '/product/getProductsByChildCategorySlug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of a child category (childList = its sibling child categories)',
        querystring: {
          ...listingQuerySchema,
          properties: {
            ...listingQuerySchema.properties,
            slug: queryText('Child category slug'),
            sub: queryText('Sub-category slug, to tell apart child categories sharing the slug'),
            cat: queryText('Top category slug, idem'),
          },
          required: ['slug'],
        },
        response: { 200: envelope(categoryPageSchema), 400: failureSchema, 404: failureSchema },
      },
    },
    (request, reply) =>
      cache.reply(request, reply, async () => {
        const slug = requiredText(request.query, 'slug').toLowerCase();
        const scope = await repository.childCategoryScope(
          slug,
          optionalSlug(request.query, 'sub'),
          optionalSlug(request.query, 'cat'),
        );
        return ok(await repository.listing(scope, parseListingQuery(request.query)));
      }),
  );

  // Slugs are stored lower-cased, so an address typed in capitals finds the product too.
  app.get<{ Querystring: RawQuery; Reply: ApiEnvelope<ProductDetail> }>(
    '/product/getProductBySlug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by its slug',
        querystring: { type: 'object', properties: { slug: queryText('Product slug') }, required: ['slug'] },
        response: { 200: envelope(productDetailSchema), 400: failureSchema, 404: failureSchema },
      },
    },
    (request, reply) =>
      cache.reply(request, reply, async () =>
        ok(await repository.productBySlug(requiredText(request.query, 'slug').toLowerCase())),
      ),
  );

  app.get<{ Querystring: RawQuery; Reply: ApiEnvelope<Product[]> }>(
    '/product/getProductsByIds',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products by id, as they are now (the basket checks its lines against them); unknown ids are left out',
        querystring: {
          type: 'object',
          properties: { ids: queryText(`Comma-separated product ids (at most ${PRODUCTS_BY_IDS_MAX})`) },
          required: ['ids'],
        },
        response: { 200: envelope({ type: 'array', items: productSchema }), 400: failureSchema },
      },
    },
    async (request) => ok(await repository.productsByIds(productIds(request.query))),
  );

  app.get<{ Querystring: RawQuery; Reply: ApiEnvelope<Product[]> }>(
    '/product/getRecentProducts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Newest products first (Fresh Picks)',
        querystring: limitQuery,
        response: { 200: envelope({ type: 'array', items: productSchema }) },
      },
    },
    (request, reply) =>
      cache.reply(request, reply, async () =>
        ok(await repository.recentProducts(listLimit(request.query.limit, HOME_LIST_DEFAULT))),
      ),
  );

  app.get<{ Querystring: RawQuery; Reply: ApiEnvelope<Product[]> }>(
    '/product/getDiscountedProducts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Discounted products, biggest discount first (Flash Deals)',
        querystring: limitQuery,
        response: { 200: envelope({ type: 'array', items: productSchema }) },
      },
    },
    (request, reply) =>
      cache.reply(request, reply, async () =>
        ok(await repository.discountedProducts(listLimit(request.query.limit, HOME_LIST_DEFAULT))),
      ),
  );

  app.get<{ Querystring: RawQuery; Reply: ApiEnvelope<SearchResult[]> }>(
    '/product/search',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Up to 10 products whose name contains every word of q (case-insensitive); [] when q has 3 characters or fewer',
        querystring: {
          type: 'object',
          properties: {
            q: queryText('Words to find in product names (the first 5 different words, 100 characters at most)'),
          },
        },
        response: { 200: envelope({ type: 'array', items: searchResultSchema }) },
      },
    },
    (request, reply) =>
      cache.reply(request, reply, async () => {
        const query = normaliseSearchQuery(firstText(request.query.q) ?? '');
        return ok(query ? await repository.search(query, SEARCH_MAX_RESULTS) : []);
      }),
  );
  done();
};
