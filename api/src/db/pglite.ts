// Embedded PostgreSQL (WASM). One connection per process, so queries are serialised by PGlite itself.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import type { QueryResult } from './types';
import {
  assertChannelName,
  assertSchemaName,
  type AppDatabase,
  type DriverOptions,
  type ScriptQueryable,
} from './app-database';

type PGliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(pg: PGliteLike): ScriptQueryable {
  return {
    async exec(script: string) {
      await pg.exec(script);
    },
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
  };
}

/** @param dataDir a folder for the data, or undefined for an in-memory database */
export async function openPglite(dataDir: string | undefined, options: DriverOptions = {}): Promise<AppDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  if (options.schema) {
    const schema = assertSchemaName(options.schema);
    await pg.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"; SET search_path TO "${schema}", public;`);
  }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    schema: options.schema,
    query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => base.query<T>(sql, params),
    // One connection, whose queries run one after another: the commit at the end of the
    // transaction is already as close behind the last statement as it can be. What fn throws
    // after queryThenCommit leaves the work committed, as on PostgreSQL.
    async transaction(fn) {
      let committed = false;
      const outcome = await pg.transaction(async (tx) => {
        const handle = wrap(tx);
        const queryThenCommit = async <T>(sql: string, params?: unknown[]) => {
          const result = await handle.query<T>(sql, params);
          committed = true;
          return result;
        };
        try {
          return { value: await fn({ ...handle, queryThenCommit }) };
        } catch (error) {
          if (committed) return { error };
          throw error;
        }
      });
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    },
    scriptTransaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One connection in one process: nothing is ever missed, so onGap is never called.
    async listen(channel, handlers) {
      const unlisten = await pg.listen(assertChannelName(channel), (payload) => handlers.onNotify(payload));
      return () => (pg.closed ? Promise.resolve() : unlisten());
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
