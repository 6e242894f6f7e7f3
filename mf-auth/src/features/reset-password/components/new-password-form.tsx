import type { Ref } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { resetPasswordSchema } from '@storefront/shared/validation';
import { AuthForm } from '../../../components/auth-form';
import { PasswordField } from '../../../components/password-field';
import { StepHeading } from '../../../components/step-heading';
import { SubmitButton } from '../../../components/submit-button';
import { useText } from '../../../i18n';

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
  const { t } = useText();
  return (
    <Formik<NewPasswordValues>
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={resetPasswordSchema}
      onSubmit={(values, helpers) => onSubmit(values.password, helpers)}
    >
      {({ isSubmitting }) => (
        <AuthForm>
          <StepHeading ref={headingRef}>{t('resetPassword.passwordHeading')}</StepHeading>
          <PasswordField
            name="password"
            label={t('fields.newPassword')}
            autoComplete="new-password"
            hint={t('fields.passwordHint')}
          />
          <PasswordField name="confirmPassword" label={t('fields.confirmNewPassword')} autoComplete="new-password" />
          <SubmitButton busy={isSubmitting} busyLabel={t('resetPassword.busy')}>
            {t('resetPassword.submit')}
          </SubmitButton>
        </AuthForm>
      )}
    </Formik>
  );
}
