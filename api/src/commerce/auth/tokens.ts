// Server-side sessions: the client holds a random bearer token, the database holds its SHA-256,
// an absolute expiry and a revocation time.
import type { Queryable } from '../../db/types';
import { newToken, sha256 } from '../security/secrets';

/** The client keeps its own one-hour session; the server refuses a token after 7 days whatever happens. */
export const TOKEN_TTL_DAYS = 7;

export async function issueToken(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO auth_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3::int))`,
    [userId, sha256(token), TOKEN_TTL_DAYS],
  );
  return token;
}

/** The user id a live token belongs to, or null when unknown, expired or revoked. */
export async function findTokenUser(db: Queryable, token: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM auth_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [sha256(token)],
  );
  return rows[0]?.user_id ?? null;
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
