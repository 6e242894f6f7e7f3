import type { Ref } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { AuthForm } from './auth-form';
import { StepHeading } from './step-heading';
import { SubmitButton } from './submit-button';
import { EmailField } from './text-field';
import styles from './form.module.css';

export interface EmailValues {
  email: string;
}

export interface EmailStepFormProps {
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  intro: string;
  initialEmail: string;
  /** The flow's own yup schema from @storefront/shared/validation (messages differ per flow). */
  schema: AnyObjectSchema;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (email: string, helpers: FormikHelpers<EmailValues>) => Promise<void>;
}

/** First step of the reset-password and verify-email flows: ask for the e-mail address. */
export function EmailStepForm({
  heading,
  headingRef,
  intro,
  initialEmail,
  schema,
  submitLabel,
  busyLabel,
  onSubmit,
}: EmailStepFormProps) {
  return (
    <Formik<EmailValues>
      initialValues={{ email: initialEmail }}
      validationSchema={schema}
      onSubmit={(values, helpers) => onSubmit(values.email.trim(), helpers)}
    >
      {({ isSubmitting }) => (
        <AuthForm>
          <StepHeading ref={headingRef}>{heading}</StepHeading>
          <p className={styles.lead}>{intro}</p>
          <EmailField />
          <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
        </AuthForm>
      )}
    </Formik>
  );
}
