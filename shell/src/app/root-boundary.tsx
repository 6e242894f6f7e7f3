import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

export const ROOT_FALLBACK_TITLE = 'Something went wrong';

interface RootBoundaryProps {
  children: ReactNode;
  /** Reloads the page (tests pass their own: jsdom cannot reload). */
  onReload?: () => void;
}

interface RootBoundaryState {
  error: unknown;
}

const reloadPage = () => window.location.reload();

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
    return (
      <ErrorScreen
        documentTitle={ROOT_FALLBACK_TITLE}
        title={ROOT_FALLBACK_TITLE}
        message="The page could not be shown. Please reload it to carry on."
        action={{ label: 'Reload', onClick: this.props.onReload ?? reloadPage }}
      />
    );
  }
}
