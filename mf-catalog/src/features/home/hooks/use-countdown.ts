import { useEffect, useEffectEvent, useState } from 'react';
import { secondsUntil } from '../countdown';

/**
 * Seconds left until `endsAt`, worked out from the clock once a second (so a busy tab never
 * drifts); null until mounted, so the server's markup and the first render agree. `onEnd` runs
 * once when it reaches 0.
 */
export function useCountdown(endsAt: string, onEnd?: () => void): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  const ended = useEffectEvent(() => onEnd?.());
  useEffect(() => {
    let done = false;
    const tick = () => {
      const left = secondsUntil(endsAt, Date.now());
      setSeconds(left);
      if (left === 0 && !done) {
        done = true;
        ended();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return seconds;
}
