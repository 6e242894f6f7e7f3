import { useState } from 'react';
import { Link, useNavigate } from '@storefront/shared/router';
import { notify } from '@storefront/shared/ui';
import { AuthCard } from '../../../components/auth-card';
import { StepIndicator } from '../../../components/step-indicator';
import formStyles from '../../../components/form.module.css';
import { AUTH_TEXT } from '../../../lib/messages';
import { reportFailure } from '../../../lib/report-failure';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStepFocus } from '../../../lib/use-step-focus';
import { OtpStep, verifyEmail } from '../../otp';
import type { RegisterValues } from '../api/register-api';
import { RegisterForm } from './register-form';

const STEPS = ['Your details', 'Verify email'] as const;
const EMPTY: RegisterValues = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /auth/register: details, then the e-mailed code, then on to login. */
export default function RegisterPage() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  // Lives here, not in the form, so 'Change Email' brings the shopper back to what they typed.
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const headingRef = useStepFocus(step);

  return (
    <AuthCard
      title="Register"
      footer={
        <Link to="/auth/login" className={formStyles.link}>
          Already have an account? Login
        </Link>
      }
    >
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 ? (
        <RegisterForm
          initialValues={values}
          registeredEmail={values.email || undefined}
          headingRef={headingRef}
          onRegistered={(registered) => {
            setValues(registered);
            setStep(1);
          }}
        />
      ) : (
        <OtpStep
          heading="Verify your email"
          headingRef={headingRef}
          email={values.email}
          purpose="verify"
          submitLabel="Verify OTP"
          busyLabel="Verifying…"
          onChangeEmail={() => setStep(0)}
          onSubmit={async (otp, helpers) => {
            try {
              await verifyEmail(values.email, otp);
              notify.success(AUTH_TEXT.otpVerified);
              navigate('/auth/login', { state: { email: values.email } });
            } catch (err) {
              reportFailure(err, AUTH_TEXT.invalidOtp, helpers);
            }
          }}
        />
      )}
    </AuthCard>
  );
}
