import type { MouseEvent, RefObject } from 'react';
import buttons from './buttons.module.css';
import panel from './tab-panel.module.css';

interface Props {
  message: string;
  onRetry: () => void;
  /** The box around it; a tab's empty-state box unless the page gives its own. */
  className?: string;
  /** Where focus goes on Try again; by default the heading of the tab panel it sits in. */
  focusOnRetry?: RefObject<HTMLElement | null>;
}

/**
 * A read that failed, told in place with a way to ask again. Try again gives way to a spinner, so
 * before it goes it hands focus to a heading that stays (a keyboard user would otherwise be left on
 * the page body), from where the reloaded content is next in reading order.
 */
export function LoadFailed({ message, onRetry, className = panel.empty, focusOnRetry }: Props) {
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    const heading = focusOnRetry?.current ?? event.currentTarget.closest('section')?.querySelector<HTMLElement>('h2[tabindex]');
    heading?.focus();
    onRetry();
  };
  return (
    <div className={className}>
      <p>{message}</p>
      <button type="button" className={buttons.primary} onClick={retry}>Try again</button>
    </div>
  );
}
