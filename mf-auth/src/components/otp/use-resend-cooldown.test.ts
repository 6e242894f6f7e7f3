import { cooldownLeft } from './use-resend-cooldown';

describe('cooldownLeft', () => {
  const sentAt = Date.parse('2026-03-01T10:00:00Z');

  it('is what is left of the minute after the code was sent, rounded up', () => {
    expect(cooldownLeft(sentAt, sentAt)).toBe(60);
    expect(cooldownLeft(sentAt, sentAt + 40_000)).toBe(20);
    expect(cooldownLeft(sentAt, sentAt + 59_001)).toBe(1);
  });

  it('is 0 once the minute is over (and when no code was sent in this visit)', () => {
    expect(cooldownLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(cooldownLeft(sentAt, sentAt + 11 * 60_000)).toBe(0);
    expect(cooldownLeft(0, sentAt)).toBe(0);
  });
});
