import type { ReactNode } from 'react';
import { useMessageText } from '@storefront/shared/i18n';
import styles from './form.module.css';

export interface FieldFrameProps {
  /** The input's id; the hint and error take theirs from it (see `useAuthField`). */
  id: string;
  label: string;
  hint?: string;
  /** As the schema or the server wrote it (English); shown in the page's language. */
  error?: string;
  /** The input itself. */
  children: ReactNode;
}

/** What stands around every auth input: its label, an optional hint, then its error, announced when it appears. */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const message = useMessageText();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintIdOf(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorIdOf(id)} role="alert" className={styles.error}>
          {message(error)}
        </p>
      )}
    </div>
  );
}

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;
