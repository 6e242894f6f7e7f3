import { RetryButton } from '@storefront/shared/ui';
import buttons from './buttons.module.css';
import panel from './tab-panel.module.css';

interface Props {
  message: string;
  onRetry: () => void;
  /** The box around it; a tab's empty-state box unless the page gives its own. */
  className?: string;
}

/** A read that failed, told in place with a way to ask again (focus waits on the heading above). */
export function LoadFailed({ message, onRetry, className = panel.empty }: Props) {
  return (
    <div className={className}>
      <p>{message}</p>
      <RetryButton className={buttons.primary} onRetry={onRetry} />
    </div>
  );
}
