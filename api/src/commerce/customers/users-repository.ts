// Reading and writing customer accounts. Addresses live in addresses-repository.ts.
import type { User } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** null when no password was kept: see /auth/register */
  password_hash: string | null;
  email_verified_at: Date | string | null;
  created_at: Date | string;
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
