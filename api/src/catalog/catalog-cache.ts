// Public catalogue answers (listings, search, product pages) are the same for every shopper, so
// each API process keeps them, serialised, for a few seconds, with an ETag so a browser or a CDN
// can revalidate them for free. PostgreSQL announces changes (NOTIFY catalog_changed, from the
// triggers of migrations 011 and 012) to every API process, which forgets what it kept: any change
// to a product, its photos, a category or a brand, and a product selling out or coming back, so a
// sold-out product is shown sold out on the next request (and leaves the in-stock counts). A stock figure that moves without
// crossing zero is not announced (it moves with every order): it may trail by the TTL. When the
// notifications may have been missed, everything is forgotten; the TTL bounds what a lost
// notification could ever cost.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { TtlCache } from './ttl-cache';

export const CATALOG_CHANNEL = 'catalog_changed';

/** How long to wait before trying to listen again after the database could not be reached. */
const FOLLOW_RETRY_MS = 5000;
/** Distinct answers kept per process (a listing answer is about 30 KB). */
const MAX_ANSWERS = 2000;
/** Facets, counts and category lookups: small, and (most of them) unchanged by stock. */
const MAX_FACTS = 5000;

interface Answer {
  body: string;
  etag: string;
}

export class CatalogCache {
  private readonly answers: TtlCache<Answer>;
  /** What a listing needs beside its page: categories, brands, price ceiling, filtered counts. */
  private readonly facts: TtlCache<unknown>;
  /** Facts that a product selling out or coming back changes (the in-stock filter's counts). */
  private readonly stockFacts: TtlCache<unknown>;
  /** Whether changes reach this process: until they do, nothing is kept. */
  private following = false;

  constructor(readonly ttlMs: number) {
    this.answers = new TtlCache({ ttlMs, maxEntries: MAX_ANSWERS });
    this.facts = new TtlCache({ ttlMs, maxEntries: MAX_FACTS });
    this.stockFacts = new TtlCache({ ttlMs, maxEntries: MAX_FACTS });
  }

  /**
   * A cached fact of the catalogue, loaded on a miss (typed by its loader).
   * @param dependsOnStock forgotten when a product sells out or comes back, as answers are
   */
  fact<T>(key: string, load: () => Promise<T>, dependsOnStock = false): Promise<T> {
    if (!this.following) return load();
    return (dependsOnStock ? this.stockFacts : this.facts).get(key, load) as Promise<T>;
  }

  /**
   * Answers the request from the cache, or from `load` (whose result is serialised with the
   * route's response schema). A matching If-None-Match gets 304 without a body.
   */
  async reply<T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T | void> {
    if (!this.answers.enabled || !this.following) return load();
    const answer = await this.answers.get(request.url, async () => {
      // The route's response schema serialises JSON, to text.
      const body = reply.serialize(await load()) as string;
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
    reply.header('etag', answer.etag);
    // Reference data (the category tree) keeps its route's longer Cache-Control.
    const routeCacheControl = request.routeOptions.config?.cacheControl;
    reply.header('cache-control', routeCacheControl ?? `public, max-age=${Math.floor(this.ttlMs / 1000)}`);
    // Sent here, as text already serialised: awaiting the reply is how Fastify expects an async
    // handler that sends by itself to finish.
    if (ifNoneMatch(request.headers['if-none-match'], answer.etag)) await reply.code(304).send();
    else await reply.type('application/json; charset=utf-8').send(answer.body);
  }

  /** What a notification says changed: availability alone leaves the other facts standing. */
  changed(what: 'stock' | 'catalog'): void {
    this.answers.clear();
    this.stockFacts.clear();
    if (what !== 'stock') this.facts.clear();
  }

  /**
   * Follows the changes announced on `db` (the primary). Nothing is kept until it listens: if
   * the database cannot be reached, answers are read afresh and it tries again every few seconds.
   * `ready` settles after the first try, whatever its outcome; `stop` ends it.
   */
  follow(db: Database, onError: (err: unknown) => void): { ready: Promise<void>; stop: () => Promise<void> } {
    if (!this.answers.enabled) return { ready: Promise.resolve(), stop: () => Promise.resolve() };
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let unlisten: (() => Promise<void>) | undefined;
    const attempt = async () => {
      try {
        // The triggers name the schema they fire in: tests share one database, a schema each.
        const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
        const schema = rows[0].schema;
        const stopListening = await db.listen(CATALOG_CHANNEL, {
          onNotify: (payload) => {
            const [from, what] = payload.split(':');
            if (from === schema) this.changed(what === 'stock' ? 'stock' : 'catalog');
          },
          onGap: () => this.changed('catalog'),
        });
        if (stopped) return void (await stopListening());
        unlisten = stopListening;
        this.following = true;
      } catch (err) {
        onError(err);
        if (!stopped) retry = setTimeout(() => void attempt(), FOLLOW_RETRY_MS).unref();
      }
    };
    return {
      ready: attempt(),
      stop: async () => {
        stopped = true;
        clearTimeout(retry);
        this.following = false;
        this.changed('catalog');
        await unlisten?.();
      },
    };
  }
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
