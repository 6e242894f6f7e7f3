// Runs a yup schema (usually one from @storefront/shared/validation, so the API and the forms
// share rules and messages) and turns every failure into a 400 with a message per field.
import { ValidationError, type Schema } from 'yup';
import { badRequest, type FieldErrors } from './errors';

/**
 * A copy without keys that name Object.prototype members ('constructor', 'toString', '__proto__'…):
 * yup looks each body key up in its plain-object field map, finds the inherited function there and
 * crashes. No field of ours has such a name, so they are dropped like any key no schema reads.
 */
export function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!(key in Object.prototype)) copy[key] = withoutPrototypeKeys(item);
  }
  return copy;
}

export function validate<S extends Schema>(schema: S, input: unknown): ReturnType<S['validateSync']> {
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
