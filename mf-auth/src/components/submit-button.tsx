import type { ReactNode } from 'react';
import { BusyButton } from '@storefront/shared/ui';
import styles from './form.module.css';

export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Text while the request runs, e.g. "Logging in…". */
  busyLabel: string;
}

/** The form's submit button: busy and unavailable while the request runs (see BusyButton), so it cannot fire twice. */
export function SubmitButton({ busy, children, busyLabel }: SubmitButtonProps) {
  return (
    <BusyButton type="submit" className={styles.submit} busy={busy}>
      {busy ? busyLabel : children}
    </BusyButton>
  );
}
