// Rate limiting with the counters in PostgreSQL, so every API copy sees the same numbers (process
// memory would let a client multiply its quota by the number of copies).
//
// Sliding window, estimated from two fixed windows (a counter per key and clock-aligned window):
// the hits of the current window plus the previous window's, weighted by how much of it still lies
// within the last `windowSeconds`. A plain fixed window would forget everything at each boundary,
// letting a script spend its quota at 9:59:59 and again at 10:00:00.
import type { Queryable } from '../../db/types';
import { RateLimitError } from '../../http/errors';

export interface RateRule {
  /** what is being limited, part of the key: 'login', 'register', 'otp' ... */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/** Limits chosen so a shopper never meets them but a script guessing passwords or codes does. */
export const RATE_RULES = {
  // Many shoppers share one address behind a mobile carrier's NAT; guessing one account's password
  // is stopped by the per-account rules below.
  loginPerIp: {
    name: 'login:ip',
    limit: 100,
    windowSeconds: 600,
    message: 'Too many login attempts. Please try again in a few minutes.',
  },
  registerPerIp: {
    name: 'register:ip',
    limit: 10,
    windowSeconds: 3600,
    message: 'Too many registrations from your network. Please try again later.',
  },
  otpPerIp: {
    name: 'otp:ip',
    limit: 40,
    windowSeconds: 600,
    message: 'Too many OTP requests. Please try again in a few minutes.',
  },
  otpPerEmail: {
    name: 'otp:email',
    limit: 15,
    windowSeconds: 3600,
    message: 'Too many OTP requests for this email. Please try again later.',
  },
  // Failed logins of one account: from one client, a few (the owner elsewhere is not locked out);
  // from all clients together, many more, which still stops guessing spread over many addresses.
  // A successful login or a password reset clears both.
  loginPerAccountClient: {
    name: 'login:email-ip',
    limit: 10,
    windowSeconds: 900,
    message: 'Too many failed login attempts for this account. Please try again in 15 minutes or reset your password.',
  },
  loginPerAccount: {
    name: 'login:email',
    limit: 100,
    windowSeconds: 3600,
    message: 'Too many failed login attempts for this account. Please try again later or reset your password.',
  },
  // Current-password checks when changing it: someone holding a stolen token cannot guess on.
  passwordChange: {
    name: 'password-change:user',
    limit: 10,
    windowSeconds: 900,
    message: 'Too many wrong current passwords. Please try again in 15 minutes.',
  },
  // Wrong one-time codes of one e-mail, both purposes together, across every code sent: a code
  // allows 5 tries and a new one comes every minute, so without these the guesses had no end.
  // From one client, a few (a stranger's guesses then never lock the owner out of a reset made
  // from elsewhere); from all clients together, more, which still bounds guessing spread over many
  // addresses.
  otpWrongPerEmailClient: {
    name: 'otp-wrong:email-ip',
    limit: 15,
    windowSeconds: 86_400,
    message: 'Too many wrong codes for this email. Please try again tomorrow.',
  },
  otpWrongPerEmail: {
    name: 'otp-wrong:email',
    limit: 100,
    windowSeconds: 86_400,
    message: 'Too many wrong codes for this email. Please try again tomorrow.',
  },
  // Per customer: generous for a shopper, but a script cannot place or restart payments endlessly.
  orderCreatePerCustomer: {
    name: 'order-create:user',
    limit: 20,
    windowSeconds: 600,
    message: 'Too many orders in a short time. Please wait a few minutes and try again.',
  },
  paymentRetryPerCustomer: {
    name: 'payment-retry:user',
    limit: 20,
    windowSeconds: 600,
    message: 'Too many payment attempts in a short time. Please wait a few minutes and try again.',
  },
} satisfies Record<string, RateRule>;

/**
 * How long a counter is still read: the sliding window looks at the current window and the one
 * before it, so rows older than two of the longest windows are never read again.
 */
export const RATE_LIMIT_RETENTION_SECONDS =
  2 * Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowSeconds));

/** What the limiter knows after counting a hit: the two windows' counts and how far into the current one it is. */
export interface WindowCounts {
  current: number;
  previous: number;
  /** Seconds since the current window began. */
  elapsed: number;
}

/**
 * The sliding-window verdict: refused when the estimated hits of the last `windowSeconds` pass the
 * limit, and if so, in how many seconds (whole, at least 1) the estimate falls back to the limit
 * when no more hits come.
 */
