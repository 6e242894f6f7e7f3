// One-time codes for e-mail verification and password reset: 6 random digits, stored as a salted
// SHA-256, valid 10 minutes, at most 5 tries, a new code no sooner than 60 s after the last one,
// and, whatever the number of codes sent, at most 15 wrong codes per e-mail and client in 24 hours
// (100 from all clients together).
import { timingSafeEqual } from 'node:crypto';
import { OTP_RESEND_SECONDS } from '@storefront/shared/config';
import type { Queryable } from '../../db/types';
import { invalid, TooManyTries } from '../domain-errors';
import { claimRateLimits, RATE_RULES } from '../security/rate-limiter';
import { newOtpCode, newSalt, sha256 } from '../security/secrets';
import type { OtpPurpose } from '../mail/templates';
import {
  claimTry,
  codeState,
  giveBackTry,
  secondsUntilResend,
  settleRightCode,
  upsertCode,
  type LiveCode,
} from './otps-repository';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'OTP has expired. Please request a new one.',
  tooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
};

/** The refusal of a wrong code (or none to check), named on the field the code was typed in. */
export const invalidOtp = () => invalid(OTP_MESSAGES.invalid, { otp: OTP_MESSAGES.invalid });

const digest = (salt: string, code: string) => sha256(`${salt}:${code}`);

/**
 * Creates (or replaces) the live code for this e-mail and purpose and returns it for mailing.
 * The throttle is part of the upsert, so two parallel requests cannot both send a code.
 */
export async function issueOtp(db: Queryable, email: string, purpose: OtpPurpose): Promise<string> {
  const code = newOtpCode();
  const salt = newSalt();
  const sent = await upsertCode(db, {
    email,
    purpose,
    codeHash: digest(salt, code),
    salt,
    ttlMinutes: OTP_TTL_MINUTES,
    maxAttempts: OTP_MAX_ATTEMPTS,
    resendSeconds: OTP_RESEND_SECONDS,
  });
  if (!sent) {
    const seconds = (await secondsUntilResend(db, email, purpose, OTP_RESEND_SECONDS)) ?? OTP_RESEND_SECONDS;
    throw new TooManyTries(OTP_MESSAGES.wait(seconds), seconds, 'code-recently-sent');
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
  const live = await claimLiveCode(db, email, purpose);
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
  if (!(await settleRightCode(db, live, options.consume))) throw invalidOtp();
}

/** Claims one try of the live code; throws when there is none to try (none, used, expired, or out of tries). */
async function claimLiveCode(db: Queryable, email: string, purpose: OtpPurpose): Promise<LiveCode> {
  const live = await claimTry(db, email, purpose);
  if (live) return live;
  const state = await codeState(db, email, purpose);
  if (!state || state.consumed) throw invalidOtp();
  if (state.exhausted) throw new TooManyTries(OTP_MESSAGES.tooManyTries, OTP_RESEND_SECONDS);
  throw invalid(OTP_MESSAGES.expired, { otp: OTP_MESSAGES.expired });
}
