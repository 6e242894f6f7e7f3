// npm run order:status -w api -- <order number> <status>
// Moves an order one step along pending → confirmed → processed → shipped → delivered, or cancels
// it (giving its stock back), so order tracking can be seen working. Invalid moves are refused.
//
// Where the change is made:
//  - PostgreSQL (DATABASE_URL): straight in the database, whether or not the API runs;
//  - the embedded PGlite folder while the API runs on it: only the API may open that folder, so the
//    change is sent to the API's local admin route, with the token the API keeps in the folder;
//  - the PGlite folder with no API running: opened here, under the folder's lock.
import { ConfigError, loadConfig, loadEnvFile, type AppConfig } from '../config';
import { acquireDataLock, LockHeldError, readDataLock, type LockInfo } from '../db/data-lock';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { describeChange, isOrderStatus, ORDER_STATUSES } from '../commerce/orders/order-status';
import { changeStatusByCommand } from '../admin/command-status-change';
import type { OrderStatus } from '@storefront/shared/types';
import type { Database } from '../db/types';
import { HttpError } from '../http/errors';
import { createCardPayments, type CardPayments } from '../commerce/checkout/card-payments';

const USAGE = `Usage: npm run order:status -w api -- <order number> <status>
  status: ${ORDER_STATUSES.join(' | ')}
  example: npm run order:status -w api -- SF-2611-000123 confirmed`;

export interface OrderStatusCliOptions {
  out?: (line: string) => void;
  /** how to reach the database directly (tests); otherwise decided from the configuration */
  open?: () => Promise<Database>;
  /** the configuration; by default api/.env and the environment, as the server reads them */
  config?: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>;
  /** how long to wait for a starting server to publish its admin address */
  waitForServerMs?: number;
  /** closes a cancelled order's open card checkout; by default the configured provider (Stripe or the test gateway) */
  cardPayments?: CardPayments;
}

/** Applies the change on an open database; 0 when done, 1 when refused. */
async function changeDirectly(
  db: Database,
  number: string,
  status: OrderStatus,
  out: (line: string) => void,
  cardPayments?: CardPayments,
): Promise<number> {
  try {
    out(describeChange(await changeStatusByCommand(db, number, status, cardPayments)));
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
async function openMigrated(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<Database> {
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
  number: string,
  status: OrderStatus,
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
    res = await fetch(`${server.adminUrl}/admin/order-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      body: JSON.stringify({ number, status }),
    });
  } catch {
    out(`Could not reach the API (process ${server.pid}) at ${server.adminUrl}. Is it still running?`);
    return 1;
  }
  const body = (await res.json().catch(() => null)) as { mess?: string } | null;
  out(body?.mess ?? `The API answered ${res.status}`);
  return res.ok ? 0 : 1;
}

export async function runOrderStatus(args: string[], options: OrderStatusCliOptions = {}): Promise<number> {
  const out = options.out ?? console.log;
  const [rawNumber, rawStatus] = args;
  if (!rawNumber || !rawStatus || args.length !== 2) {
    out(USAGE);
    return 2;
  }
  const status = rawStatus.trim().toLowerCase();
  if (!isOrderStatus(status)) {
    out(`Unknown status "${rawStatus}". Use one of: ${ORDER_STATUSES.join(', ')}.`);
    return 2;
  }
  const number = rawNumber.trim().toUpperCase();
  if (options.open) return changeDirectly(await options.open(), number, status, out, options.cardPayments);

  let config = options.config;
  let cardPayments = options.cardPayments;
  if (!config) {
    // The same settings the server starts with: api/.env, then the environment.
    loadEnvFile();
    try {
      const loaded = loadConfig();
      config = loaded;
      cardPayments ??= createCardPayments(loaded);
    } catch (err) {
      if (err instanceof ConfigError) {
        out(err.message);
        return 1;
      }
      throw err;
    }
  }
  if (config.databaseUrl) return changeDirectly(await openMigrated(config), number, status, out, cardPayments);

  const holder = readDataLock(config.pgliteDir);
  if (holder?.role === 'server') {
    return changeThroughServer(config.pgliteDir, holder, number, status, out, options.waitForServerMs ?? 30_000);
  }
  let lock;
  try {
    lock = await acquireDataLock(config.pgliteDir, 'command');
  } catch (err) {
    if (!(err instanceof LockHeldError)) throw err;
    // A server may have taken the folder in between: send it the change instead.
    const now = readDataLock(config.pgliteDir);
    if (now?.role === 'server') {
      return changeThroughServer(config.pgliteDir, now, number, status, out, options.waitForServerMs ?? 30_000);
    }
    out(err.message);
    return 1;
  }
  try {
    return await changeDirectly(await openMigrated(config), number, status, out, cardPayments);
  } finally {
    lock.release();
  }
}

if (require.main === module) {
  runOrderStatus(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
