// Changing an account's details and password. No HTTP here.
import type { Database } from '../../db/types';
import { findTokenUser, revokeOtherTokens } from '../auth/tokens';
import { invalid, refusedNow, unauthenticated } from '../domain-errors';
import { hashPassword, verifyPassword } from '../security/password';
import { clearRateLimit, hitRateLimit, RATE_RULES } from '../security/rate-limiter';
import { normaliseEmail, updateProfile, updateProfileAndPassword, type UserRow } from './users-repository';

export const ACCOUNT_MESSAGES = {
  emailLocked: 'Your e-mail address cannot be changed. It is the one you log in with.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChangedMeanwhile: 'Your password was changed meanwhile. Please log in again.',
};

export interface AccountChange {
  name: string;
  email: string;
  phone: string;
  currentPassword?: string;
  newPassword?: string;
}

/**
 * Saves name and phone, and a new password when one is sent (after checking the current one).
 * `token` is the caller's session: it stays logged in, every other one ends with a new password.
 */
export async function updateAccount(
  db: Database,
  user: UserRow,
  token: string,
  change: AccountChange,
  sessionEnded: string,
): Promise<void> {
  // The e-mail is the login and was proven by a code: it is shown but cannot be changed here
  // (a change would skip that proof). The same address, in any case, is accepted.
  if (normaliseEmail(change.email) !== normaliseEmail(user.email)) {
    throw invalid(ACCOUNT_MESSAGES.emailLocked, { email: ACCOUNT_MESSAGES.emailLocked });
  }
  // A password change happens only when a new password is sent (the schema then requires the current one).
  if (change.newPassword) {
    await hitRateLimit(db, RATE_RULES.passwordChange, String(user.id));
    if (user.password_hash === null || !(await verifyPassword(change.currentPassword ?? '', user.password_hash))) {
      throw invalid(ACCOUNT_MESSAGES.wrongCurrentPassword, {
        currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword,
      });
    }
    await clearRateLimit(db, RATE_RULES.passwordChange, String(user.id));
  }
  const newHash = change.newPassword ? await hashPassword(change.newPassword) : null;
  const profile = { name: change.name, phone: change.phone };
  await db.transaction(async (tx) => {
    // The user row is locked first, so a password reset or change running now either finished
    // before (and is seen below) or waits for this one to end.
    if (newHash) {
      // Only over the password just checked: one changed since (a reset, another session) wins.
      const changed = await updateProfileAndPassword(tx, user.id, {
        ...profile,
        passwordHash: newHash,
        checkedHash: user.password_hash,
      });
      if (!changed) throw refusedNow(ACCOUNT_MESSAGES.passwordChangedMeanwhile);
    } else {
      await updateProfile(tx, user.id, profile);
    }
    // A reset (or a logout) that ended this session meanwhile wins: nothing is written.
    if ((await findTokenUser(tx, token)) !== user.id) throw unauthenticated(sessionEnded);
    // A new password ends every other session; this one stays logged in.
    if (newHash) await revokeOtherTokens(tx, user.id, token);
  });
}
