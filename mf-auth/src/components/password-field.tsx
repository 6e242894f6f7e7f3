import { useState } from 'react';
import styles from './form.module.css';
import { FieldFrame } from './field-frame';
import { useAuthField } from './use-auth-field';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** Password input with a show/hide toggle; the toggle never submits the form. Errors show after a submit. */
export function PasswordField({ name, label, autoComplete, hint }: PasswordFieldProps) {
  const { field, id, error, inputProps } = useAuthField(name, { hint });
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className={styles.passwordWrap}>
        <input
          {...field}
          value={field.value ?? ''}
          {...inputProps}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          className={styles.input}
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
    </FieldFrame>
  );
}
