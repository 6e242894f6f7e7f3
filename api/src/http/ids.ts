// Ids are PostgreSQL `integer` (int4) columns. They arrive as JSON numbers, numeric strings
// (query/params) or garbage; anything that is not a whole number from 1 to 2147483647 is a 400
// naming the field, never a database error (a bigger number would overflow int4: a 500).
import { badRequest } from './errors';

/** The largest value of a PostgreSQL `integer` (serial ids). */
export const MAX_ID = 2_147_483_647;

/** True for a whole number from 1 to MAX_ID. */
export const isValidId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID;

export function parseId(value: unknown, field: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!isValidId(n)) {
    const mess = value === undefined || value === null || value === '' ? `${field} is required` : `${field} must be a valid id`;
    throw badRequest(mess, { [field]: mess });
  }
  return n;
}

/** An optional id: absent means "the caller's own" on routes where the spec sends the user id. */
export const parseOptionalId = (value: unknown, field: string): number | undefined =>
  value === undefined || value === null || value === '' ? undefined : parseId(value, field);
