import { AxiosError } from 'axios';
import { httpError } from '../test-utils/fixtures';
import { isNotFoundError } from './not-found-error';

test('a 404 or a slug the API refuses (400, 414) means not found', () => {
  expect(isNotFoundError(httpError(404, 'Product not found'))).toBe(true);
  expect(isNotFoundError(httpError(400, 'slug is required'))).toBe(true);
  expect(isNotFoundError(httpError(414, 'A part of the address is too long'))).toBe(true);
});

test('network errors, 5xx and other failures may pass, so they are not', () => {
  expect(isNotFoundError(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(false);
  expect(isNotFoundError(httpError(500, 'Something went wrong'))).toBe(false);
  expect(isNotFoundError(httpError(503, 'Service busy'))).toBe(false);
  expect(isNotFoundError(new Error('boom'))).toBe(false);
});
