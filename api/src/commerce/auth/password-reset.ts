// Setting a new password with a code mailed to the address. No HTTP here.
import type { Database } from '../../db/types';
import { findUserByEmail, resetPasswordHash } from '../customers/users-repository';
import { hashPassword } from '../security/password';
import { clearLoginFailures } from './login';
import { checkOtp, invalidOtp } from './otp-service';
import { revokeAllTokens } from './tokens';

/**
 * Sets the account's new password when the reset code is right, ends every session and clears
 * the failed logins. Receiving the code proves the address is theirs, so it also verifies it.
 */
export async function resetPassword(
  db: Database,
  input: { email: string; otp: string; password: string; client: string },
): Promise<void> {
  const { email } = input;
  // Checked outside the transaction below so a wrong guess is counted even though we throw.
  await checkOtp(db, email, 'reset', input.otp, { consume: true, client: input.client });
  const user = await findUserByEmail(db, email);
  if (!user) throw invalidOtp();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await resetPasswordHash(tx, user.id, passwordHash);
    await revokeAllTokens(tx, user.id);
  });
  // Whoever reads the mailbox owns the account: a lock-out by someone else's guesses ends here.
  await clearLoginFailures(db, email);
}
