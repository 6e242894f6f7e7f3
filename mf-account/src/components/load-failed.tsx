import buttons from './buttons.module.css';
import panel from './tab-panel.module.css';

interface Props {
  message: string;
  onRetry: () => void;
  /** The box around it; a tab's empty-state box unless the page gives its own. */
  className?: string;
}

/** A read that failed, told in place with a way to ask again. */
export function LoadFailed({ message, onRetry, className = panel.empty }: Props) {
  return (
    <div className={className}>
      <p>{message}</p>
      <button type="button" className={buttons.primary} onClick={onRetry}>Try again</button>
    </div>
  );
}
