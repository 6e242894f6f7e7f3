import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Text while the request runs, e.g. "Logging in…". */
  busyLabel: string;
}

/** The form's submit button: disabled and marked busy while the request runs, so it cannot fire twice. */
export function SubmitButton({ busy, children, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
