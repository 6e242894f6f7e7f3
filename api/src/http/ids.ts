// Ids are PostgreSQL `integer` (int4) columns. They arrive as JSON numbers, numeric strings
// (query/params) or garbage; anything that is not a whole number from 1 to 2147483647 is a 400
// naming the field, never a database error (a bigger number would overflow int4: a 500).
import { badRequest } from './errors';

/** The largest value of a PostgreSQL `integer` (serial ids). */
export const MAX_ID = 2_147_483_647;

/** True for a whole number from 1 to MAX_ID. */
export const isValidId = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID;

/** True when nothing was sent for the field. */
export const isAbsent = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The id a value names, or null when it is not a valid id. */
export function toId(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return isValidId(n) ? n : null;
}

export function parseId(value: unknown, field: string): number {
  requirePresent(value, field);
  const id = toId(value);
  if (id === null) {
    const mess = `${field} must be a valid id`;
    throw badRequest(mess, { [field]: mess });
  }
  return id;
}

/** 400 '{field} is required' when nothing was sent. */
export function requirePresent(value: unknown, field: string): void {
  if (isAbsent(value)) {
    const mess = `${field} is required`;
    throw badRequest(mess, { [field]: mess });
  }
}
