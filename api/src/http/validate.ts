// Runs a yup schema (usually one from @storefront/shared/validation, so the API and the forms
// share rules and messages) and turns every failure into a 400 with a message per field.
import { ArraySchema, ObjectSchema, ValidationError, type Schema } from 'yup';
import { badRequest, type FieldErrors } from './errors';

/** Far deeper than any body of ours (an order line's quantity is three levels down). */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP = `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`;

/**
 * A copy without keys that name Object.prototype members ('constructor', 'toString', '__proto__'…):
 * yup looks each body key up in its plain-object field map, finds the inherited function there and
 * crashes. No field of ours has such a name, so they are dropped like any key no schema reads.
 */
export function withoutPrototypeKeys(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  // A body nested thousands of levels deep would overflow the call stack here (a 500).
  if (depth >= MAX_BODY_DEPTH) throw badRequest(BODY_TOO_DEEP);
  if (Array.isArray(value)) return value.map((item) => withoutPrototypeKeys(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!(key in Object.prototype)) copy[key] = withoutPrototypeKeys(item, depth + 1);
  }
  return copy;
}

/**
 * Text fields (as the schema declares them) sent as an object or a list, named by their path: yup
 * would call trim() or a transform on them and crash (a 500) instead of refusing them.
 */
export function textTypeErrors(schema: Schema, input: unknown, path = ''): FieldErrors {
  const errors: FieldErrors = {};
  if (input === null || typeof input !== 'object') return errors;
  if (schema instanceof ArraySchema && Array.isArray(input) && schema.innerType) {
    input.forEach((item, i) =>
      Object.assign(errors, textTypeErrors(schema.innerType as Schema, item, `${path}[${i}]`)),
    );
  }
  if (schema instanceof ObjectSchema && !Array.isArray(input)) {
    for (const [key, field] of Object.entries(schema.fields as Record<string, Schema>)) {
      const value = (input as Record<string, unknown>)[key];
      const name = path ? `${path}.${key}` : key;
      if (field.type === 'string' && value !== null && typeof value === 'object') errors[name] = `${key} must be text`;
      else Object.assign(errors, textTypeErrors(field, value, name));
    }
  }
  return errors;
}

export function validate<S extends Schema>(schema: S, input: unknown): ReturnType<S['validateSync']> {
  const wrongTypes = textTypeErrors(schema, input);
  const first = Object.values(wrongTypes)[0];
  if (first) throw badRequest(first, wrongTypes);
  try {
    return schema.validateSync(withoutPrototypeKeys(input), { abortEarly: false });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const failures = err.inner.length > 0 ? err.inner : [err];
    const errors: FieldErrors = {};
    for (const failure of failures) {
      const field = failure.path || 'body';
      // Keep the first message per field: it is the one a form shows under the input.
      if (!(field in errors)) errors[field] = failure.message;
    }
    throw badRequest(failures[0].message, errors);
  }
}
