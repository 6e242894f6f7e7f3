import { useLocation } from '@storefront/shared/router';
import type { RemoteComponent } from './remote-module';
import { useRemoteRecovery } from './remote-recovery';
import { SectionFrame, SectionPlaceholder } from './section-frame';
import { useRemoteRendering } from './server-rendered-remotes';
import { moduleKey } from './page-modules';

interface RemoteSectionProps {
  module: RemoteComponent;
  compact?: boolean;
  /** What the section is, for its fallback ("Search is not available right now."). */
  label?: string;
}

/**
 * One remote section: its own error boundary (so other sections keep working), a loading state
 * while the remote downloads, and a retry that really fetches the remote again.
 */
export function RemoteSection({ module: Remote, compact = false, label }: RemoteSectionProps) {
  const { pathname } = useLocation();
  const recovery = useRemoteRecovery(Remote.remote);
  // A page section retries on a new path; every section retries when its remote comes back.
  const resetKey = compact ? recovery : `${pathname}#${recovery}`;
  const rendering = useRemoteRendering(moduleKey(Remote));
  if (rendering.kind === 'placeholder') return <SectionPlaceholder compact={compact} label={label} />;
  const Section = rendering.kind === 'server' ? rendering.component : Remote;
  return (
    <SectionFrame onRetry={Remote.retry} resetKey={resetKey} compact={compact} label={label}>
      <Section />
    </SectionFrame>
  );
}
