// One-time codes for e-mail verification and password reset: 6 random digits, stored as a salted
// SHA-256, valid 10 minutes, at most 5 tries, a new code no sooner than 60 s after the last one,
// and, whatever the number of codes sent, at most 15 wrong codes per e-mail and client in 24 hours
// (100 from all clients together).
import { timingSafeEqual } from 'node:crypto';
import { OTP_RESEND_SECONDS } from '@storefront/shared/config';
import type { Queryable } from '../../db/types';
import { badRequest, RateLimitError } from '../../http/errors';
import { claimRateLimits, RATE_RULES } from '../security/rate-limiter';
import { newOtpCode, newSalt, sha256 } from '../security/secrets';
import type { OtpPurpose } from '../mail/templates';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'OTP has expired. Please request a new one.',
  tooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
};

/** The refusal of a wrong code (or none to check), named on the field the code was typed in. */
export const invalidOtp = () => badRequest(OTP_MESSAGES.invalid, { otp: OTP_MESSAGES.invalid });

const digest = (salt: string, code: string) => sha256(`${salt}:${code}`);

/**
 * Creates (or replaces) the live code for this e-mail and purpose and returns it for mailing.
 * The throttle is part of the upsert, so two parallel requests cannot both send a code.
 */
export async function issueOtp(db: Queryable, email: string, purpose: OtpPurpose): Promise<string> {
  const code = newOtpCode();
  const salt = newSalt();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO otps (email, purpose, code_hash, salt, expires_at, attempts, max_attempts, consumed_at, last_sent_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int), 0, $6::int, NULL, now())
     ON CONFLICT (email, purpose) DO UPDATE SET
       code_hash = EXCLUDED.code_hash, salt = EXCLUDED.salt, expires_at = EXCLUDED.expires_at,
       attempts = 0, max_attempts = EXCLUDED.max_attempts, consumed_at = NULL, last_sent_at = now()
     WHERE otps.last_sent_at <= now() - make_interval(secs => $7::int)
     RETURNING id`,
    [email, purpose, digest(salt, code), salt, OTP_TTL_MINUTES, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS],
  );
  if (rows.length === 0) {
    const wait = await db.query<{ seconds: number }>(
      `SELECT greatest(1, ceil(extract(epoch FROM (last_sent_at + make_interval(secs => $3::int) - now()))))::int AS seconds
       FROM otps WHERE email = $1 AND purpose = $2`,
      [email, purpose, OTP_RESEND_SECONDS],
    );
    const seconds = wait.rows[0]?.seconds ?? OTP_RESEND_SECONDS;
    throw new RateLimitError(OTP_MESSAGES.wait(seconds), seconds, 'code-recently-sent');
  }
  return code;
}

/**
 * Checks a code. Each check first claims one of the code's allowed tries, then one of the e-mail's
 * wrong-code allowance (over it, a 429 without looking at the code, and the try is given back),
 * both atomically, so parallel guesses exceed neither limit. In that order, guesses refused for
 * the code's own tries never hold the e-mail's allowance, even for a moment: a burst of them does
 * not make others read 'try again tomorrow'. A correct code gives both back; with `consume`, it is
 * used up and cannot be used again.
 */
export async function checkOtp(
  db: Queryable,
  email: string,
  purpose: OtpPurpose,
  code: string,
  options: { consume: boolean; client: string },
): Promise<void> {
  const live = await claimTry(db, email, purpose);
  // Per e-mail, not per code: a new code resets the code's tries, never these counts.
  let guess: Awaited<ReturnType<typeof claimRateLimits>>;
  try {
    guess = await claimRateLimits(db, [
      [RATE_RULES.otpWrongPerEmailClient, `${email}|${options.client}`],
      [RATE_RULES.otpWrongPerEmail, email],
    ]);
  } catch (err) {
    await giveBackTry(db, live);
    throw err;
  }
  const expected = Buffer.from(live.code_hash, 'hex');
  const actual = Buffer.from(digest(live.salt, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw invalidOtp();
  }
  // Only a code compared and found wrong counts: a right one is no guess.
  await guess.giveBack();
  // Conditional on the code still being this one and unused: of two requests with the same correct
  // code arriving together, only one may use it (the other waits for its row lock, then finds it used).
  const settled = await db.query(
    `UPDATE otps SET attempts = greatest(0, attempts - 1),
       consumed_at = CASE WHEN $3::boolean THEN now() ELSE NULL END
     WHERE id = $1 AND code_hash = $2 AND consumed_at IS NULL
     RETURNING id`,
    [live.id, live.code_hash, options.consume],
  );
  if (settled.rows.length === 0) throw invalidOtp();
}

interface LiveCode {
  id: number;
  code_hash: string;
  salt: string;
}

/** Claims one try of the live code; throws when there is none to try (none, used, expired, or out of tries). */
async function claimTry(db: Queryable, email: string, purpose: OtpPurpose): Promise<LiveCode> {
  const claimed = await db.query<LiveCode>(
    `UPDATE otps SET attempts = attempts + 1
     WHERE email = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now() AND attempts < max_attempts
     RETURNING id, code_hash, salt`,
    [email, purpose],
  );
  if (claimed.rows[0]) return claimed.rows[0];
  const { rows } = await db.query<{ expired: boolean; exhausted: boolean; consumed: boolean }>(
    `SELECT expires_at <= now() AS expired, attempts >= max_attempts AS exhausted, consumed_at IS NOT NULL AS consumed
     FROM otps WHERE email = $1 AND purpose = $2`,
    [email, purpose],
  );
  const state = rows[0];
  if (!state || state.consumed) throw invalidOtp();
  if (state.exhausted) throw new RateLimitError(OTP_MESSAGES.tooManyTries, OTP_RESEND_SECONDS);
  throw badRequest(OTP_MESSAGES.expired, { otp: OTP_MESSAGES.expired });
}

/** A try that was never used to compare (the e-mail's allowance was spent): the code keeps it. */
async function giveBackTry(db: Queryable, live: LiveCode): Promise<void> {
  await db.query('UPDATE otps SET attempts = greatest(0, attempts - 1) WHERE id = $1 AND code_hash = $2', [
    live.id,
    live.code_hash,
  ]);
}
