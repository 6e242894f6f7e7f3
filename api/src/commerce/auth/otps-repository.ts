// The otps table: one live code per e-mail and purpose, stored as a salted hash. The rules around
// it (tries, the per-e-mail cap, the resend throttle) are otp-service.ts's.
import type { Queryable } from '../../db/types';
import type { OtpPurpose } from '../mail/templates';

export interface NewCode {
  email: string;
  purpose: OtpPurpose;
  codeHash: string;
  salt: string;
  ttlMinutes: number;
  maxAttempts: number;
  resendSeconds: number;
}

/**
 * Creates or replaces the code of this e-mail and purpose, unless the last one went out less than
 * `resendSeconds` ago; false then. The throttle is part of the upsert, so two parallel requests
 * cannot both send a code.
 */
export async function upsertCode(db: Queryable, code: NewCode): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO otps (email, purpose, code_hash, salt, expires_at, attempts, max_attempts, consumed_at, last_sent_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int), 0, $6::int, NULL, now())
     ON CONFLICT (email, purpose) DO UPDATE SET
       code_hash = EXCLUDED.code_hash, salt = EXCLUDED.salt, expires_at = EXCLUDED.expires_at,
       attempts = 0, max_attempts = EXCLUDED.max_attempts, consumed_at = NULL, last_sent_at = now()
     WHERE otps.last_sent_at <= now() - make_interval(secs => $7::int)
     RETURNING id`,
    [code.email, code.purpose, code.codeHash, code.salt, code.ttlMinutes, code.maxAttempts, code.resendSeconds],
  );
  return rows.length > 0;
}

/** Whole seconds (at least 1) until a new code may be sent; null when there is no code. */
export async function secondsUntilResend(
  db: Queryable,
  email: string,
  purpose: OtpPurpose,
  resendSeconds: number,
): Promise<number | null> {
  const { rows } = await db.query<{ seconds: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM (last_sent_at + make_interval(secs => $3::int) - now()))))::int AS seconds
     FROM otps WHERE email = $1 AND purpose = $2`,
    [email, purpose, resendSeconds],
  );
  return rows[0]?.seconds ?? null;
}

export interface LiveCode {
  id: number;
  code_hash: string;
  salt: string;
}

/** Claims one try of the live code (unused, unexpired, tries left); null when there is none. */
export async function claimTry(db: Queryable, email: string, purpose: OtpPurpose): Promise<LiveCode | null> {
  const { rows } = await db.query<LiveCode>(
    `UPDATE otps SET attempts = attempts + 1
     WHERE email = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now() AND attempts < max_attempts
     RETURNING id, code_hash, salt`,
    [email, purpose],
  );
  return rows[0] ?? null;
}

export interface CodeState {
  expired: boolean;
  exhausted: boolean;
  consumed: boolean;
}

/** Why no try could be claimed; null when there is no code at all. */
export async function codeState(db: Queryable, email: string, purpose: OtpPurpose): Promise<CodeState | null> {
  const { rows } = await db.query<CodeState>(
    `SELECT expires_at <= now() AS expired, attempts >= max_attempts AS exhausted, consumed_at IS NOT NULL AS consumed
     FROM otps WHERE email = $1 AND purpose = $2`,
    [email, purpose],
  );
  return rows[0] ?? null;
}

/** A try that was never used to compare: the code keeps it. */
export async function giveBackTry(db: Queryable, live: LiveCode): Promise<void> {
  await db.query('UPDATE otps SET attempts = greatest(0, attempts - 1) WHERE id = $1 AND code_hash = $2', [
    live.id,
    live.code_hash,
  ]);
}

/**
 * A right code: its try is given back and, with `consume`, it is used up. Conditional on the code
 * still being this one and unused, so of two requests with the same right code only one may use
 * it (the other waits for the row lock, then finds it used); false for that one.
 */
export async function settleRightCode(db: Queryable, live: LiveCode, consume: boolean): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE otps SET attempts = greatest(0, attempts - 1),
       consumed_at = CASE WHEN $3::boolean THEN now() ELSE NULL END
     WHERE id = $1 AND code_hash = $2 AND consumed_at IS NULL
     RETURNING id`,
    [live.id, live.code_hash, consume],
  );
  return rows.length > 0;
}

/** Codes expired or used whose last send is over a day old (the send time throttles for a minute). */
export async function purgeSpentCodes(db: Queryable): Promise<number> {
  const { affectedRows } = await db.query(
    `DELETE FROM otps WHERE (expires_at <= now() OR consumed_at IS NOT NULL) AND last_sent_at < now() - interval '1 day'`,
  );
  return affectedRows;
}
