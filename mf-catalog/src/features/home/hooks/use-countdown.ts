import { useEffect, useState } from 'react';
import { COUNTDOWN_START_S, nextCountdown } from '../countdown';

/** Seconds left in the local 24-hour flash-deal loop, ticking once a second. */
export function useCountdown(start = COUNTDOWN_START_S): number {
  const [seconds, setSeconds] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(nextCountdown), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}
