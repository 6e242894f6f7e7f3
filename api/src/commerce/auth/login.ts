// Logging in with e-mail and password, and clearing an account's failed-login counts. No HTTP here.
import type { LoginResponse } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { findUserByEmail, replacePasswordHash, toPublicUser } from '../customers/users-repository';
import { notAllowed, unauthenticated } from '../domain-errors';
import { hashPassword, needsRehash, verifyPassword } from '../security/password';
import { clearRateLimit, clearRateLimitsLike, hitRateLimit, RATE_RULES } from '../security/rate-limiter';
import { AUTH_MESSAGES } from './auth-messages';
import { issueToken } from './tokens';

// A real hash of a random password: checking it takes as long as checking a real account, so
// response times do not reveal which e-mails are registered.
const decoyHash = hashPassword(`decoy-${Math.random()}`);

/** Forgets the account's failed logins: from one client, or (none given) from every client. */
export async function clearLoginFailures(db: Queryable, email: string, client?: string): Promise<void> {
  await clearRateLimit(db, RATE_RULES.loginPerAccount, email);
  if (client) await clearRateLimit(db, RATE_RULES.loginPerAccountClient, `${email}|${client}`);
  else await clearRateLimitsLike(db, RATE_RULES.loginPerAccountClient, `${email}|`);
}

/**
 * A new session for the account, when the password is its own and the e-mail is verified.
 * `email` is normalised; `client` names the caller for the per-client limit.
 */
export async function logIn(
  db: Queryable,
  input: { email: string; password: string; client: string; idleMinutes: number },
): Promise<LoginResponse> {
  const { email, client } = input;
  // Every try is counted against the account before the password is checked (so parallel
  // guesses cannot slip past the limit); a successful login clears the counts.
  await hitRateLimit(db, RATE_RULES.loginPerAccountClient, `${email}|${client}`);
  await hitRateLimit(db, RATE_RULES.loginPerAccount, email);
  const user = await findUserByEmail(db, email);
  // Verified with no password kept (see registration.ts): only Forgot Password lets the owner in.
  if (user?.email_verified_at && user.password_hash === null) throw notAllowed(AUTH_MESSAGES.noPasswordYet);
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash));
  if (!user?.password_hash || !passwordOk) throw unauthenticated(AUTH_MESSAGES.badCredentials);
  await clearLoginFailures(db, email, client);
  if (needsRehash(user.password_hash)) {
    // Only over the hash just checked: a reset made meanwhile is never undone.
    await replacePasswordHash(db, user.id, { from: user.password_hash, to: await hashPassword(input.password) });
  }
  if (!user.email_verified_at) throw notAllowed(AUTH_MESSAGES.notVerified, 'email-not-verified');
  const token = await issueToken(db, user.id, input.idleMinutes);
  return { token, user: toPublicUser(user) };
}
