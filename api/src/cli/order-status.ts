// npm run order:status -w api -- <order number> <status>
// Moves an order one step along pending → confirmed → processed → shipped → delivered, or cancels
// it (giving its stock back), so order tracking can be seen working. Invalid moves are refused.
// Where the change is made (PostgreSQL, the running API's admin route, the PGlite folder): see
// admin-command.ts.
import { describeChange, isOrderStatus, ORDER_STATUSES } from '../commerce/orders/order-status';
import { changeStatusByCommand } from '../admin/command-status-change';
import type { AppConfig } from '../config';
import { createCardPayments, type CardPayments } from '../commerce/checkout/card-payments';
import { runAdminCommand, runAsMain, type AdminCommandOptions } from './admin-command';

const USAGE = `Usage: npm run order:status -w api -- <order number> <status>
  status: ${ORDER_STATUSES.join(' | ')}
  example: npm run order:status -w api -- SF-2611-000123 confirmed`;

export interface OrderStatusCliOptions extends AdminCommandOptions {
  /** closes a cancelled order's open card checkout; by default the configured provider (Stripe or the test gateway) */
  cardPayments?: CardPayments;
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
  return runAdminCommand(
    {
      route: 'order-status',
      body: { number, status },
      direct: async (db, config) => {
        // A configuration read from the environment names the provider; a test's may bring none.
        const cardPayments =
          options.cardPayments ?? (config.nodeEnv ? createCardPayments(config as AppConfig) : undefined);
        return describeChange(await changeStatusByCommand(db, number, status, cardPayments));
      },
    },
    options,
  );
}

if (require.main === module) runAsMain(() => runOrderStatus(process.argv.slice(2)));
