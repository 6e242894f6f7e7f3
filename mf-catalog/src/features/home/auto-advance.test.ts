import { createAutoAdvancer } from './auto-advance';

describe('createAutoAdvancer', () => {
  let advance: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    advance = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  const after = (ms: number) => {
    advance.mockClear();
    jest.advanceTimersByTime(ms);
    return advance.mock.calls.length;
  };

  it('does nothing until played, then moves a start delay plus a period later and every period after', () => {
    const clock = createAutoAdvancer(5000);
    expect(after(20_000)).toBe(0);
    clock.play(advance, 2000);
    expect(after(6999)).toBe(0);
    expect(after(1)).toBe(1);
    expect(after(15_000)).toBe(3);
  });

  it('stops, and plays again with its start delay', () => {
    const clock = createAutoAdvancer(5000);
    clock.play(advance);
    after(3000);
    clock.stop();
    expect(after(20_000)).toBe(0);
    clock.play(advance, 1000);
    expect(after(5999)).toBe(0);
    expect(after(1)).toBe(1);
  });

  it('holds until every hold is released, then moves a period later', () => {
    const clock = createAutoAdvancer(5000);
    clock.play(advance);
    clock.hold('drag');
    clock.hold('focus');
    clock.release('drag', 1000);
    expect(after(20_000)).toBe(0);
    clock.release('focus');
    expect(after(4999)).toBe(0);
    expect(after(1)).toBe(1);
  });

  it('a new press before the delayed release keeps holding', () => {
    const clock = createAutoAdvancer(5000);
    clock.play(advance);
    clock.hold('drag');
    clock.release('drag', 1000);
    after(500);
    clock.hold('drag');
    expect(after(20_000)).toBe(0);
    clock.release('drag', 1000);
    expect(after(5999)).toBe(0);
    expect(after(1)).toBe(1);
  });

  it('a release without a hold does not reset the clock', () => {
    const clock = createAutoAdvancer(5000);
    clock.play(advance);
    after(4000);
    clock.release('focus');
    expect(after(1000)).toBe(1);
  });

  it('restart gives a full period after a slide change, but does not start a held or stopped clock', () => {
    const clock = createAutoAdvancer(5000);
    clock.play(advance);
    after(4000);
    clock.restart();
    expect(after(4999)).toBe(0);
    expect(after(1)).toBe(1);
    clock.hold('focus');
    clock.restart();
    expect(after(20_000)).toBe(0);
    clock.release('focus');
    clock.stop();
    clock.restart();
    expect(after(20_000)).toBe(0);
  });

  it('keeps going when a move throws or is ignored', () => {
    advance.mockImplementationOnce(() => {
      throw new Error('slider gone');
    });
    const clock = createAutoAdvancer(5000);
    clock.play(advance);
    expect(() => jest.advanceTimersByTime(5000)).toThrow('slider gone');
    expect(after(5000)).toBe(1);
  });

  it('dispose cancels pending moves and releases', () => {
    const clock = createAutoAdvancer(5000);
    clock.play(advance);
    clock.hold('drag');
    clock.release('drag', 1000);
    clock.dispose();
    expect(after(20_000)).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
