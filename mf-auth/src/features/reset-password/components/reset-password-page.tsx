import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@storefront/shared/router';
import { getFieldErrors, getServerMessage } from '@storefront/shared/api';
import { notify, useDocumentTitle } from '@storefront/shared/ui';
import { emailStepSchema } from '@storefront/shared/validation';
import { AuthCard } from '../../../components/auth-card';
import { EmailStepForm } from '../../../components/email-step-form';
import { StepIndicator } from '../../../components/step-indicator';
import formStyles from '../../../components/form.module.css';
import { authFlowState } from '../../../lib/auth-flow-state';
import { messageText, noticeText } from '../../../lib/messages';
import { emailFromState } from '../../../lib/email-from-state';
import { reportFailure } from '../../../lib/report-failure';
import { recentCodeRefusal } from '../../../lib/server-message';
import { useStepFocus } from '../../../hooks/use-step-focus';
import { OtpStep } from '../../../components/otp/otp-step';
import { useLastCode } from '../../../hooks/use-last-code';
import { forgetPassword, resetPassword, verifyResetOtp } from '../api/reset-password-api';
import { useText } from '../../../i18n';
import { NewPasswordForm } from './new-password-form';

/** /auth/reset-password: e-mail, code, new password, then login. */
export default function ResetPasswordPage() {
  const { t } = useText();
  useDocumentTitle(t('resetPassword.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [otp, setOtp] = useState('');
  // Set when the last step learns the code is no longer good: the shopper is sent back to re-enter it.
  const [otpError, setOtpError] = useState<string | undefined>();
  const lastCode = useLastCode();
  const headingRef = useStepFocus(step);

  return (
    <AuthCard
      title={t('resetPassword.title')}
      footer={
        // The e-mail the shopper has given here goes with them, so the login form is filled with it.
        <Link to="/auth/login" state={authFlowState(location.state, email)} className={formStyles.link}>
          {t('links.backToLogin')}
        </Link>
      }
    >
      <StepIndicator steps={[t('steps.email'), t('steps.verifyCode'), t('steps.newPassword')]} current={step} />
      {step === 0 && (
        <EmailStepForm
          heading={t('resetPassword.emailHeading')}
          headingRef={headingRef}
          intro={t('emailStep.intro')}
          initialEmail={email}
          schema={emailStepSchema}
          submitLabel={t('emailStep.submit')}
          busyLabel={t('emailStep.busy')}
          onSubmit={async (address, helpers) => {
            try {
              await forgetPassword(address);
              notify.success(noticeText('resetOtpSent'));
              setEmail(address);
              setOtpError(undefined);
              lastCode.codeSent();
              setStep(1);
            } catch (err) {
              // Asked again within a minute of the last code (e.g. back through 'Change Email' with
              // the same address): that code still works, so go on to enter it, with 'Resend OTP'
              // waiting as long as the server asks. A longer wait is another limit: stay here.
              const refused = recentCodeRefusal(err);
              if (refused) {
                notify.info(refused.message);
                setEmail(address);
                setOtpError(undefined);
                lastCode.codeRefused(refused.seconds);
                setStep(1);
                return;
              }
              reportFailure(err, 'otpSendFailed', helpers);
            }
          }}
        />
      )}
      {step === 1 && (
        <OtpStep
          heading={t('otp.heading')}
          headingRef={headingRef}
          email={email}
          purpose="reset"
          submitLabel={t('otp.verify')}
          busyLabel={t('otp.verifying')}
          initialError={otpError}
          initialCooldownSeconds={lastCode.initialCooldownSeconds}
          onCodeSent={lastCode.codeSent}
          onChangeEmail={() => setStep(0)}
          onSubmit={async (code, helpers) => {
            try {
              await verifyResetOtp(email, code);
              notify.success(noticeText('otpVerified'));
              setOtp(code);
              setStep(2);
            } catch (err) {
              reportFailure(err, 'invalidOtp', helpers);
            }
          }}
        />
      )}
      {step === 2 && (
        <NewPasswordForm
          headingRef={headingRef}
          onSubmit={async (password, helpers) => {
            try {
              await resetPassword({ email, otp, password });
              notify.success(noticeText('passwordReset'));
              void navigate('/auth/login', { state: authFlowState(location.state, email) });
            } catch (err) {
              const codeError = getFieldErrors(err).otp;
              if (codeError) {
                // The code expired or ran out of tries meanwhile: back to the code step to fix it.
                notify.error(messageText(getServerMessage(err) ?? codeError));
                setOtpError(codeError);
                // No new code was sent: 'Resend OTP' waits only what is left since the last one.
                lastCode.backWithoutNewCode();
                setStep(1);
                return;
              }
              reportFailure(err, 'passwordResetFailed', helpers);
            }
          }}
        />
      )}
    </AuthCard>
  );
}
