import type { Ref } from 'react';
import { Formik } from 'formik';
import { PHONE_INPUT_MAX_LENGTH, registerSchema } from '@storefront/shared/validation';
import { notify } from '@storefront/shared/ui';
import { AuthForm } from '../../../components/auth-form';
import { PasswordField } from '../../../components/password-field';
import { StepHeading } from '../../../components/step-heading';
import { SubmitButton } from '../../../components/submit-button';
import { EmailField, TextField } from '../../../components/text-field';
import { messageText, noticeText } from '../../../lib/messages';
import { useText } from '../../../i18n';
import { reportFailure } from '../../../lib/report-failure';
import { register, type RegisterValues } from '../api/register-api';

export interface RegisterFormProps {
  initialValues: RegisterValues;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Called with what was registered once the server has accepted it (and mailed a new code). */
  onRegistered: (values: RegisterValues) => void;
  /** The details registered a moment ago in this visit (back here through 'Change Email'). */
  registered?: RegisterValues;
  /** Called instead of registering when the details are still exactly those already registered. */
  onUnchanged?: () => void;
}

/** Same details as the account registered a moment ago; the e-mail compared as the API does, without case. */
const sameDetails = (a: RegisterValues, b?: RegisterValues) =>
  b !== undefined &&
  a.email.toLowerCase() === b.email.toLowerCase() &&
  a.name === b.name &&
  a.phone === b.phone &&
  a.password === b.password;

/** Step 1 of registration: the shopper's details. */
export function RegisterForm({ initialValues, headingRef, onRegistered, registered, onUnchanged }: RegisterFormProps) {
  const { t } = useText();
  // The server answers every address alike (a verified account's owner is mailed a reminder instead
  // of a code): the code step says where such an owner goes.
  return (
    <Formik<RegisterValues>
      initialValues={initialValues}
      validationSchema={registerSchema}
      onSubmit={async (values, helpers) => {
        // Formik hands over what was typed; the schema's cast is what it validated (trimmed
        // name and e-mail, the phone as 03XXXXXXXXX even when typed as 0300-1234567 or +92…).
        const cleaned: RegisterValues = registerSchema.cast(values);
        // Nothing changed since the account was created a moment ago: the code already sent still
        // works. Any other change is sent, so the server decides (and its message says what
        // applies) rather than the form guessing.
        if (onUnchanged && sameDetails(cleaned, registered)) {
          onUnchanged();
          return;
        }
        try {
          const { mess } = await register(cleaned);
          notify.success(mess === undefined ? noticeText('registerSuccess') : messageText(mess));
          onRegistered(cleaned);
        } catch (err) {
          reportFailure(err, 'registerFailed', helpers);
        }
      }}
    >
      {({ isSubmitting }) => (
        <AuthForm>
          <StepHeading ref={headingRef}>{t('register.detailsHeading')}</StepHeading>
          <TextField name="name" label={t('fields.name')} autoComplete="name" />
          <EmailField />
          {/* A number reads left to right, '+92 300-1234567' too. */}
          <TextField
            name="phone"
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            hint={t('fields.phoneHint')}
          />
          <PasswordField
            name="password"
            label={t('fields.password')}
            autoComplete="new-password"
            hint={t('fields.passwordHint')}
          />
          <PasswordField name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" />
          <SubmitButton busy={isSubmitting} busyLabel={t('register.busy')}>
            {t('register.submit')}
          </SubmitButton>
        </AuthForm>
      )}
    </Formik>
  );
}
