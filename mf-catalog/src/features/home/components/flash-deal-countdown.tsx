import { useMemo } from 'react';
import { useText } from '../../../i18n';
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
  const { t } = useText();
  const seconds = useCountdown(endsAt, onEnd);
  const quarter = seconds === null ? null : Math.floor(seconds / ANNOUNCE_EVERY_S);
  const announcement = useMemo(
    () => (seconds === null ? '' : describeCountdown(seconds, t)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said again each quarter hour (or in another language), not each second
    [quarter, t],
  );
  return (
    <p className={styles.countdown}>
      <span className={styles.label} aria-hidden="true">
        {t('countdown.endsIn')}
      </span>
      <span className={styles.time} aria-hidden="true" data-testid="countdown">
        {/* The time needs the browser's clock: the server's markup shows dashes. */}
        {seconds === null ? '--:--:--' : formatCountdown(seconds, t)}
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </p>
  );
}
