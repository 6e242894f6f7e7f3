import { apiError, networkError } from '../test/api-error';
import { recentCodeRefusal, retryAfterSeconds, serverMessage } from './server-message';

describe('serverMessage', () => {
  it("prefers the envelope's mess", () => {
    expect(serverMessage(apiError(401, 'Invalid email or password'))).toBe('Invalid email or password');
  });

  it('is undefined when the server sent no message, so the screen uses its own text', () => {
    expect(serverMessage(networkError())).toBeUndefined();
    expect(serverMessage(apiError(502))).toBeUndefined();
    expect(serverMessage(new Error('boom'))).toBeUndefined();
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
  it('is the wait of a 429 within the one-minute resend cooldown, with what to tell the shopper', () => {
    expect(recentCodeRefusal(apiError(429, 'Slow down', undefined, { 'retry-after': '45' }))?.seconds).toBe(45);
    expect(recentCodeRefusal(apiError(429, 'Slow down', undefined, { 'retry-after': '60' }))?.seconds).toBe(60);
    expect(recentCodeRefusal(apiError(429, 'Slow down', undefined, { 'retry-after': '45' }))?.message).toBe('Slow down');
  });

  it('is undefined for a longer limit or another failure', () => {
    expect(recentCodeRefusal(apiError(429, 'Slow down', undefined, { 'retry-after': '1800' }))).toBeUndefined();
    expect(recentCodeRefusal(apiError(400, 'Please wait 17 seconds'))).toBeUndefined();
    expect(recentCodeRefusal(networkError())).toBeUndefined();
  });
});
