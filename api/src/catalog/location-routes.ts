// Provinces/territories and their cities, for the address form.
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, CitiesResponse, State } from '@storefront/shared/types';
import { REFERENCE_DATA } from '../http/cache-control';
import { parseId } from '../http/ids';
import { ok } from '../http/reply';
import type { CatalogRepository } from './catalog-repository';
import { envelope, failureSchema, idNameSchema, queryText } from './catalog-schemas';
import { firstText } from './listing-query';

export const locationRoutes: FastifyPluginCallback<{ repository: CatalogRepository }> = (app, { repository }, done) => {
  app.get<{ Reply: ApiEnvelope<State[]> }>(
    '/state/getState',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['locations'],
        summary: 'Provinces and territories of Pakistan',
        response: { 200: envelope({ type: 'array', items: idNameSchema }) },
      },
    },
    async () => ok(await repository.states()),
  );

  // "Sate" is the path the storefront calls; kept as it is.
  app.get<{ Querystring: { id?: string | string[] }; Reply: ApiEnvelope<CitiesResponse> }>(
    '/city/getCitiesBySateId',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['locations'],
        summary: 'Cities of one province or territory',
        querystring: {
          type: 'object',
          // Read as text, like every catalogue query: a schema integer would be coerced by the
          // validator, which reads '0x10' as 16 and '1e1' as 10. parseId reads plain digits only.
          properties: { id: queryText('State id: a whole number from 1 to 2147483647') },
          required: ['id'],
        },
        response: {
          200: envelope({
            type: 'object',
            properties: { cities: { type: 'array', items: idNameSchema } },
            required: ['cities'],
          }),
          400: failureSchema,
          404: failureSchema,
        },
      },
      // Sent twice, the first value counts (as for every catalogue query).
    },
    async (request) => ok({ cities: await repository.citiesOfState(parseId(firstText(request.query.id), 'id')) }),
  );
  done();
};
