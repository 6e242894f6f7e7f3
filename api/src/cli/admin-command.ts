// Where an operator command (order:status, return:status) makes its change:
//  - PostgreSQL (DATABASE_URL): straight in the database, whether or not the API runs;
//  - the embedded PGlite folder while the API runs on it: only the API may open that folder, so the
//    change is sent to the API's local admin route, with the token the API keeps in the folder;
//  - the PGlite folder with no API running: opened here, under the folder's lock.
import { ConfigError, loadConfig, loadEnvFile, type AppConfig } from '../config';
import { acquireDataLock, LockHeldError, readDataLock, type LockInfo } from '../db/data-lock';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/types';
import { HttpError } from '../http/errors';

export interface AdminCommandOptions {
  out?: (line: string) => void;
  /** how to reach the database directly (tests); otherwise decided from the configuration */
  open?: () => Promise<Database>;
  /** the configuration; by default api/.env and the environment, as the server reads them */
  config?: CommandConfig;
  /** how long to wait for a starting server to publish its admin address */
  waitForServerMs?: number;
}

export type CommandConfig = Pick<AppConfig, 'databaseUrl' | 'pgliteDir'> & Partial<AppConfig>;

export interface AdminCommand {
  /** The admin route's path under /admin, and the JSON body it takes. */
  route: string;
  body: object;
  /** Makes the change on an open database; answers one line, or throws an HttpError to refuse. */
  direct: (db: Database, config: CommandConfig) => Promise<string>;
}

/** Applies the change on an open database; 0 when done, 1 when refused. */
async function changeDirectly(
  db: Database,
  command: AdminCommand,
  config: CommandConfig,
  out: (line: string) => void,
): Promise<number> {
  try {
    out(await command.direct(db, config));
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      out(err.message);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

/** The configured database, migrated as the server would on start. */
async function openMigrated(config: CommandConfig): Promise<Database> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the change to the running server; 0 when done, 1 when refused or unreachable. */
async function changeThroughServer(
  dataDir: string,
  holder: LockInfo,
  command: AdminCommand,
  out: (line: string) => void,
  waitMs: number,
): Promise<number> {
  // A server that is still starting has not written its address yet.
  let server: LockInfo | null = holder;
  const until = Date.now() + waitMs;
  while (server && server.role === 'server' && !server.token && Date.now() < until) {
    await sleep(250);
    server = readDataLock(dataDir);
  }
  if (!server || !server.token) {
    out(
      `The API (process ${holder.pid}) holds the database folder but is not ready to take commands yet. Try again in a moment.`,
    );
    return 1;
  }
  if (!server.adminUrl) {
    out(
      `The API (process ${server.pid}) does not listen on this machine's loopback address (HOST), so this command cannot reach it. Stop the API and run the command again.`,
    );
    return 1;
  }
  let res: Response;
  try {
    res = await fetch(`${server.adminUrl}/admin/${command.route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      body: JSON.stringify(command.body),
    });
  } catch {
    out(`Could not reach the API (process ${server.pid}) at ${server.adminUrl}. Is it still running?`);
    return 1;
  }
  const body = (await res.json().catch(() => null)) as { mess?: string } | null;
  out(body?.mess ?? `The API answered ${res.status}`);
  return res.ok ? 0 : 1;
}

/** Runs the command where it can be run (see the top of this file); 0 when done, 1 when not. */
export async function runAdminCommand(command: AdminCommand, options: AdminCommandOptions = {}): Promise<number> {
  const out = options.out ?? console.log;
  let config = options.config;
  if (!config) {
    // The same settings the server starts with: api/.env, then the environment.
    loadEnvFile();
    try {
      config = loadConfig();
    } catch (err) {
      if (err instanceof ConfigError) {
        out(err.message);
        return 1;
      }
      throw err;
    }
  }
  if (options.open) return changeDirectly(await options.open(), command, config, out);
  if (config.databaseUrl) return changeDirectly(await openMigrated(config), command, config, out);

  const waitMs = options.waitForServerMs ?? 30_000;
  const holder = readDataLock(config.pgliteDir);
  if (holder?.role === 'server') return changeThroughServer(config.pgliteDir, holder, command, out, waitMs);
  let lock;
  try {
    lock = await acquireDataLock(config.pgliteDir, 'command');
  } catch (err) {
    if (!(err instanceof LockHeldError)) throw err;
    // A server may have taken the folder in between: send it the change instead.
    const now = readDataLock(config.pgliteDir);
    if (now?.role === 'server') return changeThroughServer(config.pgliteDir, now, command, out, waitMs);
    out(err.message);
    return 1;
  }
  try {
    return await changeDirectly(await openMigrated(config), command, config, out);
  } finally {
    lock.release();
  }
}

/** Runs a command's main function as the process's exit code. */
export function runAsMain(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
