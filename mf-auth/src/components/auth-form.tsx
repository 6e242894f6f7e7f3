import { useRef, type ReactNode } from 'react';
import { Form } from 'formik';
import { FocusFirstError } from '@storefront/shared/forms';
import styles from './form.module.css';

/**
 * The form of every auth step: the schema's messages instead of the browser's bubbles, and focus
 * on the first invalid field after a failed submit.
 */
export function AuthForm({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <Form ref={ref} className={styles.form} noValidate>
      <FocusFirstError formRef={ref} />
      {children}
    </Form>
  );
}
