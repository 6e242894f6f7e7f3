// The banner sliders' clock (spec section 4: auto-advance, pause during a drag and 1 s after, loop).
// It lives outside react-slick: react-slick 0.31 treats its `autoplay` prop turned off as paused
// for good and ignores it being turned back on, so a slider could not start late, resume after a
// drag or play again after Pause. Everything here is timers, not React state, so a move lands on
// time however late the page re-renders.

/** Why a slider holds still for now; each reason is lifted on its own. */
export type HoldReason = 'drag' | 'focus';

export interface AutoAdvancer {
  /** Start moving (again), calling `advance` for each move: the first comes `delayMs` plus one period from now. */
  play(advance: () => void, delayMs?: number): void;
  /** Stop until the next play() (the shopper pressed Pause). */
  stop(): void;
  /** Hold still until release(reason). */
  hold(reason: HoldReason): void;
  /** Lift a hold `afterMs` from now; once nothing holds the slider, the next move is a period later. */
  release(reason: HoldReason, afterMs?: number): void;
  /** The slide changed, by hand or by the clock: the next move is one full period from now. */
  restart(): void;
  /** Cancel every timer (unmount). */
  dispose(): void;
}

export function createAutoAdvancer(periodMs: number): AutoAdvancer {
  let playing = false;
  let advance = () => {};
  let moveTimer: ReturnType<typeof setTimeout> | undefined;
  const holds = new Set<HoldReason>();
  const releaseTimers = new Map<HoldReason, ReturnType<typeof setTimeout>>();

  const clearMove = () => {
    clearTimeout(moveTimer);
    moveTimer = undefined;
  };
  const scheduleMove = (delayMs: number) => {
    clearMove();
    if (!playing || holds.size > 0) return;
    moveTimer = setTimeout(() => {
      // Re-arm before moving: a move the slider ignores (mid-animation) must not stop the clock.
      scheduleMove(periodMs);
      advance();
    }, delayMs);
  };
  const cancelRelease = (reason: HoldReason) => {
    clearTimeout(releaseTimers.get(reason));
    releaseTimers.delete(reason);
  };
  const stop = () => {
    playing = false;
    clearMove();
  };

  return {
    play(onMove, delayMs = 0) {
      playing = true;
      advance = onMove;
      scheduleMove(delayMs + periodMs);
    },
    stop,
    hold(reason) {
      cancelRelease(reason);
      holds.add(reason);
      clearMove();
    },
    release(reason, afterMs = 0) {
      cancelRelease(reason);
      const lift = () => {
        releaseTimers.delete(reason);
        if (holds.delete(reason) && holds.size === 0) scheduleMove(periodMs);
      };
      if (afterMs > 0) releaseTimers.set(reason, setTimeout(lift, afterMs));
      else lift();
    },
    restart() {
      if (moveTimer !== undefined) scheduleMove(periodMs);
    },
    dispose() {
      stop();
      [...releaseTimers.keys()].forEach(cancelRelease);
    },
  };
}
