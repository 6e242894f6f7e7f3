import { Suspense } from 'react';
import { useLocation } from '@storefront/shared/router';
import { Spinner } from '@storefront/shared/ui';
import { RemoteBoundary } from '../remotes/remote-boundary';
import type { ShellPage } from './lazy-page';
import styles from '../remotes/remote-fallback.module.css';

/**
 * One of the shell's own pages in the main area, kept like a remote section: a page whose chunk
 * fails to download (or which throws) shows the same fallback with a Retry that downloads it again,
 * while header, sidebar and footer keep working.
 */
export function PageSection({ page: Page }: { page: ShellPage }) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary onRetry={Page.retry} resetKey={pathname}>
      <Suspense fallback={<div className={styles.loading}><Spinner /></div>}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
