import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@storefront/shared/ui';
import { RemoteBoundary } from './remote-boundary';
import type { RemoteComponent } from './remote-module';
import styles from './remote-fallback.module.css';

interface RemoteSectionProps {
  module: RemoteComponent;
  compact?: boolean;
}

/**
 * One remote section: its own error boundary (so other sections keep working), a loading state
 * while the remote downloads, and a retry that really fetches the remote again.
 */
export function RemoteSection({ module: Remote, compact = false }: RemoteSectionProps) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary onRetry={Remote.retry} resetKey={compact ? undefined : pathname} compact={compact}>
      <Suspense fallback={<div className={compact ? styles.loadingCompact : styles.loading}><Spinner /></div>}>
        <Remote />
      </Suspense>
    </RemoteBoundary>
  );
}
