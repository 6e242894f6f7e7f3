// 'Try again' / 'Retry' after a failed load. The box holding the button gives way to a spinner and
// then to the content, so the button goes while it has focus, and a keyboard user would be left on
// the page body. Before it goes, focus moves to the nearest heading above the box (the section's or
// the page's), which stays, and from where the reloaded content is next in reading order. The search
// stays inside the part of the page the box is in (main, header, footer, a dialog): with no heading
// there, that part itself takes focus if it can (the shell's <main> can).
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { SHARED_NAMESPACE, useT } from '@storefront/shared/i18n';

// data-focus-area: a smaller part that stands alone the same way (the header's search slot, whose
// Retry has no heading above it in the header).
const LANDMARK =
  'main, header, footer, dialog, [role="main"], [role="dialog"], [role="banner"], [role="contentinfo"], [data-focus-area]';

/** The last h1-h3 before `box` in its nearest ancestor that has one, within its landmark. */
export function focusTargetAbove(box: HTMLElement): HTMLElement | null {
  for (let area = box.parentElement; area; area = area.parentElement) {
    const before = [...area.querySelectorAll<HTMLElement>('h1, h2, h3')].filter(
      (heading) =>
        !box.contains(heading) && Boolean(heading.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    if (before.length > 0) return before[before.length - 1];
    if (area.matches(LANDMARK)) return area.hasAttribute('tabindex') ? area : null;
  }
  return null;
}

export interface RetryButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> {
  onRetry: () => void;
}

export function RetryButton({ onRetry, children, ...rest }: RetryButtonProps) {
  const { t } = useT(SHARED_NAMESPACE);
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.parentElement ?? event.currentTarget;
    const target = focusTargetAbove(box);
    if (target) {
      // Focusable from script only: a heading is not a Tab stop.
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    onRetry();
  };
  return (
    <button type="button" {...rest} onClick={retry}>
      {children ?? t('retry.tryAgain')}
    </button>
  );
}
