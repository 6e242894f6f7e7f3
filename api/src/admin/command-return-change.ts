// The return:status command's change, whether the API makes it (admin route, while it holds the
// PGlite folder) or the command itself: the return's step, its stock and its mail.
import type { ReturnStatus, ShopPolicies } from '@storefront/shared/types';
import type { Database } from '../db/types';
import type { Mailer } from '../commerce/mail/mailer';
import { asHttpError } from '../commerce/domain-errors';
import { changeReturnStatus, describeReturnChange, type ReturnChange } from '../commerce/returns/returns-service';

export interface ReturnCommandDeps {
  db: Database;
  mailer: Mailer;
  policies: ShopPolicies;
  /** The storefront's origin, for the links in the shopper's mail. */
  publicOrigin: string;
}

export async function changeReturnByCommand(
  deps: ReturnCommandDeps,
  number: string,
  status: ReturnStatus,
  reason?: string,
): Promise<{ change: ReturnChange; line: string }> {
  const origin = deps.publicOrigin.replace(/\/+$/, '');
  // Both callers answer refusals as HTTP errors: the admin route, and the command's own output.
  const change = await changeReturnStatus(
    { db: deps.db, mailer: deps.mailer, policies: deps.policies, siteUrl: (path) => `${origin}${path}` },
    number,
    status,
    reason,
  ).catch((err: unknown) => {
    throw asHttpError(err);
  });
  return { change, line: describeReturnChange(change) };
}
