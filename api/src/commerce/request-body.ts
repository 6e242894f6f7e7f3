// Request bodies arrive as anything JSON can express. The body must be an object, and text fields
// must be text before a yup schema sees them: yup's trim() would otherwise throw on an object or
// array (a 500), and a phone number sent as a JSON number would lose its leading 0. Number fields
// must be a number or numeric text: yup would cast [54] to 54 and accept it.
import type { Schema } from 'yup';
import { badRequest, type FieldErrors } from '../http/errors';
import { assertNoNul } from '../http/nul-guard';
import { validate } from '../http/validate';

export type Body = Record<string, unknown>;

const TEXT_FIELDS = [
  'name', 'email', 'phone', 'password', 'confirmPassword', 'otp', 'purpose',
  'currentPassword', 'newPassword', 'confirmNewPassword', 'address', 'postalCode', 'paymentMethod',
] as const;

const NUMBER_FIELDS = ['id', 'cityId', 'stateId', 'addressId', 'courierPricingId', 'customerId', 'orderId', 'quantity'] as const;

/** One message per field whose JSON type is wrong; `prefix` names the path of a nested object. */
function typeErrors(body: Body, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') errors[prefix + field] = `${field} must be text`;
  }
  for (const field of NUMBER_FIELDS) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'number' && typeof value !== 'string') {
      errors[prefix + field] = `${field} must be a number`;
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
