// Reading and writing customer accounts. Addresses live in addresses-repository.ts.
import type { User } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { languageOf, type Language } from '../../i18n';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** null when no password was kept: see /auth/register */
  password_hash: string | null;
  email_verified_at: Date | string | null;
  created_at: Date | string;
  /** 'en' or 'ur' (migration 022): the customer's mails, and the shop for them once logged in */
  language: string;
}

export const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The contract's `User`: the row without its secrets. */
export const toPublicUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  createdAt: toIso(row.created_at) as string,
});

/** The account as the /customer routes answer it: the contract's `User` with its language. */
export const toCustomerUser = (row: UserRow): User => ({ ...toPublicUser(row), language: languageOf(row.language) });

/** The customer's language: their mails and the shop's texts once they log in. */
export async function setUserLanguage(db: Queryable, id: number, language: Language): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [id, language]);
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = $1', [normaliseEmail(email)]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** True when a PostgreSQL unique constraint refused the write (e.g. two sign-ups racing). */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || /duplicate key value/i.test(String((err as Error).message)));

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
}

/** Creates an unverified account; false when the e-mail is taken (e.g. a parallel sign-up won). */
export async function createUser(db: Queryable, user: NewUser & { language: Language }): Promise<boolean> {
  return db
    .query('INSERT INTO users (name, email, phone, password_hash, language) VALUES ($1, $2, $3, $4, $5)', [
      user.name,
      user.email,
      user.phone,
      user.passwordHash,
      user.language,
    ])
    .then(
      () => true,
      (err: unknown) => {
        if (isUniqueViolation(err)) return false;
        throw err;
      },
    );
}

/** A correction of an account not verified yet: its name and phone, and its language when one is sent. */
export async function updateUnverifiedProfile(
  db: Queryable,
  id: number,
  profile: { name: string; phone: string; language?: Language },
): Promise<void> {
  await db.query(
    'UPDATE users SET name = $2, phone = $3, language = coalesce($4, language) WHERE id = $1 AND email_verified_at IS NULL',
    [id, profile.name, profile.phone, profile.language ?? null],
  );
}

/** An account registered twice with different passwords keeps neither (see registration.ts). */
export async function dropUnverifiedPassword(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE users SET password_hash = NULL WHERE id = $1 AND email_verified_at IS NULL', [id]);
}

/** Marks the e-mail verified; answers whether the account has a password. */
export async function markEmailVerified(db: Queryable, id: number): Promise<{ passwordSet: boolean }> {
  const { rows } = await db.query<{ password_hash: string | null }>(
    'UPDATE users SET email_verified_at = now() WHERE id = $1 RETURNING password_hash',
    [id],
  );
  return { passwordSet: rows[0]?.password_hash !== null };
}

/** Replaces a password hash, only over the one just checked (a reset made meanwhile wins). */
export async function replacePasswordHash(
  db: Queryable,
  id: number,
  hashes: { from: string; to: string },
): Promise<boolean> {
  const { affectedRows } = await db.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [
    id,
    hashes.to,
    hashes.from,
  ]);
  return affectedRows > 0;
}

/** A reset by e-mailed code: the new password, and the address counts as verified. */
export async function resetPasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query(
    'UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1',
    [id, passwordHash],
  );
}

/** Name and phone of an account; never the password column (a stale copy would undo a reset). */
export async function updateProfile(
  db: Queryable,
  id: number,
  profile: { name: string; phone: string },
): Promise<void> {
  await db.query('UPDATE users SET name = $2, phone = $3 WHERE id = $1', [id, profile.name, profile.phone]);
}

/** Name, phone and a new password, only over the password just checked; false when it changed meanwhile. */
export async function updateProfileAndPassword(
  db: Queryable,
  id: number,
  change: { name: string; phone: string; passwordHash: string; checkedHash: string | null },
): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE users SET name = $2, phone = $3, password_hash = $4 WHERE id = $1 AND password_hash = $5',
    [id, change.name, change.phone, change.passwordHash, change.checkedHash],
  );
  return affectedRows > 0;
}

/**
 * Locks a customer's row until the transaction ends, so parallel orders of one customer are
 * counted one after the other (see place-order.ts).
 */
export async function lockCustomer(tx: Queryable, id: number): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [id]);
}

/** The demo customer, created once even when two API copies seed together; null when it exists. */
export async function createVerifiedUser(db: Queryable, user: NewUser & { daysAgo: number }): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (name, email, phone, password_hash, email_verified_at, created_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(days => $5::int), now() - make_interval(days => $5::int))
     ON CONFLICT DO NOTHING RETURNING id`,
    [user.name, user.email, user.phone, user.passwordHash, user.daysAgo],
  );
  return rows[0]?.id ?? null;
}
