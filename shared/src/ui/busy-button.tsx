// A button that is unavailable while its request runs (Login, Save Changes, Place Order, Retry Payment…).
import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export interface BusyButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'aria-disabled' | 'aria-busy'
> {
  busy: boolean;
}

/**
 * aria-disabled, not disabled, while busy: a disabled button drops keyboard focus to the page body,
 * so a customer who pressed it would be left nowhere when the request fails. A click while busy (also
 * the one Enter in a field makes on a submit button) is refused instead, so it cannot fire twice.
 */
export function BusyButton({ busy, onClick, type = 'button', ...rest }: BusyButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button {...rest} type={type} aria-disabled={busy} aria-busy={busy || undefined} onClick={click} />;
}
