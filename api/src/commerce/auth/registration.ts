// Registering an e-mail, and registering it again. No HTTP here.
//
// The answer never tells whether an address has an account: a new address, one registered but not
// verified and one with a verified account all get the same answer, after the same slow hashing.
// Only the mailbox learns which: a new code, or a notice that the account exists.
import type { Database } from '../../db/types';
import { languageOf, type Language } from '../../i18n';
import {
  createUser,
  dropUnverifiedPassword,
  findUserByEmail,
  updateUnverifiedProfile,
} from '../customers/users-repository';
import type { Mailer } from '../mail/mailer';
import { accountExistsMail, otpMail } from '../mail/templates';
import { hashPassword, verifyPassword } from '../security/password';
import { hitRateLimit, RATE_RULES } from '../security/rate-limiter';
import { issueOtp, OTP_TTL_MINUTES } from './otp-service';

export interface Registration {
  name: string;
  /** normalised (see normaliseEmail) */
  email: string;
  phone: string;
  password: string;
  /** The language chosen for the account, when the form sends one. */
  language?: Language;
}

/**
 * Registers an e-mail and mails its verification code, or, for a verified account, a notice.
 * A new account keeps the language sent, else the request's (`requestLanguage`), and is mailed in
 * it; an account that exists is mailed in its own.
 */
export async function register(
  deps: { db: Database; mailer: Mailer },
  input: Registration,
  requestLanguage: Language,
): Promise<void> {
  const { db, mailer } = deps;
  const { email } = input;
  const mailCode = async (code: string, language: Language) =>
    mailer.send(otpMail(email, code, 'verify', OTP_TTL_MINUTES, language));
  let existing = await findUserByEmail(db, email);
  if (!existing) {
    const passwordHash = await hashPassword(input.password);
    const language = input.language ?? requestLanguage;
    if (await createUser(db, { name: input.name, email, phone: input.phone, passwordHash, language })) {
      await mailCode(await issueOtp(db, email, 'verify'), language);
      return;
    }
    // A parallel registration of the same e-mail got there first: answer as if this one came
    // just after it (a new code at most once a minute), not as if the address were taken.
    existing = await findUserByEmail(db, email);
    if (!existing) return;
  }
  // Registered before. Throttled like any resend, before the slow hash, so a refused try costs
  // little; a second try within the minute is refused the same way for a new address too (it
  // exists by then). A code is issued even for a verified account, and never mailed: the throttle
  // then counts the same whoever owns the address.
  await hitRateLimit(db, RATE_RULES.otpPerEmail, email);
  const code = await issueOtp(db, email, 'verify');
  if (existing.email_verified_at) {
    // One hash as on the other paths, so the time taken does not tell either.
    await hashPassword(input.password);
    await mailer.send(accountExistsMail(email, 'register', languageOf(existing.language)));
    return;
  }
  // Not verified yet (a second try days later, a corrected phone, or someone else typing this
  // address): a new code goes out. The code proves the mailbox, never which registrant is its
  // owner, so with two different passwords neither may become the verified account's (else
  // whoever registered first, or last, would choose the password the owner then activates): the
  // password is dropped, and the owner chooses one with Forgot Password after verifying (the
  // verification's answer says so). With the same password, the new name and phone replace the
  // old ones (a correction), and so does the language when one is sent.
  let samePassword = false;
  if (existing.password_hash === null)
    await hashPassword(input.password); // the same work as a check
  else samePassword = await verifyPassword(input.password, existing.password_hash);
  let language = languageOf(existing.language);
  if (samePassword) {
    await updateUnverifiedProfile(db, existing.id, { name: input.name, phone: input.phone, language: input.language });
    language = input.language ?? language;
  } else {
    await dropUnverifiedPassword(db, existing.id);
  }
  await mailCode(code, language);
}
