import type { Ref } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { resetPasswordSchema } from '@storefront/shared/validation';
import { AuthForm } from '../../../components/auth-form';
import { PasswordField } from '../../../components/password-field';
import { StepHeading } from '../../../components/step-heading';
import { SubmitButton } from '../../../components/submit-button';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFormProps {
  headingRef?: Ref<HTMLHeadingElement>;
  onSubmit: (password: string, helpers: FormikHelpers<NewPasswordValues>) => Promise<void>;
}

/** Step 3 of the reset: the new password, twice. */
export function NewPasswordForm({ headingRef, onSubmit }: NewPasswordFormProps) {
  return (
    <Formik<NewPasswordValues>
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={resetPasswordSchema}
      onSubmit={(values, helpers) => onSubmit(values.password, helpers)}
    >
      {({ isSubmitting }) => (
        <AuthForm>
          <StepHeading ref={headingRef}>Choose a new password</StepHeading>
          <PasswordField
            name="password"
            label="New password"
            autoComplete="new-password"
            hint="At least 6 characters"
          />
          <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
          <SubmitButton busy={isSubmitting} busyLabel="Resetting…">
            Reset Password
          </SubmitButton>
        </AuthForm>
      )}
    </Formik>
  );
}
