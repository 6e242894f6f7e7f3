// PostgreSQL server through a node-postgres pool (DATABASE_URL).
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { NotificationHandlers, QueryResult } from './types';
import {
  assertChannelName,
  assertSchemaName,
  type AppDatabase,
  type DriverOptions,
  type ScriptQueryable,
} from './app-database';

// BIGINT (count(*), sums) arrives as text by default; our numbers stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

const statementNames = new Map<string, string>();
/**
 * A name per SQL text, so each connection parses a statement once and then only binds and runs
 * it (node-postgres prepares named statements per connection).
 */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): ScriptQueryable {
  return {
    async exec(script: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts many statements.
      await client.query(script);
    },
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await client.query({ name: statementName(sql), text: sql, values: params });
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
  };
}

export async function openPostgres(connectionString: string, options: DriverOptions = {}): Promise<AppDatabase> {
  const schema = options.schema ? assertSchemaName(options.schema) : undefined;
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Queries are written without waiting for the answer to the one before: only
    // Transaction.queryThenCommit sends two at once, everything else awaits each answer.
    pipeline: true,
    // search_path is a connection option, so every pooled connection starts in the right schema.
    // Statements are prepared (see statementName), but planned for their values each time: a
    // generic plan knows neither the listing's categories nor its OFFSET, and took a deep page
    // from 25 ms to 65-100 ms by walking the whole catalogue in date order.
    options: ['-c plan_cache_mode=force_custom_plan', ...(schema ? [`-c search_path="${schema}",public`] : [])].join(
      ' ',
    ),
  });
  // An idle client losing its server connection emits 'error'; without a listener it would crash.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');

  async function withClient<T>(fn: (client: pg.PoolClient, committed: () => void) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let open = true;
    try {
      await client.query('BEGIN');
      const result = await fn(client, () => {
        open = false;
      });
      if (open) await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  const base = wrap(pool);
  let closed = false;
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    schema,
    query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => base.query<T>(sql, params),
    transaction: (fn) =>
      withClient((client, committed) => {
        const handle = wrap(client);
        return fn({
          ...handle,
          async queryThenCommit<T>(sql: string, params?: unknown[]) {
            committed();
            // The pool's connections pipeline (see the pool): COMMIT is on its way before the
            // statement's answer is read.
            const [result] = await Promise.all([handle.query<T>(sql, params), client.query('COMMIT')]);
            return result;
          },
        });
      }),
    scriptTransaction: (fn) => withClient((client) => fn(wrap(client))),
    async listen(channel, handlers) {
      const stop = await listenOn(connectionString, assertChannelName(channel), handlers);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** How long a dropped listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it
 * drops, onGap says so, and says it again once a new connection listens (whatever was sent in
 * between is lost), until stop() is called.
 */
async function listenOn(connectionString: string, channel: string, handlers: NotificationHandlers) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (!stopped) retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS);
  };
  const reconnect = async () => {
    try {
      await connect();
      handlers.onGap();
    } catch {
      scheduleRetry();
    }
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      void next.end().catch(() => undefined);
      handlers.onGap();
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      throw err;
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Drops a schema made for a test run (and everything in it). */
export async function dropSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${assertSchemaName(schema)}" CASCADE`);
  } finally {
    await client.end();
  }
}
