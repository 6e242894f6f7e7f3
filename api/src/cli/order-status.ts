// npm run order:status -w api -- <order number> <status>
// Moves an order one step along pending → confirmed → processed → shipped → delivered, or cancels
// it (giving its stock back), so order tracking can be seen working. Invalid moves are refused.
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { changeOrderStatus, isOrderStatus, ORDER_STATUSES } from '../commerce/orders/order-status';
import type { Database } from '../db/types';
import { HttpError } from '../http/errors';

const USAGE = `Usage: npm run order:status -w api -- <order number> <status>
  status: ${ORDER_STATUSES.join(' | ')}
  example: npm run order:status -w api -- SF-2611-000123 confirmed`;

/** The server's database, migrated as the server would on start. */
async function openConfiguredDatabase(): Promise<Database> {
  const db = await openDatabase(loadConfig());
  await migrate(db);
  return db;
}

export interface OrderStatusCliOptions {
  out?: (line: string) => void;
  /** how to reach the database; the server's own configuration by default */
  open?: () => Promise<Database>;
}

export async function runOrderStatus(args: string[], options: OrderStatusCliOptions = {}): Promise<number> {
  const out = options.out ?? console.log;
  const [number, status] = args;
  if (!number || !status || args.length !== 2) {
    out(USAGE);
    return 2;
  }
  const target = status.trim().toLowerCase();
  if (!isOrderStatus(target)) {
    out(`Unknown status "${status}". Use one of: ${ORDER_STATUSES.join(', ')}.`);
    return 2;
  }
  const db = await (options.open ?? openConfiguredDatabase)();
  try {
    const change = await changeOrderStatus(db, { number: number.trim().toUpperCase() }, target);
    out(`Order ${change.number}: ${change.from} → ${change.to}${change.to === 'cancelled' ? ' (stock restored)' : ''}`);
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
