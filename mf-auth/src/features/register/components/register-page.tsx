import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@storefront/shared/router';
import { useDocumentTitle } from '@storefront/shared/ui';
import { AuthCard } from '../../../components/auth-card';
import { StepIndicator } from '../../../components/step-indicator';
import formStyles from '../../../components/form.module.css';
import { authFlowState } from '../../../lib/auth-flow-state';
import { reportFailure } from '../../../lib/report-failure';
import { useStepFocus } from '../../../hooks/use-step-focus';
import { AccountExistsNote } from '../../../components/otp/account-exists-note';
import { OtpStep } from '../../../components/otp/otp-step';
import { useLastCode } from '../../../hooks/use-last-code';
import { afterEmailVerified } from '../../../lib/after-email-verified';
import { verifyEmail } from '../../../lib/otp-api';
import type { RegisterValues } from '../api/register-api';
import { useText } from '../../../i18n';
import { RegisterForm } from './register-form';

const EMPTY: RegisterValues = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /auth/register: details, then the e-mailed code, then on to login. */
export default function RegisterPage() {
  const { t } = useText();
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<0 | 1>(0);
  // Lives here, not in the form, so 'Change Email' brings the shopper back to what they typed.
  // Set only once the server accepted them (a repeat keeps the first password; see the API README).
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const lastCode = useLastCode();
  const headingRef = useStepFocus(step);

  return (
    <AuthCard
      title={t('register.title')}
      footer={
        // The e-mail the shopper has given here goes with them, so the login form is filled with it.
        <Link to="/auth/login" state={authFlowState(location.state, values.email)} className={formStyles.link}>
          {t('links.haveAccount')}
        </Link>
      }
    >
      <StepIndicator steps={[t('steps.details'), t('steps.verifyEmail')]} current={step} />
      {step === 0 ? (
        <RegisterForm
          initialValues={values}
          registered={values.email ? values : undefined}
          headingRef={headingRef}
          onRegistered={(registered) => {
            setValues(registered);
            lastCode.codeSent();
            setStep(1);
          }}
          onUnchanged={() => {
            lastCode.backWithoutNewCode();
            setStep(1);
          }}
        />
      ) : (
        <OtpStep
          heading={t('register.codeHeading')}
          headingRef={headingRef}
          email={values.email}
          purpose="verify"
          initialCooldownSeconds={lastCode.initialCooldownSeconds}
          onCodeSent={lastCode.codeSent}
          submitLabel={t('otp.verify')}
          busyLabel={t('otp.verifying')}
          onChangeEmail={() => setStep(0)}
          note={<AccountExistsNote email={values.email} />}
          onSubmit={async (otp, helpers) => {
            try {
              const verified = await verifyEmail(values.email, otp);
              void navigate(afterEmailVerified(verified, 'otpVerified'), {
                state: authFlowState(location.state, values.email),
              });
            } catch (err) {
              reportFailure(err, 'invalidOtp', helpers);
            }
          }}
        />
      )}
    </AuthCard>
  );
}
