// Flash deals end at their time (products.deal_ends_at, migration 015): the storefront counts down
// to it, so when it comes the discount really stops. Each API process wakes at the soonest end (and
// at least once a minute, to see ends set meanwhile) and puts those products back to their
// original price; the update is the same whoever runs it first. Until it has run, the Flash Deals
// list already leaves an ended deal out (CatalogRepository.discountedProducts).
import type { Queryable } from '../db/types';

/** The longest the expiry sleeps: a deal set to end sooner than that is still ended on time. */
export const DEAL_EXPIRY_MAX_WAIT_MS = 60_000;

/** Ends every deal whose time has come: no discount, the original price. @returns how many */
export async function endExpiredDeals(db: Queryable): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE products SET discount = 0, net_price = total, deal_ends_at = NULL
      WHERE deal_ends_at <= now()`,
  );
  return affectedRows;
}

/** When the next deal ends, or null when none has an end (products_deal_ends_idx). */
export async function nextDealEnd(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ next: Date | string | null }>(
    'SELECT min(deal_ends_at) AS next FROM products WHERE deal_ends_at IS NOT NULL',
  );
  const next = rows[0]?.next;
  return next === null || next === undefined ? null : new Date(next);
}

export interface DealExpiryOptions {
  db: Queryable;
  onEnded?: (count: number) => void;
  onError: (err: unknown) => void;
  now?: () => number;
}

/** Runs the expiry now, then at each deal's end. `stop` waits for a run under way. */
export function startDealExpiry({ db, onEnded, onError, now = Date.now }: DealExpiryOptions): {
  stop: () => Promise<void>;
} {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    let wait = DEAL_EXPIRY_MAX_WAIT_MS;
    try {
      const ended = await endExpiredDeals(db);
      if (ended > 0) onEnded?.(ended);
      const next = await nextDealEnd(db);
      if (next) wait = Math.min(wait, Math.max(0, next.getTime() - now()));
    } catch (err) {
      onError(err);
    }
    if (!stopped) {
      timer = setTimeout(() => {
        running = run();
      }, wait).unref();
    }
  };
  running = run();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
