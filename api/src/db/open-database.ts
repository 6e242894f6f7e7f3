// Picks the driver: a PostgreSQL server when DATABASE_URL is set, the embedded PGlite otherwise.
import type { AppConfig } from '../config';
import type { AppDatabase, DriverOptions } from './app-database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>,
  options: DriverOptions = {},
): Promise<AppDatabase> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, options) : openPglite(config.pgliteDir, options);
}
