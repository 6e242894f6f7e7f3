import { useCallback, useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '@storefront/shared/config';

/**
 * Seconds still to wait before another code may be requested, for a code sent at `sentAt` (ms, as
 * Date.now()). For a flow that comes back to the code step without sending a new code.
 */
export function cooldownLeft(sentAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((sentAt + OTP_RESEND_SECONDS * 1000 - now) / 1000));
}

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
