// Registering an e-mail, and registering it again before it is verified. No HTTP here.
import type { Database } from '../../db/types';
import {
  createUser,
  dropUnverifiedPassword,
  findUserByEmail,
  updateUnverifiedProfile,
} from '../customers/users-repository';
import { refusedNow } from '../domain-errors';
import type { Mailer } from '../mail/mailer';
import { otpMail } from '../mail/templates';
import { hashPassword, verifyPassword } from '../security/password';
import { hitRateLimit, RATE_RULES } from '../security/rate-limiter';
import { issueOtp, OTP_TTL_MINUTES } from './otp-service';

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in.';

export interface Registration {
  name: string;
  /** normalised (see normaliseEmail) */
  email: string;
  phone: string;
  password: string;
}

/**
 * Registers an e-mail and mails its verification code. Answers whether it was registered before
 * (not verified yet); a verified e-mail is refused.
 */
export async function register(
  deps: { db: Database; mailer: Mailer },
  input: Registration,
): Promise<{ registeredBefore: boolean }> {
  const { db, mailer } = deps;
  const { email } = input;
  const mailCode = async (code: string) => mailer.send(otpMail(email, code, 'verify', OTP_TTL_MINUTES));
  let existing = await findUserByEmail(db, email);
  if (!existing) {
    const passwordHash = await hashPassword(input.password);
    if (await createUser(db, { name: input.name, email, phone: input.phone, passwordHash })) {
      await mailCode(await issueOtp(db, email, 'verify'));
      return { registeredBefore: false };
    }
    // A parallel registration of the same e-mail got there first: answer as if this one came
    // just after it (a new code at most once a minute), not as if the address were taken.
    existing = await findUserByEmail(db, email);
  }
  if (!existing || existing.email_verified_at) throw refusedNow(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  // Registered before but never verified (a second try days later, a corrected phone, or someone
  // else typing this address): a new code goes out, throttled like any resend (before the slow
  // hash, so a refused try costs little). The code proves the mailbox, never which registrant is
  // its owner, so with two different passwords neither may become the verified account's (else
  // whoever registered first, or last, would choose the password the owner then activates): the
  // password is dropped, and the owner chooses one with Forgot Password after verifying. With the
  // same password, the new name and phone replace the old ones (a correction). The answer is the
  // same either way.
  await hitRateLimit(db, RATE_RULES.otpPerEmail, email);
  const code = await issueOtp(db, email, 'verify');
  if (existing.password_hash !== null && (await verifyPassword(input.password, existing.password_hash))) {
    await updateUnverifiedProfile(db, existing.id, { name: input.name, phone: input.phone });
  } else {
    await dropUnverifiedPassword(db, existing.id);
  }
  await mailCode(code);
  return { registeredBefore: true };
}
