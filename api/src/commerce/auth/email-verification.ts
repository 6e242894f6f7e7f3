// Mailing a one-time code (to verify an e-mail or to reset its password) and verifying an e-mail
// with its code. No HTTP here.
import type { Queryable } from '../../db/types';
import { languageOf } from '../../i18n';
import { findUserByEmail, markEmailVerified } from '../customers/users-repository';
import { refusedNow } from '../domain-errors';
import type { Mailer } from '../mail/mailer';
import { accountExistsMail, otpMail, type OtpPurpose } from '../mail/templates';
import { hitRateLimit, RATE_RULES } from '../security/rate-limiter';
import { AUTH_MESSAGES } from './auth-messages';
import { checkOtp, invalidOtp, issueOtp, OTP_TTL_MINUTES } from './otp-service';

/**
 * Mails a new code for `purpose` (at most one a minute, and a capped number a day, per e-mail).
 * A code is "sent" whether or not the account exists (the same answer, and the same throttle,
 * either way): only an account's mailbox gets it, and a verified account asking for a verification
 * code gets a notice that it is verified instead. `email` is normalised.
 */
export async function sendCode(
  deps: { db: Queryable; mailer: Mailer },
  email: string,
  purpose: OtpPurpose,
): Promise<void> {
  const { db, mailer } = deps;
  await hitRateLimit(db, RATE_RULES.otpPerEmail, email);
  const user = await findUserByEmail(db, email);
  const code = await issueOtp(db, email, purpose);
  if (!user) return;
  // Only an account is mailed: in its own language.
  const language = languageOf(user.language);
  if (purpose === 'verify' && user.email_verified_at) await mailer.send(accountExistsMail(email, 'verify', language));
  else await mailer.send(otpMail(email, code, purpose, OTP_TTL_MINUTES, language));
}

/**
 * Verifies the e-mail with its code. Answers whether the account has a password (false when it was
 * registered more than once with different passwords: the owner chooses one with Forgot Password).
 */
export async function verifyEmail(
  db: Queryable,
  input: { email: string; otp: string; client: string },
): Promise<{ passwordSet: boolean }> {
  const { email } = input;
  // Not counted against the e-mail's sending quota (a stranger typing codes must not stop the
  // owner from getting new ones): wrong codes are capped by the code's own tries and, across
  // codes, per e-mail (see checkOtp).
  // The code first: without it, a verified address is answered like any other ('Invalid OTP').
  await checkOtp(db, email, 'verify', input.otp, { consume: true, client: input.client });
  const user = await findUserByEmail(db, email);
  if (!user) throw invalidOtp();
  if (user.email_verified_at) throw refusedNow(AUTH_MESSAGES.alreadyVerified);
  return markEmailVerified(db, user.id);
}
