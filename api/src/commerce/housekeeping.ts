// Rows nothing reads any more: sessions past their expiry or revoked, one-time codes expired or
// used (kept a day, as their send time still throttles new codes for a minute), and rate-limit
// windows older than any rule looks back. Deleted by the periodic sweep (see
// orders/release-unpaid.ts), so the tables stay the size of what is live.
import type { Queryable } from '../db/types';
import { RATE_LIMIT_RETENTION_SECONDS } from './security/rate-limiter';

export interface PurgedRows {
  authTokens: number;
  otps: number;
  rateLimits: number;
}

export async function purgeExpiredRows(db: Queryable): Promise<PurgedRows> {
  // Two statements, each served by its own index (an OR of the two would scan the table).
  const expired = await db.query('DELETE FROM auth_tokens WHERE expires_at <= now()');
  const revoked = await db.query('DELETE FROM auth_tokens WHERE revoked_at IS NOT NULL');
  const otps = await db.query(
    `DELETE FROM otps WHERE (expires_at <= now() OR consumed_at IS NOT NULL) AND last_sent_at < now() - interval '1 day'`,
  );
  const windows = await db.query(
    'DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1::int)',
    [RATE_LIMIT_RETENTION_SECONDS],
  );
  return {
    authTokens: expired.affectedRows + revoked.affectedRows,
    otps: otps.affectedRows,
    rateLimits: windows.affectedRows,
  };
}
