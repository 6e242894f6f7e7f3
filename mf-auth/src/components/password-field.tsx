import { useState } from 'react';
import styles from './form.module.css';
import { describedByIds, useAuthField } from './use-auth-field';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** Password input with a show/hide toggle; the toggle never submits the form. Errors show after a submit. */
export function PasswordField({ name, label, autoComplete, hint }: PasswordFieldProps) {
  const { field, id, errorId, error } = useAuthField(name);
  const [visible, setVisible] = useState(false);
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.passwordWrap}>
        <input
          {...field}
          value={field.value ?? ''}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(hint && hintId, error && errorId)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
