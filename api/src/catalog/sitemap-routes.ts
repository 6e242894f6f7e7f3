// What the shell's server needs to build /sitemap.xml for any size of catalogue: the part
// boundaries (cached) and keyset pages of product slugs. Read-only and the same for everyone.
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope } from '@storefront/shared/types';
import { badRequest } from '../http/errors';
import { ok } from '../http/reply';
import type { CatalogRepository, SitemapProductPage, SitemapSummary } from './catalog-repository';
import { envelope, failureSchema, queryText, sitemapProductPageSchema, sitemapSummarySchema } from './catalog-schemas';
import { firstText, type RawQuery } from './listing-query';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PART_SIZE = 50_000;
/**
 * The boundaries cost one walk of the primary key (a fraction of a second at a million rows) and
 * every part request needs them: computed at most every 5 minutes. A part read meanwhile stays
 * correct: a deleted product makes its part reach into the next one's first products (listed
 * twice, harmless), new products at the end wait for the next walk (the LIMIT keeps every part
 * at 50,000 at most).
 */
const SUMMARY_TTL_MS = 5 * 60_000;
const SITEMAP_CACHE = { cacheControl: 'public, max-age=300' } as const;
const MAX_ID = 2_147_483_647; // products.id is a PostgreSQL integer

/** A whole number in [min, max], the fallback when absent, else a 400 naming the parameter. */
function wholeNumber(query: RawQuery, name: string, min: number, max: number, fallback: number): number {
  const text = firstText(query[name]);
  if (text === undefined || text === '') return fallback;
  const value = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    const message = `${name} must be a whole number from ${min} to ${max}`;
    throw badRequest(message, { [name]: message });
  }
  return value;
}

export const sitemapRoutes: FastifyPluginCallback<{ repository: CatalogRepository }> = (app, { repository }, done) => {
  // One walk at a time: concurrent requests share the pending one; a failed walk is not kept.
  let cached: { at: number; summary: Promise<SitemapSummary> } | undefined;
  const summary = () => {
    if (!cached || Date.now() - cached.at > SUMMARY_TTL_MS) {
      const entry = { at: Date.now(), summary: repository.sitemapSummary(SITEMAP_PART_SIZE) };
      entry.summary.catch(() => {
        if (cached === entry) cached = undefined;
      });
      cached = entry;
    }
    return cached.summary;
  };

  app.get<{ Reply: ApiEnvelope<SitemapSummary> }>(
    '/sitemap/summary',
    {
      config: SITEMAP_CACHE,
      schema: {
        tags: ['catalogue'],
        summary: 'Counts and part boundaries of the sitemap (recomputed at most every 5 minutes)',
        response: { 200: envelope(sitemapSummarySchema) },
      },
    },
    async () => ok(await summary()),
  );

  app.get<{ Querystring: RawQuery; Reply: ApiEnvelope<SitemapProductPage> }>(
    '/sitemap/products',
    {
      config: SITEMAP_CACHE,
      schema: {
        tags: ['catalogue'],
        summary: 'Product slugs by ascending id after `after` (keyset pagination, never OFFSET)',
        querystring: {
          type: 'object',
          properties: {
            after: queryText('Products with a greater id (default 0: from the first)'),
            limit: queryText(`How many (default and at most ${SITEMAP_PART_SIZE})`),
          },
        },
        response: { 200: envelope(sitemapProductPageSchema), 400: failureSchema },
      },
    },
    async (request) => {
      const after = wholeNumber(request.query, 'after', 0, MAX_ID, 0);
      const limit = wholeNumber(request.query, 'limit', 1, SITEMAP_PART_SIZE, SITEMAP_PART_SIZE);
      return ok(await repository.sitemapProducts(after, limit));
    },
  );
  done();
};
