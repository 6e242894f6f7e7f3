import { RetryButton, useDocumentTitle } from '@storefront/shared/ui';
import styles from './remote-fallback.module.css';

export const REMOTE_FALLBACK_TEXT = 'This section is not available right now.';

const HINTS = {
  unreachable: 'Please check your connection and try again.',
  crashed: 'Something went wrong while showing it. Please try again.',
} as const;

interface RemoteFallbackProps {
  onRetry: () => void;
  /** A one-line version for small slots such as the header search. */
  compact?: boolean;
  /** Names the section ("Search") instead of "This section". */
  label?: string;
  /** Could not be downloaded, or failed while rendering: the hint differs. */
  cause?: keyof typeof HINTS;
}

export function RemoteFallback({ onRetry, compact = false, label, cause = 'unreachable' }: RemoteFallbackProps) {
  const text = label ? `${label} is not available right now.` : REMOTE_FALLBACK_TEXT;
  // In place of a whole page, it is the page: its heading and its tab title say what happened.
  useDocumentTitle(compact ? null : 'Not available');
  const Text = compact ? 'p' : 'h1';
  return (
    <div className={compact ? styles.compact : styles.fallback} role="alert">
      <Text className={styles.text}>{text}</Text>
      {!compact && <p className={styles.hint}>{HINTS[cause]}</p>}
      <RetryButton
        className={styles.retry}
        onRetry={onRetry}
        aria-label={label ? `Retry ${label.toLowerCase()}` : undefined}
      >
        Retry
      </RetryButton>
    </div>
  );
}
