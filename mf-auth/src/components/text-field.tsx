import type { InputHTMLAttributes } from 'react';
import styles from './form.module.css';
import { describedByIds, useAuthField } from './use-auth-field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled Formik input whose error is tied to it and announced when it appears (after a submit). */
export function TextField({ name, label, hint, type = 'text', ...rest }: TextFieldProps) {
  const { field, id, errorId, error } = useAuthField(name);
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
      <input
        {...rest}
        {...field}
        value={field.value ?? ''}
        id={id}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(hint && hintId, error && errorId)}
      />
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