export function slidingWindowVerdict(
  rule: Pick<RateRule, 'limit' | 'windowSeconds'>,
  { current, previous, elapsed }: WindowCounts,
): { refused: boolean; retryAfterSeconds: number } {
  const window = rule.windowSeconds;
  const estimate = current + previous * Math.max(0, 1 - elapsed / window);
  if (estimate <= rule.limit) return { refused: false, retryAfterSeconds: 0 };
  // Too many in this window alone: wait for its end, then for its weight to decay to the limit.
  // Otherwise only the previous window's share has to decay.
  const wait =
    current > rule.limit
      ? window - elapsed + window * (1 - rule.limit / current)
      : window * (1 - (rule.limit - current) / previous) - elapsed;
  return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/** Counts one hit in the current window; answers both windows' counts and where the hit went. */
async function countHit(db: Queryable, rule: RateRule, key: string): Promise<WindowCounts & { windowStart: string }> {
  const { rows } = await db.query<{ current: number; previous: number; elapsed: number; window_start: string }>(
    `WITH hit AS (
       INSERT INTO rate_limits (key, window_start, count)
       VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int), 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
       RETURNING count, window_start
     )
     SELECT hit.count AS current,
       coalesce((SELECT r.count FROM rate_limits r
                 WHERE r.key = $1 AND r.window_start = hit.window_start - make_interval(secs => $2::int)), 0) AS previous,
       extract(epoch FROM (now() - hit.window_start))::float8 AS elapsed,
       extract(epoch FROM hit.window_start)::text AS window_start
     FROM hit`,
    [key, rule.windowSeconds],
  );
  return {
    current: Number(rows[0].current),
    previous: Number(rows[0].previous),
    elapsed: Number(rows[0].elapsed),
    windowStart: rows[0].window_start,
  };
}

/** Takes back one hit counted by countHit (never below 0). */
async function uncountHit(db: Queryable, key: string, windowStart: string): Promise<void> {
  await db.query(
    'UPDATE rate_limits SET count = greatest(0, count - 1) WHERE key = $1 AND window_start = to_timestamp($2::float8)',
    [key, windowStart],
  );
}

/**
 * Counts one hit for `subject` under `rule` and throws a 429 once the sliding window's limit is
 * passed. The upsert is atomic, so parallel requests cannot slip past the limit together.
 */
export async function hitRateLimit(db: Queryable, rule: RateRule, subject: string): Promise<void> {
  const counts = await countHit(db, rule, keyOf(rule, subject));
  const verdict = slidingWindowVerdict(rule, counts);
  if (verdict.refused) {
    throw new RateLimitError(rule.message, verdict.retryAfterSeconds);
  }
}

export interface ClaimedHit {
  /** Takes the hit back: what it counted turned out not to count (e.g. the code was right). */
  giveBack(): Promise<void>;
}

/**
 * Like hitRateLimit, for limits on failures that are only known after the check: the hit is
 * counted before the check (parallel requests cannot slip past the limit together) and given back
 * when the check passes. A refused request is not counted, so being refused does not lengthen the
 * wait.
 */
export async function claimRateLimit(db: Queryable, rule: RateRule, subject: string): Promise<ClaimedHit> {
  const key = keyOf(rule, subject);
  const { windowStart, ...counts } = await countHit(db, rule, key);
  const verdict = slidingWindowVerdict(rule, counts);
  if (verdict.refused) {
    await uncountHit(db, key, windowStart);
    throw new RateLimitError(rule.message, verdict.retryAfterSeconds);
  }
  let given = false;
  return {
    async giveBack() {
      if (given) return;
      given = true;
      await uncountHit(db, key, windowStart);
    },
  };
}

/**
 * claimRateLimit under several rules at once, all or none: when one refuses, the hits already
 * claimed under the others are given back. The hit it answers gives back every one.
 */
export async function claimRateLimits(db: Queryable, claims: Array<[RateRule, string]>): Promise<ClaimedHit> {
  const claimed: ClaimedHit[] = [];
  const giveBackAll = async () => {
    for (const hit of claimed) await hit.giveBack();
  };
  try {
    for (const [rule, subject] of claims) claimed.push(await claimRateLimit(db, rule, subject));
  } catch (err) {
    await giveBackAll();
    throw err;
  }
  return { giveBack: giveBackAll };
}

/** Forgets the hits counted for `subject` under `rule` (e.g. after a successful login). */
export async function clearRateLimit(db: Queryable, rule: RateRule, subject: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [keyOf(rule, subject)]);
}

/** Forgets the hits counted under `rule` for every subject starting with `prefix`. */
export async function clearRateLimitsLike(db: Queryable, rule: RateRule, prefix: string): Promise<void> {
  const escaped = keyOf(rule, prefix).replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.query(`DELETE FROM rate_limits WHERE key LIKE $1 || '%'`, [escaped]);
}

/** Windows older than any rule looks back (RATE_LIMIT_RETENTION_SECONDS). */
export async function purgeOldWindows(db: Queryable): Promise<number> {
  const { affectedRows } = await db.query(
    'DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1::int)',
    [RATE_LIMIT_RETENTION_SECONDS],
  );
  return affectedRows;
}
