import { describeCountdown, formatCountdown, secondsUntil, soonestDealEnd } from './countdown';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');

describe('flash-deal countdown', () => {
  it('counts to the soonest end among the deals', () => {
    const deals = [
      { dealEndsAt: '2026-03-01T15:00:00.000Z' },
      { dealEndsAt: null },
      { dealEndsAt: '2026-03-01T12:00:00.000Z' },
      {},
      { dealEndsAt: 'not a time' },
    ];
    expect(soonestDealEnd(deals)).toBe('2026-03-01T12:00:00.000Z');
  });

  it('has nothing to count to when no deal has an end', () => {
    expect(soonestDealEnd([{ dealEndsAt: null }, {}])).toBeNull();
    expect(soonestDealEnd([])).toBeNull();
  });

  it('works out whole seconds left, never below 0', () => {
    expect(secondsUntil('2026-03-01T10:01:01.900Z', NOW)).toBe(61);
    expect(secondsUntil('2026-03-01T09:00:00.000Z', NOW)).toBe(0);
    expect(secondsUntil('garbage', NOW)).toBe(0);
  });

  it('formats with two digits per part, days in words', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(61)).toBe('00:01:01');
    expect(formatCountdown(36_000 + 599)).toBe('10:09:59');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(86_400 + 3_661)).toBe('1 day 01:01:01');
    expect(formatCountdown(2 * 86_400)).toBe('2 days 00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });

  it('describes days, hours and minutes for screen readers', () => {
    expect(describeCountdown(86_399)).toBe('Flash deals end in 23 hours 59 minutes');
    expect(describeCountdown(3660)).toBe('Flash deals end in 1 hour 1 minute');
    expect(describeCountdown(2 * 86_400 + 7_200)).toBe('Flash deals end in 2 days 2 hours 0 minutes');
  });
});
