import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before another code may be requested. Counts against a deadline rather than
 * decrementing, so a throttled background tab still shows the right number when it comes back.
 */
export function useResendCooldown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [remaining, setRemaining] = useState(initialSeconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    if (endsAt <= Date.now()) return undefined;
    const timer = setInterval(() => {
      tick();
      if (endsAt <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { remaining, start };
}
