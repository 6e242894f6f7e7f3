import type { InputHTMLAttributes } from 'react';
import styles from './form.module.css';
import { FieldFrame } from './field-frame';
import { useAuthField } from '../hooks/use-auth-field';
import { useText } from '../i18n';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur'
> {
  name: string;
  label: string;
  hint?: string;
  /** Id of other text describing the input (e.g. a failure of the whole form). */
  describedBy?: string;
  /** Marks the input invalid without an error of its own (the form's failure names it). */
  invalid?: boolean;
}

/** A labelled Formik input whose error is tied to it and announced when it appears (after a submit). */
export function TextField({ name, label, hint, describedBy, invalid, type = 'text', ...rest }: TextFieldProps) {
  const { field, id, error, inputProps } = useAuthField(name, { hint, describedBy, invalid });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input {...rest} {...field} value={field.value ?? ''} {...inputProps} type={type} className={styles.input} />
    </FieldFrame>
  );
}

/**
 * The e-mail field of every auth form: an address reads left to right, in an Urdu page too, and
 * phones offer their e-mail keyboard.
 */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'label' | 'type'>) {
  const { t } = useText();
  return (
    <TextField
      name="email"
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      {...props}
    />
  );
}
