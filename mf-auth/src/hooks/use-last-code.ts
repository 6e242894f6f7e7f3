import { useCallback, useRef, useState } from 'react';
import { OTP_RESEND_SECONDS } from '@storefront/shared/config';
import { cooldownLeft } from '../components/otp/use-resend-cooldown';

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
  /**
   * The server refused a new code for `seconds` more (429): the last one went out less than a
   * minute ago and still works. 'Resend OTP' waits what the server asked.
   */
  const codeRefused = useCallback((seconds: number) => {
    sentAt.current = Date.now() - Math.max(0, OTP_RESEND_SECONDS - seconds) * 1000;
    setInitialCooldown(seconds);
  }, []);
  return { initialCooldownSeconds, codeSent, backWithoutNewCode, codeRefused };
}
