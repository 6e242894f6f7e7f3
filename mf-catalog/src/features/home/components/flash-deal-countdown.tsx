import { useMemo } from 'react';
import { describeCountdown, formatCountdown } from '../countdown';
import { useCountdown } from '../hooks/use-countdown';
import styles from './flash-deal-countdown.module.css';

/** Screen readers hear the time left every 15 minutes, not every second. */
const ANNOUNCE_EVERY_S = 900;

export function FlashDealCountdown() {
  const seconds = useCountdown();
  const quarter = Math.floor(seconds / ANNOUNCE_EVERY_S);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- said again each quarter hour, not each second
  const announcement = useMemo(() => describeCountdown(seconds), [quarter]);
  return (
    <p className={styles.countdown}>
      <span className={styles.label} aria-hidden="true">
        Ends in
      </span>
      <span className={styles.time} aria-hidden="true" data-testid="countdown">
        {formatCountdown(seconds)}
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </p>
  );
}
