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

/** A transaction's connection (Database.transaction). */
export interface Transaction extends Queryable {
  /**
   * The transaction's last statement, with the COMMIT sent right behind it: on PostgreSQL both go
   * out at once, so the row locks the statement takes are held for the statement and the commit
   * only, not also while this process gets round to reading the answer and committing (under load,
   * most of the time). Nothing may run on `tx` after it, and what the transaction's function
   * throws after it does not undo it. A failed statement commits nothing (the COMMIT of a failed
   * transaction rolls it back) and its error is thrown.
   */
  queryThenCommit<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; ROLLBACK when it throws (and rethrows). */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (from any connection, after its
   * commit), and `onGap` whenever some may have been missed (the listening connection dropped; it
   * reconnects by itself). Resolves once listening, with a function that stops it.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onNotify(payload: string): void;
  onGap(): void;
}
