// Rows nothing reads any more: sessions past their expiry or revoked, one-time codes expired or
// used (kept a day, as their send time still throttles new codes for a minute), and rate-limit
// windows older than any rule looks back. Deleted by the periodic sweep (see
// orders/release-unpaid.ts), so the tables stay the size of what is live.
import type { Queryable } from '../db/types';
import { purgeSpentCodes } from './auth/otps-repository';
import { purgeDeadTokens } from './auth/tokens';
import { purgeOldWindows } from './security/rate-limiter';

export interface PurgedRows {
  authTokens: number;
  otps: number;
  rateLimits: number;
}

export async function purgeExpiredRows(db: Queryable): Promise<PurgedRows> {
  return {
    authTokens: await purgeDeadTokens(db),
    otps: await purgeSpentCodes(db),
    rateLimits: await purgeOldWindows(db),
  };
}
