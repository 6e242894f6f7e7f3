// The one small interface the API uses to talk to PostgreSQL. Two drivers implement it:
// PGlite (embedded, the default) and node-postgres (DATABASE_URL). Queries are plain SQL with
// $1-style parameters, so the same text runs on both.

export interface QueryResult<T> {
  rows: T[];
  /** rows touched by INSERT/UPDATE/DELETE */
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; ROLLBACK when it throws (and rethrows). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
