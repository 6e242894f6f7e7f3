import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@storefront/shared/ui';
import { useText } from '../i18n';
import { RemoteBoundary } from './remote-boundary';
import styles from './remote-fallback.module.css';

interface SectionFrameProps {
  children: ReactNode;
  /** Forgets a failed download, so the next render fetches the code again. */
  onRetry?: () => void;
  /** A new value clears the fallback and renders the section again. */
  resetKey: unknown;
  compact?: boolean;
  /** What the section is, for its fallback ("Search is not available right now."). */
  label?: string;
}

/** What a page section shows while its code downloads. */
export function SectionLoading() {
  return (
    <div className={styles.loading}>
      <Spinner />
    </div>
  );
}

/** What a section shows while its code downloads: sized like the part it stands for. */
export function SectionPlaceholder({ compact = false, label }: { compact?: boolean; label?: string }) {
  const { t } = useText();
  if (!compact) return <SectionLoading />;
  // The size of the part it stands for (the header's search box), so the header never grows.
  return (
    <div className={styles.loadingCompact}>
      <Spinner
        size="small"
        label={label ? t('remote.loadingNamed', { label: label.toLowerCase() }) : t('remote.loading')}
      />
    </div>
  );
}

/**
 * The frame of every lazily loaded part of the page (a remote section or one of the shell's own
 * pages): a spinner while its code downloads, and its own error boundary with a Retry, so a
 * failure stays in its part of the page.
 */
export function SectionFrame({ children, onRetry, resetKey, compact = false, label }: SectionFrameProps) {
  return (
    <RemoteBoundary onRetry={onRetry} resetKey={resetKey} compact={compact} label={label}>
      <Suspense fallback={<SectionPlaceholder compact={compact} label={label} />}>{children}</Suspense>
    </RemoteBoundary>
  );
}
