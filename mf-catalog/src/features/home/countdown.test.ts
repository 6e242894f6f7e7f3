import { COUNTDOWN_START_S, describeCountdown, formatCountdown, nextCountdown } from './countdown';

describe('flash-deal countdown', () => {
  it('starts at 23:59:59', () => {
    expect(COUNTDOWN_START_S).toBe(86399);
    expect(formatCountdown(COUNTDOWN_START_S)).toBe('23:59:59');
  });

  it('formats with two digits per part', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(61)).toBe('00:01:01');
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(36_000 + 599)).toBe('10:09:59');
  });

  it('clamps what is outside the loop', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(200_000)).toBe('23:59:59');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });

  it('counts down and restarts at 86399 after 0', () => {
    expect(nextCountdown(86399)).toBe(86398);
    expect(nextCountdown(1)).toBe(0);
    expect(nextCountdown(0)).toBe(86399);
  });

  it('loops a full day back to the start', () => {
    let s = COUNTDOWN_START_S;
    for (let i = 0; i < 86_400; i += 1) s = nextCountdown(s);
    expect(s).toBe(COUNTDOWN_START_S);
  });

  it('describes hours and minutes for screen readers', () => {
    expect(describeCountdown(86399)).toBe('Flash deals end in 23 hours 59 minutes');
    expect(describeCountdown(3660)).toBe('Flash deals end in 1 hour 1 minute');
  });
});
