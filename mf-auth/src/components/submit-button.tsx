import type { MouseEvent, ReactNode } from 'react';
import styles from './form.module.css';

export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Text while the request runs, e.g. "Logging in…". */
  busyLabel: string;
}

/**
 * The form's submit button: marked busy and unavailable while the request runs, so it cannot fire
 * twice. aria-disabled rather than disabled: a disabled button drops keyboard focus to the page body,
 * so a shopper who pressed it would be left nowhere when the request fails. A click (also the one
 * Enter in a field makes on it) is refused instead, which stops the second submit.
 */
export function SubmitButton({ busy, children, busyLabel }: SubmitButtonProps) {
  const refuseWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <button type="submit" className={styles.submit} aria-disabled={busy} aria-busy={busy} onClick={refuseWhileBusy}>
      {busy ? busyLabel : children}
    </button>
  );
}
