// Ids arrive as JSON numbers, numeric strings (query/params) or garbage; garbage is a 400, not a 500.
import { badRequest } from '../http/errors';

export function parseId(value: unknown, field: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
    const mess = value === undefined || value === null || value === '' ? `${field} is required` : `${field} must be a valid id`;
    throw badRequest(mess, { [field]: mess });
  }
  return n;
}

/** An optional id: absent means "the caller's own" on routes where the spec sends the user id. */
export const parseOptionalId = (value: unknown, field: string): number | undefined =>
  value === undefined || value === null || value === '' ? undefined : parseId(value, field);
