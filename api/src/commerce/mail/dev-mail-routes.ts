// GET /dev/mails?to=: the dev outbox, newest first. Registered only when DEV_OUTBOX is on (never in
// production: config.ts refuses that).
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, DevMail } from '@storefront/shared/types';
import { badRequest } from '../../http/errors';
import { ok } from '../../http/reply';
import { mailsTo } from './mails-repository';
import { doc, DOCS } from '../api-docs';
import type { CommerceRouteOptions } from '../commerce-context';

const OUTBOX_LIMIT = 50;
export const TO_REQUIRED = 'to is required: give the recipient e-mail address, e.g. /dev/mails?to=someone@example.pk';
export const TO_ONCE =
  'Give one to address: the outbox is read one recipient at a time, e.g. /dev/mails?to=someone@example.pk';

export const devMailRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  app.get<{ Querystring: { to?: string | string[] }; Reply: ApiEnvelope<DevMail[]> }>(
    '/mails',
    doc('Dev', 'Dev outbox of one recipient, newest first (only with DEV_OUTBOX on)', false, DOCS.devMails),
    async (request) => {
      // One recipient at a time: the outbox holds everyone's codes, so it is never listed whole.
      if (Array.isArray(request.query.to)) throw badRequest(TO_ONCE, { to: TO_ONCE });
      const to = typeof request.query.to === 'string' ? request.query.to.trim().toLowerCase() : '';
      if (!to) throw badRequest(TO_REQUIRED, { to: TO_REQUIRED });
      return ok(await mailsTo(ctx.db, to, OUTBOX_LIMIT));
    },
  );
  done();
};
