import { RetryButton, useDocumentTitle } from '@storefront/shared/ui';
import styles from './remote-fallback.module.css';

export const REMOTE_FALLBACK_TEXT = 'This section is not available right now.';
export const REMOTE_UPDATING_TEXT = 'This section is being updated.';

const HINTS = {
  unreachable: 'Please check your connection and try again.',
  crashed: 'Something went wrong while showing it. Please try again.',
  // A release this page cannot run (remote-compat.ts): a page loaded later gets a compatible one.
  updating: 'Please reload the page in a few minutes.',
} as const;

interface RemoteFallbackProps {
  onRetry: () => void;
  /** A one-line version for small slots such as the header search. */
  compact?: boolean;
  /** Names the section ("Search") instead of "This section". */
  label?: string;
  /**
   * Could not be downloaded, failed while rendering, or is a release this page cannot run: the
   * hint differs, and the last is fixed by a page loaded later, not by a retry.
   */
  cause?: keyof typeof HINTS;
}

function fallbackText(cause: keyof typeof HINTS, label: string | undefined): string {
  if (cause === 'updating') return label ? `${label} is being updated.` : REMOTE_UPDATING_TEXT;
  return label ? `${label} is not available right now.` : REMOTE_FALLBACK_TEXT;
}

export function RemoteFallback({ onRetry, compact = false, label, cause = 'unreachable' }: RemoteFallbackProps) {
  const text = fallbackText(cause, label);
  // In place of a whole page, it is the page: its heading and its tab title say what happened.
  useDocumentTitle(compact ? null : 'Not available');
  const Text = compact ? 'p' : 'h1';
  return (
    <div className={compact ? styles.compact : styles.fallback} role="alert">
      <Text className={styles.text}>{text}</Text>
      {!compact && <p className={styles.hint}>{HINTS[cause]}</p>}
      {cause === 'updating' ? (
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          Reload page
        </button>
      ) : (
        <RetryButton
          className={styles.retry}
          onRetry={onRetry}
          aria-label={label ? `Retry ${label.toLowerCase()}` : undefined}
        >
          Retry
        </RetryButton>
      )}
    </div>
  );
}
