import type { Ref } from 'react';
import { Form, Formik } from 'formik';
import { registerSchema } from '@storefront/shared/validation';
import { notify } from '@storefront/shared/ui';
import { PasswordField } from '../../../components/password-field';
import { StepHeading } from '../../../components/step-heading';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import formStyles from '../../../components/form.module.css';
import { AUTH_TEXT } from '../../../lib/messages';
import { reportFailure } from '../../../lib/report-failure';
import { register, type RegisterValues } from '../api/register-api';

export interface RegisterFormProps {
  initialValues: RegisterValues;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Called with what was registered once the server has accepted it. */
  onRegistered: (values: RegisterValues) => void;
}

/** Step 1 of registration: the shopper's details. */
export function RegisterForm({ initialValues, headingRef, onRegistered }: RegisterFormProps) {
  return (
    <Formik<RegisterValues>
      initialValues={initialValues}
      validationSchema={registerSchema}
      onSubmit={async (values, helpers) => {
        const cleaned = { ...values, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
        try {
          const { mess } = await register(cleaned);
          notify.success(mess ?? AUTH_TEXT.registerSuccess);
          onRegistered(cleaned);
        } catch (err) {
          reportFailure(err, AUTH_TEXT.registerFailed, helpers);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={formStyles.form} noValidate>
          <StepHeading ref={headingRef}>Your details</StepHeading>
          <TextField name="name" label="Name" autoComplete="name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <TextField
            name="phone"
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={11}
            hint="Format: 03XXXXXXXXX"
          />
          <PasswordField name="password" label="Password" autoComplete="new-password" hint="At least 6 characters" />
          <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
          <SubmitButton busy={isSubmitting} busyLabel="Registering…">
            Register
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
