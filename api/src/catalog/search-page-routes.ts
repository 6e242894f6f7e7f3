// GET /product/searchPage: the search results page's call (the dropdown keeps GET /product/search).
import type { FastifyPluginCallback } from 'fastify';
import { SEARCH_PAGE_MIN_LENGTH } from '@storefront/shared/config';
import type { ApiEnvelope, SearchPageResponse } from '@storefront/shared/types';
import { badRequest } from '../http/errors';
import { ok } from '../http/reply';
import type { CatalogCache } from './catalog-cache';
import {
  categoryRefSchema,
  envelope,
  failureSchema,
  listingQuerySchema,
  productSchema,
  queryText,
} from './catalog-schemas';
import type { RawQuery } from './listing-query';
import type { SearchPageRepository } from './search-page-repository';
import { parseSearchPageQuery, SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from './search-query';

export const SEARCH_TOO_SHORT = `Please type at least ${SEARCH_PAGE_MIN_LENGTH} letters or numbers to search.`;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const refs = { type: 'array', items: categoryRefSchema } as const;
const categoryMatches = {
  type: 'array',
  items: {
    type: 'object',
    properties: { name: str, slug: str, categoryPath: refs },
    required: ['name', 'slug', 'categoryPath'],
  },
} as const;

const searchPageSchema = {
  type: 'object',
  properties: {
    query: str,
    correctedQuery: { type: 'string', nullable: true },
    products: { type: 'array', items: productSchema },
    totalPages: int,
    page: int,
    total: int,
    brands: refs,
    maxPrice: int,
    matchingBrands: refs,
    matchingCategories: categoryMatches,
    popularCategories: categoryMatches,
  },
  required: [
    'query',
    'correctedQuery',
    'products',
    'totalPages',
    'page',
    'total',
    'brands',
    'maxPrice',
    'matchingBrands',
    'matchingCategories',
    'popularCategories',
  ],
} as const;

export const searchPageRoutes: FastifyPluginCallback<{ search: SearchPageRepository; cache: CatalogCache }> = (
  app,
  { search, cache },
  done,
) => {
  app.get<{ Querystring: RawQuery; Reply: ApiEnvelope<SearchPageResponse> }>(
    '/product/searchPage',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Products whose name or descriptions hold words beginning with every word of q, names first; a misspelt q is corrected',
        querystring: {
          ...listingQuerySchema,
          properties: {
            ...listingQuerySchema.properties,
            q: queryText(
              `Words to find (from ${SEARCH_PAGE_MIN_LENGTH} characters; the first ${SEARCH_MAX_WORDS} different words, ${SEARCH_MAX_LENGTH} characters at most)`,
            ),
            exact: queryText("'true': the words as typed, never corrected"),
            orderBy: queryText(
              'relevance (default) | priceAsc | priceDesc | createdAtAsc | createdAtDesc | ratingDesc | latest',
            ),
          },
        },
        response: { 200: envelope(searchPageSchema), 400: failureSchema },
      },
    },
    (request, reply) =>
      cache.reply(request, reply, async () => {
        const query = parseSearchPageQuery(request.query);
        if (!query) throw badRequest(SEARCH_TOO_SHORT, { q: SEARCH_TOO_SHORT });
        return ok(await search.searchPage(query));
      }),
  );
  done();
};
