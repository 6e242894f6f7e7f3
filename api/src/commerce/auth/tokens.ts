// Server-side sessions: the client holds a random bearer token, the database holds its SHA-256,
// when it expires and when it was revoked. A session ends once unused for the idle time (the
// spec's one hour, SESSION_IDLE_MINUTES): every authenticated call pushes `expires_at` that far
// ahead again, and at most 7 days after the login whatever the activity.
import type { Queryable } from '../../db/types';
import { newToken, sha256 } from '../security/secrets';

/** However active, a session ends this long after its login (a stolen token is not good forever). */
export const TOKEN_MAX_DAYS = 7;
/**
 * A renewal is written only when it moves the expiry by more than this: a burst of calls costs one
 * write a minute, not one per call. The idle limit is so kept to within a minute.
 */
export const RENEW_STEP_SECONDS = 60;

export async function issueToken(db: Queryable, userId: number, idleMinutes: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO auth_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
    [userId, sha256(token), idleMinutes],
  );
  return token;
}

/** The user id a live token belongs to, or null when unknown, expired or revoked. Reads only. */
export async function findTokenUser(db: Queryable, token: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM auth_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [sha256(token)],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * The user id of a live token, whose session is renewed: it now expires `idleMinutes` from now
 * (written when that moves it by more than RENEW_STEP_SECONDS). Null when unknown, expired or revoked.
 */
export async function useToken(db: Queryable, token: string, idleMinutes: number): Promise<number | null> {
  const hash = sha256(token);
  // The new expiry, capped at TOKEN_MAX_DAYS after the login: one expression for the check and the write.
  const renewed = `LEAST(now() + make_interval(mins => $2::int), created_at + make_interval(days => $3::int))`;
  const { rows } = await db.query<{ user_id: number; stale: boolean }>(
    `SELECT user_id, expires_at < ${renewed} - make_interval(secs => $4::int) AS stale
       FROM auth_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [hash, idleMinutes, TOKEN_MAX_DAYS, RENEW_STEP_SECONDS],
  );
  const live = rows[0];
  if (!live) return null;
  if (live.stale) {
    // Only while still live: a logout or an expiry in between is never undone.
    await db.query(
      `UPDATE auth_tokens SET expires_at = GREATEST(expires_at, ${renewed})
        WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [hash, idleMinutes, TOKEN_MAX_DAYS],
    );
  }
  return live.user_id;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query(`UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`, [
    sha256(token),
  ]);
}

export async function revokeAllTokens(db: Queryable, userId: number): Promise<void> {
  await db.query(`UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}

/** Ends every session of the user except the one making this request. */
export async function revokeOtherTokens(db: Queryable, userId: number, keepToken: string): Promise<void> {
  await db.query(
    `UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2`,
    [userId, sha256(keepToken)],
  );
}

/** Sessions past their expiry or revoked: nothing reads them any more. */
export async function purgeDeadTokens(db: Queryable): Promise<number> {
  // Two statements, each served by its own index (an OR of the two would scan the table).
  const expired = await db.query('DELETE FROM auth_tokens WHERE expires_at <= now()');
  const revoked = await db.query('DELETE FROM auth_tokens WHERE revoked_at IS NOT NULL');
  return expired.affectedRows + revoked.affectedRows;
}
