// npm run return:status -w api -- <return number> <status> [reason]
// Moves a return one step along requested → approved → received → refunded, or rejects it with a
// reason the shopper reads. 'received' puts its units back in stock; 'refunded' records the amount
// and mails the shopper, as 'rejected' does. Where the change is made: see admin-command.ts.
import { createMailer } from '../commerce/mail/mailer';
import { isReturnStatus, RETURN_STATUSES } from '../commerce/returns/return-policy';
import { changeReturnByCommand } from '../admin/command-return-change';
import { loadConfig, type AppConfig } from '../config';
import { runAdminCommand, runAsMain, type AdminCommandOptions } from './admin-command';

const USAGE = `Usage: npm run return:status -w api -- <return number> <status> [reason]
  status: ${RETURN_STATUSES.join(' | ')}
  a rejection needs a reason, which is mailed to the shopper
  example: npm run return:status -w api -- RT-2611-000001 approved
  example: npm run return:status -w api -- RT-2611-000001 rejected "The item has been used"`;

export async function runReturnStatus(args: string[], options: AdminCommandOptions = {}): Promise<number> {
  const out = options.out ?? console.log;
  const [rawNumber, rawStatus, ...reasonWords] = args;
  if (!rawNumber || !rawStatus) {
    out(USAGE);
    return 2;
  }
  const status = rawStatus.trim().toLowerCase();
  if (!isReturnStatus(status)) {
    out(`Unknown status "${rawStatus}". Use one of: ${RETURN_STATUSES.join(', ')}.`);
    return 2;
  }
  const number = rawNumber.trim().toUpperCase();
  const reason = reasonWords.join(' ').trim() || undefined;
  return runAdminCommand(
    {
      route: 'return-status',
      body: { number, status, reason },
      direct: async (db, given) => {
        // The shop's promises and mail settings as the server has them (a test's config may bring none).
        const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test' }), ...given };
        const mailer = createMailer(db, config, { error: (obj, msg) => console.error(msg, obj) });
        try {
          const { line } = await changeReturnByCommand(
            { db, mailer, policies: config.policies, publicOrigin: config.publicOrigin },
            number,
            status,
            reason,
          );
          return line;
        } finally {
          // The mail leaves before the database closes.
          await mailer.idle();
        }
      },
    },
    options,
  );
}

if (require.main === module) runAsMain(() => runReturnStatus(process.argv.slice(2)));
