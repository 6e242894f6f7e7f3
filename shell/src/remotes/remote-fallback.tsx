import { RetryButton, useDocumentTitle } from '@storefront/shared/ui';
import en from '../i18n/en.json';
import { useText } from '../i18n';
import styles from './remote-fallback.module.css';

/** The English texts, as tests look for them. */
export const REMOTE_FALLBACK_TEXT = en.remote.unavailable;
export const REMOTE_UPDATING_TEXT = en.remote.updating;

// 'updating': a release this page cannot run (remote-compat.ts): a page loaded later gets a compatible one.
type Cause = 'unreachable' | 'crashed' | 'updating';

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
  cause?: Cause;
}

export function RemoteFallback({ onRetry, compact = false, label, cause = 'unreachable' }: RemoteFallbackProps) {
  const { t } = useText();
  const updating = cause === 'updating';
  let text: string;
  if (label) text = updating ? t('remote.updatingNamed', { label }) : t('remote.unavailableNamed', { label });
  else text = updating ? t('remote.updating') : t('remote.unavailable');
  // In place of a whole page, it is the page: its heading and its tab title say what happened.
  useDocumentTitle(compact ? null : t('remote.documentTitle'));
  const Text = compact ? 'p' : 'h1';
  return (
    <div className={compact ? styles.compact : styles.fallback} role="alert">
      <Text className={styles.text}>{text}</Text>
      {!compact && <p className={styles.hint}>{t(`remote.hint.${cause}`)}</p>}
      {updating ? (
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          {t('remote.reloadPage')}
        </button>
      ) : (
        <RetryButton
          className={styles.retry}
          onRetry={onRetry}
          aria-label={label ? t('remote.retryNamed', { label: label.toLowerCase() }) : undefined}
        >
          {t('remote.retry')}
        </RetryButton>
      )}
    </div>
  );
}
