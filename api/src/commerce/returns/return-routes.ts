// /return/*: a shopper's returns. Every call is the caller's own: an order or a return of another
// customer answers as one that does not exist. Parse, call the service, answer.
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, CreateReturnRequest, ReturnOptions, ReturnRequest } from '@storefront/shared/types';
import { createReturnSchema, MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS } from '@storefront/shared/validation';
import { parseId } from '../../http/ids';
import { validate } from '../../http/validate';
import { ok } from '../../http/reply';
import { currentUser } from '../auth/authenticate';
import { doc, documentedBody } from '../api-docs';
import { publicSiteUrl } from '../commerce-config';
import type { CommerceRouteOptions } from '../commerce-context';
import { readBody } from '../request-body';
import { createReturn, customerReturn, returnOptions, type ReturnDeps } from './returns-service';
import { listCustomerReturns } from './returns-repository';

/** Room for the photos as base64 (four thirds of their bytes) and the rest of the request. */
const CREATE_BODY_LIMIT = Math.ceil((MAX_RETURN_PHOTOS * MAX_RETURN_PHOTO_BYTES * 4) / 3) + 64 * 1024;

export const RETURN_REQUESTED = 'Return requested. We have e-mailed you the instructions and your return label.';

export const returnRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  const { db, config } = ctx;
  const deps: ReturnDeps = {
    db,
    mailer: ctx.mailer,
    policies: config.policies,
    siteUrl: (path) => publicSiteUrl(config, path),
  };
  app.addHook('preHandler', ctx.authenticate);

  app.get<{ Reply: ApiEnvelope<ReturnRequest[]> }>(
    '/list',
    doc('Order', "The caller's returns, newest first", true),
    async (request) => ok(await listCustomerReturns(db, currentUser(request).id)),
  );

  app.get<{ Querystring: { orderId?: string }; Reply: ApiEnvelope<ReturnOptions> }>(
    '/options',
    doc('Order', 'What a delivered order inside the return window offers to return', true, {
      querystring: {
        type: 'object',
        properties: { orderId: { type: 'string', description: "One of the caller's orders" } },
      },
    }),
    async (request) => {
      const orderId = parseId(request.query.orderId, 'orderId');
      return ok(await returnOptions(db, config.policies, currentUser(request).id, orderId));
    },
  );

  app.post<{ Reply: ApiEnvelope<ReturnRequest> }>(
    '/create',
    {
      ...doc('Order', 'Ask to return lines of a delivered order', true, { body: documentedBody(createReturnSchema) }),
      bodyLimit: CREATE_BODY_LIMIT,
    },
    async (request, reply) => {
      const input = validate(createReturnSchema, readBody(request.body)) as CreateReturnRequest;
      const created = await createReturn(deps, currentUser(request).id, input);
      reply.code(201);
      return ok(created, RETURN_REQUESTED);
    },
  );

  app.get<{ Params: { number: string }; Reply: ApiEnvelope<ReturnRequest> }>(
    '/:number',
    doc('Order', 'One of the caller’s returns, by its number (the label page)', true, {
      params: { type: 'object', properties: { number: { type: 'string' } }, required: ['number'] },
    }),
    async (request) => ok(await customerReturn(db, currentUser(request).id, request.params.number)),
  );
  done();
};
