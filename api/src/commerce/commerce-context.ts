// What every commerce route module receives: the database, config, mailer, the authenticate
// preHandler and the card-payment provider. Built once in index.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import type { CommerceConfig } from './commerce-config';
import type { Mailer } from './mail/mailer';
import type { CardPayments } from './checkout/card-payments';

export interface CommerceContext {
  db: Database;
  config: CommerceConfig;
  mailer: Mailer;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  cardPayments: CardPayments;
}

export interface CommerceRouteOptions {
  ctx: CommerceContext;
}
