import * as yup from 'yup';
import { HttpError } from '../http/errors';
import { readBody, validateBody } from './request-body';

const schema = yup.object({
  name: yup.string().required('Name is required'),
  newPassword: yup.string().optional(),
});

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected a 400');
}

describe('validateBody', () => {
  it('treats an optional field sent as null as not sent', () => {
    expect(validateBody(schema, { name: 'Ali', newPassword: null })).toEqual({ name: 'Ali' });
  });

  it("answers a required field sent as null with the field's own message", () => {
    const err = failure(() => validateBody(schema, { name: null }));
    expect(err.statusCode).toBe(400);
    expect(err.errors).toEqual({ name: 'Name is required' });
  });

  it('refuses text fields of another JSON type before the schema runs', () => {
    const err = failure(() => validateBody(schema, { name: ['Ali'] }));
    expect(err.errors).toEqual({ name: 'name must be text' });
  });
});

describe('readBody', () => {
  it('takes a missing body as empty and refuses anything but an object', () => {
    expect(readBody(undefined)).toEqual({});
    expect(failure(() => readBody([1])).message).toBe('The request body must be a JSON object');
  });
});
