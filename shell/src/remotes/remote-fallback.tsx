import styles from './remote-fallback.module.css';

export const REMOTE_FALLBACK_TEXT = 'This section is not available right now.';

interface RemoteFallbackProps {
  onRetry: () => void;
  /** A one-line version for small slots such as the header search. */
  compact?: boolean;
}

export function RemoteFallback({ onRetry, compact = false }: RemoteFallbackProps) {
  return (
    <div className={compact ? styles.compact : styles.fallback} role="alert">
      <p className={styles.text}>{REMOTE_FALLBACK_TEXT}</p>
      {!compact && <p className={styles.hint}>Please check your connection and try again.</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
