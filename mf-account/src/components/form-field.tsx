// A labelled Formik field: the error is tied to the control (aria-describedby) and announced.
import { useField } from 'formik';
import { useMessageText } from '@storefront/shared/i18n';
import type { ReactNode } from 'react';
import styles from './form.module.css';

interface BaseProps {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  /** Id of other text about the control, e.g. its options that could not be loaded. */
  describedBy?: string;
}

interface InputProps extends BaseProps {
  as?: 'input';
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
}

interface TextAreaProps extends BaseProps {
  as: 'textarea';
  autoComplete?: string;
}

interface SelectProps extends BaseProps {
  as: 'select';
  children: ReactNode;
  busy?: boolean;
  onChange?: (value: string) => void;
}

export type FormFieldProps = InputProps | TextAreaProps | SelectProps;

export function FormField(props: FormFieldProps) {
  // Not touched on blur: an error appearing as focus leaves would shift the layout under the
  // pointer and swallow the click on Save. Errors show after the first submit, then live.
  const [{ onBlur: _onBlur, ...field }, meta] = useField<string | undefined>(props.name);
  // Errors come in English from the shared schemas and the API.
  const message = useMessageText();
  const id = `field-${props.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showError = Boolean(meta.touched && meta.error);
  const describedBy =
    [props.hint ? hintId : null, props.describedBy, showError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    disabled: props.disabled,
    'aria-invalid': showError || undefined,
    'aria-describedby': describedBy,
    className: styles.control,
  };

  let control: ReactNode;
  if (props.as === 'select') {
    const { onChange } = props;
    control = (
      <select
        {...common}
        value={field.value ?? ''}
        onChange={onChange ? (e) => onChange(e.target.value) : field.onChange}
        aria-busy={props.busy || undefined}
      >
        {props.children}
      </select>
    );
  } else if (props.as === 'textarea') {
    control = <textarea {...common} {...field} value={field.value ?? ''} rows={3} autoComplete={props.autoComplete} />;
  } else {
    control = (
      <input
        {...common}
        {...field}
        value={field.value ?? ''}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
      />
    );
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {control}
      {props.hint && (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {showError && (
        <p id={errorId} role="alert" className={styles.error}>
          {message(meta.error ?? '')}
        </p>
      )}
    </div>
  );
}
