// Provinces/territories and their cities, for the address form.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, CitiesResponse, State } from '@storefront/shared/types';
import { MAX_ID, parseId } from '../http/ids';
import { ok } from '../http/reply';
import type { CatalogRepository } from './catalog-repository';
import { envelope, failureSchema, idNameSchema } from './catalog-schemas';

export const locationRoutes: FastifyPluginAsync<{ repository: CatalogRepository }> = async (app, { repository }) => {
  app.get<{ Reply: ApiEnvelope<State[]> }>('/state/getState', {
    schema: {
      tags: ['locations'],
      summary: 'Provinces and territories of Pakistan',
      response: { 200: envelope({ type: 'array', items: idNameSchema }) },
    },
  }, async () => ok(await repository.states()));

  // "Sate" is the path the storefront calls; kept as it is.
  app.get<{ Querystring: { id: number }; Reply: ApiEnvelope<CitiesResponse> }>('/city/getCitiesBySateId', {
    schema: {
      tags: ['locations'],
      summary: 'Cities of one province or territory',
      querystring: {
        type: 'object',
        // Bounded to the int4 range of the id column: a bigger number answers 400, not a database error.
        properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'State id' } },
        required: ['id'],
      },
      response: {
        200: envelope({ type: 'object', properties: { cities: { type: 'array', items: idNameSchema } }, required: ['cities'] }),
        400: failureSchema,
        404: failureSchema,
      },
    },
    // The schema's coercion turns "Infinity" or "1e400" into a number past its bounds: parseId has the last word.
  }, async (request) => ok({ cities: await repository.citiesOfState(parseId(request.query.id, 'id')) }));
};
