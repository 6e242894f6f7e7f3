import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isPageUnavailableError } from '../lib/lazy-page';
import { RemoteFallback } from './remote-fallback';
import { isRemoteUnavailableError } from './remote-unavailable-error';

interface RemoteBoundaryProps {
  children: ReactNode;
  /** Called before the section renders again (clears a failed remote load). */
  onRetry?: () => void;
  /** When it changes (e.g. the path), a shown fallback is dropped and the section tries again. */
  resetKey?: unknown;
  compact?: boolean;
  label?: string;
}

interface RemoteBoundaryState {
  error: unknown;
}

/** What the fallback says: could not be downloaded, a release this page cannot run, or a render error. */
function causeOf(error: unknown): 'unreachable' | 'updating' | 'crashed' {
  if (isRemoteUnavailableError(error)) return error.reason === 'incompatible' ? 'updating' : 'unreachable';
  return isPageUnavailableError(error) ? 'unreachable' : 'crashed';
}

/**
 * Keeps a failing remote section, or one of the shell's own pages (load failure or render error),
 * from taking the page down.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[remotes] a section failed', error, info.componentStack);
  }

  componentDidUpdate(previous: RemoteBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render(): ReactNode {
    const { error } = this.state;
    if (error) {
      return (
        <RemoteFallback
          onRetry={this.retry}
          compact={this.props.compact}
          label={this.props.label}
          cause={causeOf(error)}
        />
      );
    }
    return this.props.children;
  }
}
