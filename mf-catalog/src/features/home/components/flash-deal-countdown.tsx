import { useMemo } from 'react';
import { describeCountdown, formatCountdown } from '../countdown';
import { useCountdown } from '../hooks/use-countdown';
import styles from './flash-deal-countdown.module.css';

/** Screen readers hear the time left every 15 minutes, not every second. */
const ANNOUNCE_EVERY_S = 900;

export interface FlashDealCountdownProps {
  /** The soonest end of the deals on show (ISO time, from the API). */
  endsAt: string;
  /** When it passes: the section asks for its deals again. */
  onEnd: () => void;
}

export function FlashDealCountdown({ endsAt, onEnd }: FlashDealCountdownProps) {
  const seconds = useCountdown(endsAt, onEnd);
  const quarter = seconds === null ? null : Math.floor(seconds / ANNOUNCE_EVERY_S);
  const announcement = useMemo(
    () => (seconds === null ? '' : describeCountdown(seconds)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said again each quarter hour, not each second
    [quarter],
  );
  return (
    <p className={styles.countdown}>
      <span className={styles.label} aria-hidden="true">
        Ends in
      </span>
      <span className={styles.time} aria-hidden="true" data-testid="countdown">
        {/* The time needs the browser's clock: the server's markup shows dashes. */}
        {seconds === null ? '--:--:--' : formatCountdown(seconds)}
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </p>
  );
}
