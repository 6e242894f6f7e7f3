// Good news about saved products: a product on a wishlist that is back in stock, or in stock at a
// lower price than the customer last saw, is mailed to them, at most one mail a day per customer
// (news that arrives within the day waits for the next mail). Each entry remembers what its
// customer last saw or was told; changes that are not good news (sold out, dearer) only move that
// mark, so a later drop is measured from the price the customer was last shown.
//
// Several API copies may sweep at once: customers are taken with FOR UPDATE SKIP LOCKED, so a
// customer is mailed by one copy only.
import type { Database, Queryable } from '../../db/types';
import { languageOf } from '../../i18n';
import type { Mailer } from '../mail/mailer';
import { wishlistAlertMail, type WishlistNews } from '../mail/templates';

/** How long after a wishlist mail the next one may go to the same customer. */
export const WISHLIST_MAIL_GAP_HOURS = 24;

/** An entry's product is good news: in stock, and back in stock or cheaper than last seen. */
const GOOD_NEWS = 'p.stock > 0 AND (NOT w.seen_in_stock OR p.net_price < w.seen_price)';

/** Moves the mark of entries whose change is not good news (sold out, dearer, cheaper while sold out). */
async function markQuietChanges(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE wishlist_items w SET seen_price = p.net_price, seen_in_stock = p.stock > 0
       FROM products p
      WHERE p.id = w.product_id
        AND NOT (${GOOD_NEWS})
        AND (p.net_price <> w.seen_price OR (p.stock > 0) <> w.seen_in_stock)`,
  );
}

interface Recipient {
  id: number;
  name: string;
  email: string;
  /** 'en' or 'ur': the mail's language */
  language: string;
}

interface NewsRow extends WishlistNews {
  customer_id: number;
}

/**
 * One batch: up to `limit` customers with good news and no wishlist mail for a day, their news,
 * and their marks moved, in one transaction; the mails go after it commits.
 */
async function takeBatch(db: Database, limit: number) {
  return db.transaction(async (tx) => {
    const { rows: customers } = await tx.query<Recipient>(
      `SELECT u.id, u.name, u.email, u.language FROM users u
        WHERE (u.wishlist_mailed_at IS NULL OR u.wishlist_mailed_at < now() - make_interval(hours => $1::int))
          AND EXISTS (SELECT 1 FROM wishlist_items w JOIN products p ON p.id = w.product_id
                       WHERE w.customer_id = u.id AND ${GOOD_NEWS})
        ORDER BY u.id LIMIT $2
        FOR UPDATE OF u SKIP LOCKED`,
      [WISHLIST_MAIL_GAP_HOURS, limit],
    );
    if (customers.length === 0) return { customers, news: [] as NewsRow[] };
    const ids = customers.map((c) => c.id);
    const { rows: news } = await tx.query<NewsRow>(
      `UPDATE wishlist_items w SET seen_price = p.net_price, seen_in_stock = true
         FROM products p, wishlist_items before
        WHERE p.id = w.product_id AND w.customer_id = ANY($1::int[]) AND ${GOOD_NEWS}
          AND before.customer_id = w.customer_id AND before.product_id = w.product_id
        RETURNING w.customer_id, p.id, p.name, p.slug, p.net_price AS price,
                  before.seen_price AS "seenPrice", NOT before.seen_in_stock AS "backInStock"`,
      [ids],
    );
    await tx.query('UPDATE users SET wishlist_mailed_at = now() WHERE id = ANY($1::int[])', [ids]);
    return { customers, news };
  });
}

/** One sweep: mails every customer with good news who may be mailed. Returns how many were mailed. */
export async function sendWishlistAlerts(
  db: Database,
  mailer: Mailer,
  options: { publicOrigin: string; limit?: number },
): Promise<number> {
  const limit = options.limit ?? 100;
  await markQuietChanges(db);
  let mailed = 0;
  for (;;) {
    const { customers, news } = await takeBatch(db, limit);
    for (const customer of customers) {
      const products = news.filter((n) => n.customer_id === customer.id).sort((a, b) => a.name.localeCompare(b.name));
      if (products.length === 0) continue;
      await mailer.send(
        wishlistAlertMail(customer.email, customer.name, products, options.publicOrigin, languageOf(customer.language)),
      );
      mailed += 1;
    }
    if (customers.length < limit) return mailed;
  }
}

interface SweepLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Runs the sweep every `minutes` (never overlapping itself); `stop` waits for one in progress. */
export function startWishlistAlerts(options: {
  db: Database;
  mailer: Mailer;
  publicOrigin: string;
  minutes: number;
  log: SweepLogger;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sendWishlistAlerts(options.db, options.mailer, { publicOrigin: options.publicOrigin })
      .then((mailed) => {
        if (mailed > 0) options.log.info({ mailed }, 'wishlist alerts mailed');
      })
      .catch((err: unknown) => options.log.error({ err }, 'wishlist alerts failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.minutes * 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
