// Request bodies arrive as anything JSON can express. The body must be an object, and text fields
// must be text before a yup schema sees them: yup's trim() would otherwise throw on an object or
// array (a 500), and a phone number sent as a JSON number would lose its leading 0. Number fields
// must be a number or numeric text: yup would cast [54] to 54 and accept it. Numeric text is read in
// decimal only: yup's Number() would also read '0x10' as 16 and '1e2' as 100 (an order for 100 units).
import type { Schema } from 'yup';
import { badRequest, type FieldErrors } from '../http/errors';
import { assertNoNul } from '../http/nul-guard';
import { validate } from '../http/validate';

export type Body = Record<string, unknown>;

const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'otp',
  'purpose',
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
  'address',
  'postalCode',
  'paymentMethod',
] as const;

const NUMBER_FIELDS = [
  'id',
  'cityId',
  'stateId',
  'addressId',
  'courierPricingId',
  'customerId',
  'orderId',
  'quantity',
] as const;

/** Ids that name a customer or an order: anything but the caller's own answers 403, whatever its notation. */
const OWNERSHIP_FIELDS = new Set<string>(['id', 'customerId', 'orderId']);

/** A number as decimal text (' 12 ', '-3', '1.5'); the schema still judges its value. */
const DECIMAL_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;

/** Text that Number() reads as a number, but not written in decimal: '0x10', '1e2', '0b1', 'Infinity'. */
const isOtherNotation = (value: string) =>
  value.trim() !== '' && !Number.isNaN(Number(value)) && !DECIMAL_TEXT.test(value);

/** One message per field whose JSON type is wrong; `prefix` names the path of a nested object. */
function typeErrors(body: Body, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string')
      errors[prefix + field] = `${field} must be text`;
  }
  for (const field of NUMBER_FIELDS) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'number' && typeof value !== 'string') {
      errors[prefix + field] = `${field} must be a number`;
    } else if (typeof value === 'string' && isOtherNotation(value) && !OWNERSHIP_FIELDS.has(field)) {
      errors[prefix + field] = `${field} must be a whole number written in digits`;
    }
  }
  if (Array.isArray(body.items)) {
    body.items.forEach((item, index) => {
      if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
        Object.assign(errors, typeErrors(item as Body, `items[${index}].`));
      }
    });
  }
  return errors;
}

/**
 * The body as an object (a missing body counts as empty); anything else is a 400, and so is text
 * holding a NUL character (the global hook checks it too; this keeps the rule next to the reader).
 */
export function readBody(raw: unknown): Body {
  const body = raw === undefined || raw === null || raw === '' ? {} : raw;
  if (typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  assertNoNul(body);
  return body as Body;
}

/**
 * Checks the text and number fields' types, then runs the schema (400 with a message per field).
 * A field sent as null counts as not sent: a required one gets its own message, an optional one is
 * left out (instead of yup's technical 'newPassword cannot be null').
 */
export function validateBody<S extends Schema>(schema: S, body: Body): ReturnType<S['validateSync']> {
  const errors = typeErrors(body);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
  return validate(schema, sent);
}
