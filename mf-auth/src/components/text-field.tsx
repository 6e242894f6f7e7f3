import type { InputHTMLAttributes } from 'react';
import styles from './form.module.css';
import { FieldFrame } from './field-frame';
import { useAuthField } from './use-auth-field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled Formik input whose error is tied to it and announced when it appears (after a submit). */
export function TextField({ name, label, hint, type = 'text', ...rest }: TextFieldProps) {
  const { field, id, error, inputProps } = useAuthField(name, { hint });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input {...rest} {...field} value={field.value ?? ''} {...inputProps} type={type} className={styles.input} />
    </FieldFrame>
  );
}
