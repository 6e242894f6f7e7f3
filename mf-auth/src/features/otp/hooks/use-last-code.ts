import { useCallback, useRef, useState } from 'react';
import { cooldownLeft } from './use-resend-cooldown';

/**
 * For a flow whose code step can come back without a new code (registration after 'Change Email'
 * with nothing changed, reset after an expired code): when the last code went out, and the wait
 * 'Resend OTP' starts with on the code step (undefined: a code was just sent, the full wait).
 */
export function useLastCode() {
  const sentAt = useRef(0);
  const [initialCooldownSeconds, setInitialCooldown] = useState<number | undefined>(undefined);
  /** A code went out just now, from the flow or from 'Resend OTP' on the code step. */
  const codeSent = useCallback(() => {
    sentAt.current = Date.now();
    setInitialCooldown(undefined);
  }, []);
  /** Back to the code step with no new code: wait only what is left since the last one. */
  const backWithoutNewCode = useCallback(() => setInitialCooldown(cooldownLeft(sentAt.current)), []);
  return { initialCooldownSeconds, codeSent, backWithoutNewCode };
}
