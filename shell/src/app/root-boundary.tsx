import { Component, type ErrorInfo, type ReactNode } from 'react';
import en from '../i18n/en.json';
import { useText } from '../i18n';
import { ErrorScreen } from './error-screen';

/** The English title, as tests look for it. */
export const ROOT_FALLBACK_TITLE = en.errors.root.title;

interface RootBoundaryProps {
  children: ReactNode;
  /** Reloads the page (tests pass their own: jsdom cannot reload). */
  onReload?: () => void;
}

interface RootBoundaryState {
  error: unknown;
}

const reloadPage = () => window.location.reload();

/** A component of its own: the boundary is a class, and the texts come from a hook. */
function RootFallback({ onReload }: { onReload: () => void }) {
  const { t } = useText();
  const title = t('errors.root.title');
  return (
    <ErrorScreen
      documentTitle={title}
      title={title}
      message={t('errors.root.message')}
      action={{ label: t('errors.root.reload'), onClick: onReload }}
    />
  );
}

/**
 * The last resort around the whole app. Pages and remote sections have their own boundaries; an
 * error outside them (header, footer, layout, router) would otherwise unmount everything and leave
 * a blank page. A reload starts the app afresh.
 */
export class RootBoundary extends Component<RootBoundaryProps, RootBoundaryState> {
  state: RootBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RootBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] the page failed', error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <RootFallback onReload={this.props.onReload ?? reloadPage} />;
  }
}
