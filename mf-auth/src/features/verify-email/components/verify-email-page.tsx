import { useState } from 'react';
import { isAxiosError } from 'axios';
import { Link, useLocation, useNavigate } from '@storefront/shared/router';
import { getFieldErrors } from '@storefront/shared/api';
import { notify, useDocumentTitle } from '@storefront/shared/ui';
import { verifyEmailSchema } from '@storefront/shared/validation';
import { AuthCard } from '../../../components/auth-card';
import { EmailStepForm } from '../../../components/email-step-form';
import { StepIndicator } from '../../../components/step-indicator';
import formStyles from '../../../components/form.module.css';
import { authFlowState } from '../../../lib/auth-flow-state';
import { AUTH_TEXT } from '../../../lib/messages';
import { emailFromState } from '../../../lib/email-from-state';
import { reportFailure } from '../../../lib/report-failure';
import { recentCodeRefusal } from '../../../lib/server-message';
import { useStepFocus } from '../../../lib/use-step-focus';
import { OtpStep, requestOtp, verifyEmail } from '../../otp';

const STEPS = ['Email', 'Verify code'] as const;

/**
 * The API's refusals of the address itself (no account with it: 404; already verified: 409) name no
 * field, yet they are about the e-mail typed: shown only in the notification, they would go after
 * 5 s and be tied to nothing.
 */
const refusesTheEmail = (err: unknown) =>
  isAxiosError(err) &&
  (err.response?.status === 404 || err.response?.status === 409) &&
  Object.keys(getFieldErrors(err)).length === 0;

/** /auth/verify: e-mail, code, then login. Reached from login when an account is not verified yet. */
export default function VerifyEmailPage() {
  useDocumentTitle('Verify Email');
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<0 | 1>(0);
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [cooldown, setCooldown] = useState<number | undefined>(undefined);
  const headingRef = useStepFocus(step);

  return (
    <AuthCard
      title="Verify Email"
      footer={
        <Link to="/auth/login" state={authFlowState(location.state)} className={formStyles.link}>
          Back to Login
        </Link>
      }
    >
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 ? (
        <EmailStepForm
          heading="Send a verification code"
          headingRef={headingRef}
          intro="Enter the email you registered with and we will send you a 6-digit code."
          initialEmail={email}
          schema={verifyEmailSchema}
          submitLabel="Send OTP"
          busyLabel="Sending…"
          onSubmit={async (address, helpers) => {
            try {
              const { mess } = await requestOtp(address, 'verify');
              notify.success(mess ?? AUTH_TEXT.otpSent);
              setEmail(address);
              setCooldown(undefined);
              setStep(1);
            } catch (err) {
              // Too soon after the last code (e.g. just registered): that code still works, so
              // go on to enter it, with 'Resend OTP' waiting as long as the server asks. A longer
              // wait is another limit, after which no recent code is known: stay here.
              const refused = recentCodeRefusal(err);
              if (refused) {
                notify.info(refused.message);
                setEmail(address);
                setCooldown(refused.seconds);
                setStep(1);
                return;
              }
              const message = reportFailure(err, AUTH_TEXT.otpSendFailed, helpers);
              // On the input then: announced, described, focused, kept until the e-mail is edited.
              if (refusesTheEmail(err)) helpers.setErrors({ email: message });
            }
          }}
        />
      ) : (
        <OtpStep
          heading="Enter the code"
          headingRef={headingRef}
          email={email}
          purpose="verify"
          initialCooldownSeconds={cooldown}
          submitLabel="Verify Email"
          busyLabel="Verifying…"
          onChangeEmail={() => setStep(0)}
          onSubmit={async (otp, helpers) => {
            try {
              const { mess } = await verifyEmail(email, otp);
              notify.success(mess ?? AUTH_TEXT.emailVerified);
              navigate('/auth/login', { state: authFlowState(location.state, email) });
            } catch (err) {
              reportFailure(err, AUTH_TEXT.invalidOtp, helpers);
            }
          }}
        />
      )}
    </AuthCard>
  );
}
