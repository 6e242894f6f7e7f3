import * as yup from 'yup';
import { HttpError } from './errors';
import { BODY_TOO_DEEP, MAX_BODY_DEPTH, validate, withoutPrototypeKeys } from './validate';

const nested = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

describe('withoutPrototypeKeys', () => {
  it('drops keys named like Object.prototype members, at any level', () => {
    expect(withoutPrototypeKeys({ a: 1, constructor: 2, items: [{ id: 1, toString: 'x' }] })).toEqual({
      a: 1,
      items: [{ id: 1 }],
    });
  });

  it('keeps bodies nested as deep as the limit', () => {
    expect(() => withoutPrototypeKeys(nested(MAX_BODY_DEPTH))).not.toThrow();
  });

  it('refuses a deeper body with a 400 instead of overflowing the stack', () => {
    for (const levels of [MAX_BODY_DEPTH + 1, 100_000]) {
      let thrown: unknown;
      try {
        withoutPrototypeKeys({ extra: nested(levels) });
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({ statusCode: 400, message: BODY_TOO_DEEP });
    }
  });
});

describe('validate', () => {
  it('answers 400 for a deeply nested unknown key, before the schema runs', () => {
    const schema = yup.object({ email: yup.string().required('Email is required') });
    expect(() => validate(schema, { email: 'a@b.pk', x: nested(50_000) })).toThrow(BODY_TOO_DEEP);
  });

  it('answers 400 naming a text field sent as a list or an object, where yup would crash on trim()', () => {
    const schema = yup.object({
      details: yup.string().trim().optional(),
      lines: yup.array(yup.object({ note: yup.string().trim() })),
    });
    for (const [input, field] of [
      [{ details: [] }, 'details'],
      [{ details: { a: 1 } }, 'details'],
      [{ lines: [{ note: 'ok' }, { note: ['x'] }] }, 'lines[1].note'],
    ] as const) {
      let thrown: unknown;
      try {
        validate(schema, input);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toMatchObject({ statusCode: 400, errors: { [field]: `${field.split('.').pop()} must be text` } });
    }
    expect(validate(schema, { details: ' fine ', lines: [{ note: 'ok' }] })).toEqual({
      details: 'fine',
      lines: [{ note: 'ok' }],
    });
  });
});
