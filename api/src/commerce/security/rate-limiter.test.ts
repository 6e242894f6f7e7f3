import { slidingWindowVerdict } from './rate-limiter';

const rule = { limit: 30, windowSeconds: 600 };

describe('slidingWindowVerdict', () => {
  it('allows up to the limit within one window and refuses the next hit until the window has passed', () => {
    expect(slidingWindowVerdict(rule, { current: 30, previous: 0, elapsed: 10 })).toEqual({
      refused: false,
      retryAfterSeconds: 0,
    });
    // 31 hits: wait for the window's end (590 s), then until 31 weighted down is 30 (600 × 1/31 ≈ 19.4 s).
    expect(slidingWindowVerdict(rule, { current: 31, previous: 0, elapsed: 10 })).toEqual({
      refused: true,
      retryAfterSeconds: 610,
    });
  });

  it("keeps counting the previous window's hits across the boundary, weighted by how much of it is still recent", () => {
    // 30 hits just before the boundary, one just after: still 31 in the last ten minutes.
    expect(slidingWindowVerdict(rule, { current: 1, previous: 30, elapsed: 1 }).refused).toBe(true);
    // Half-way into the window, half of the previous window's 30 still counts: 15 + 15 = 30 is allowed.
    expect(slidingWindowVerdict(rule, { current: 15, previous: 30, elapsed: 300 }).refused).toBe(false);
    expect(slidingWindowVerdict(rule, { current: 16, previous: 30, elapsed: 300 })).toEqual({
      // 30 × (1 − t/600) ≤ 14 → t ≥ 320 s into the window: 20 s from now.
      refused: true,
      retryAfterSeconds: 20,
    });
  });

  it('ignores a previous window that lies wholly in the past, and always asks for at least a second', () => {
    expect(slidingWindowVerdict(rule, { current: 1, previous: 1000, elapsed: 600 }).refused).toBe(false);
    expect(slidingWindowVerdict(rule, { current: 30, previous: 1, elapsed: 599.9 })).toEqual({
      refused: true,
      retryAfterSeconds: 1,
    });
  });
});
