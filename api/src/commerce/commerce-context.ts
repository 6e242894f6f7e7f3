// What every commerce route module receives: the database, config, mailer, the authenticate
// preHandler and the card-payment provider. Built once in index.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import type { CommerceConfig } from './commerce-config';
import type { Mailer } from './mail/mailer';
import type { CardPayments } from './checkout/card-payments';
import type { WalletPayments } from './checkout/wallet-payments';

export interface CommerceContext {
  db: Database;
  config: CommerceConfig;
  mailer: Mailer;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  cardPayments: CardPayments;
  /** JazzCash and Easypaisa: each its hosted checkout or its test gateway (null: not available) */
  walletPayments: WalletPayments;
}

export interface CommerceRouteOptions {
  ctx: CommerceContext;
}
