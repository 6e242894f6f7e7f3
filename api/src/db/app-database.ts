// What the API's own start-up code needs beyond the shared `Database` interface: running a whole
// multi-statement SQL script (a migration) atomically. Route code only ever sees `Database`.
import type { Database, Queryable } from './types';

export interface AppDatabase extends Database {
  /** Schema the driver was opened on (tests use one schema each on a shared server). */
  readonly schema?: string;
  /** Like `transaction`, with `exec` for multi-statement SQL scripts (migrations, resets). */
  scriptTransaction<T>(fn: (tx: ScriptQueryable) => Promise<T>): Promise<T>;
}

export interface ScriptQueryable extends Queryable {
  /** Runs several statements without parameters. */
  exec(script: string): Promise<void>;
}

export interface DriverOptions {
  /** Work inside this schema (created if missing) instead of `public`. */
  schema?: string;
}

/** Schema names come from code and env, but they end up inside SQL text, so keep them plain. */
export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and _`);
  }
  return schema;
}

/** Channel names end up inside LISTEN statements: plain identifiers only. */
export function assertChannelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
  return channel;
}
