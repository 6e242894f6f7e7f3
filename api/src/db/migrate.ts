// Applies numbered SQL files (migrations/NNN_name.sql) in order, each in its own transaction,
// recording them in schema_migrations. Safe to run from several API copies at once: an advisory
// lock makes the others wait and then skip what is already applied.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppDatabase } from './app-database';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_-]+\.sql$/;
const MIGRATION_LOCK_KEY = 4_004_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file "${file}" must be named NNN_name.sql`);
    const version = match[1];
    if (seen.has(version)) throw new Error(`Two migrations share the number ${version}`);
    seen.add(version);
    return { version, name: file, sql: readFileSync(path.join(dir, file), 'utf8') };
  });
}

/** @returns the file names applied by this call */
export async function migrate(db: AppDatabase, migrations = loadMigrations()): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.scriptTransaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
