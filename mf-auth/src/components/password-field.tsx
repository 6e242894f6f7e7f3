import { useState } from 'react';
import { useText } from '../i18n';
import styles from './form.module.css';
import { FieldFrame } from './field-frame';
import { useAuthField } from '../hooks/use-auth-field';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  /** Id of other text describing the input (e.g. a failure of the whole form). */
  describedBy?: string;
  /** Marks the input invalid without an error of its own (the form's failure names it). */
  invalid?: boolean;
}

/**
 * Password input with a show/hide toggle; the toggle never submits the form. Errors show after a
 * submit. The toggle's name says what it will do ('Show password' / 'Hide password'), as its visible
 * text does; it carries no pressed state as well, which would read 'Hide password, pressed' while the
 * password shows.
 */
export function PasswordField({ name, label, autoComplete, hint, describedBy, invalid }: PasswordFieldProps) {
  const { field, id, error, inputProps } = useAuthField(name, { hint, describedBy, invalid });
  const [visible, setVisible] = useState(false);
  const { t } = useText();
  // The label inside a sentence: 'Show password' (Urdu has no case, so it stays as it is).
  const named = { field: label.toLowerCase() };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className={styles.passwordWrap}>
        <input
          {...field}
          value={field.value ?? ''}
          {...inputProps}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          dir="ltr"
          className={styles.input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-label={visible ? t('passwordField.hideLabel', named) : t('passwordField.showLabel', named)}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('passwordField.hide') : t('passwordField.show')}
        </button>
      </div>
    </FieldFrame>
  );
}
