import { apiError, codeRecentlySent, networkError } from '../test-utils/api-error';
import { getServerMessage } from '@storefront/shared/api';
import { recentCodeRefusal, retryAfterSeconds } from './server-message';

describe('getServerMessage (as the auth screens meet it)', () => {
  it("prefers the envelope's mess", () => {
    expect(getServerMessage(apiError(401, 'Invalid email or password'))).toBe('Invalid email or password');
  });

  it('is undefined when the server sent no message, so the screen uses its own text', () => {
    expect(getServerMessage(networkError())).toBeUndefined();
    expect(getServerMessage(apiError(502))).toBeUndefined();
    expect(getServerMessage(new Error('boom'))).toBeUndefined();
  });
});

describe('retryAfterSeconds', () => {
  it('reads the Retry-After header of a 429', () => {
    expect(retryAfterSeconds(apiError(429, 'Slow down', undefined, { 'retry-after': '42' }))).toBe(42);
  });

  it("falls back to the seconds named in the server's message", () => {
    expect(retryAfterSeconds(apiError(429, 'Please wait 17 seconds before requesting a new OTP.'))).toBe(17);
  });

  it('is undefined for other failures', () => {
    expect(retryAfterSeconds(apiError(400, 'Please wait 17 seconds'))).toBeUndefined();
    expect(retryAfterSeconds(networkError())).toBeUndefined();
  });
});

describe('recentCodeRefusal', () => {
  it("is the wait of the API's refusal of a new code within the minute, with what to tell the shopper", () => {
    expect(recentCodeRefusal(codeRecentlySent(45))).toEqual({
      seconds: 45,
      message: 'Please wait 45 seconds before requesting another code.',
    });
    expect(recentCodeRefusal(codeRecentlySent(60, 'Slow down'))).toEqual({ seconds: 60, message: 'Slow down' });
  });

  it('is undefined for any other 429, however short its wait: no code is known to have been sent', () => {
    expect(recentCodeRefusal(apiError(429, 'Too many requests', undefined, { 'retry-after': '16' }))).toBeUndefined();
  });

  it('is undefined for a longer limit or another failure', () => {
    expect(recentCodeRefusal(apiError(429, 'Slow down', undefined, { 'retry-after': '1800' }))).toBeUndefined();
    expect(recentCodeRefusal(apiError(400, 'Please wait 17 seconds'))).toBeUndefined();
    expect(recentCodeRefusal(networkError())).toBeUndefined();
  });
});

describe('recentCodeRefusal without a message from the server', () => {
  const silent = (seconds: number) => {
    const err = codeRecentlySent(seconds);
    Object.assign(err.response?.data as object, { mess: undefined, message: undefined });
    return err;
  };

  it('says how long to wait in its own words, one second or more', () => {
    expect(recentCodeRefusal(silent(45))?.message).toBe('Please wait 45 seconds before requesting another code.');
    expect(recentCodeRefusal(silent(1))?.message).toBe('Please wait 1 second before requesting another code.');
  });
});
