import { useLocation } from '@storefront/shared/router';
import { SectionFrame } from '../remotes/section-frame';
import type { ShellPage } from '../lib/lazy-page';

/**
 * One of the shell's own pages in the main area, framed like a remote section: a page whose chunk
 * fails to download (or which throws) shows the same fallback with a Retry that downloads it again,
 * while header, sidebar and footer keep working.
 */
export function PageSection({ page: Page }: { page: ShellPage }) {
  const { pathname } = useLocation();
  return (
    <SectionFrame onRetry={Page.retry} resetKey={pathname}>
      <Page />
    </SectionFrame>
  );
}
