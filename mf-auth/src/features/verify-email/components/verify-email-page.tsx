import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@storefront/shared/router';
import { notify, useDocumentTitle } from '@storefront/shared/ui';
import { verifyEmailSchema } from '@storefront/shared/validation';
import { AuthCard } from '../../../components/auth-card';
import { EmailStepForm } from '../../../components/email-step-form';
import { StepIndicator } from '../../../components/step-indicator';
import formStyles from '../../../components/form.module.css';
import { authFlowState } from '../../../lib/auth-flow-state';
import { noticeText } from '../../../lib/messages';
import { emailFromState } from '../../../lib/email-from-state';
import { reportFailure } from '../../../lib/report-failure';
import { recentCodeRefusal } from '../../../lib/server-message';
import { useStepFocus } from '../../../hooks/use-step-focus';
import { AccountExistsNote } from '../../../components/otp/account-exists-note';
import { OtpStep } from '../../../components/otp/otp-step';
import { useLastCode } from '../../../hooks/use-last-code';
import { afterEmailVerified } from '../../../lib/after-email-verified';
import { requestOtp, verifyEmail } from '../../../lib/otp-api';
import { useText } from '../../../i18n';

/** /auth/verify: e-mail, code, then login. Reached from login when an account is not verified yet. */
export default function VerifyEmailPage() {
  const { t } = useText();
  useDocumentTitle(t('verifyEmail.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<0 | 1>(0);
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const lastCode = useLastCode();
  const headingRef = useStepFocus(step);

  return (
    <AuthCard
      title={t('verifyEmail.title')}
      footer={
        // The e-mail the shopper has given here goes with them, so the login form is filled with it.
        <Link to="/auth/login" state={authFlowState(location.state, email)} className={formStyles.link}>
          {t('links.backToLogin')}
        </Link>
      }
    >
      <StepIndicator steps={[t('steps.email'), t('steps.verifyCode')]} current={step} />
      {step === 0 ? (
        <EmailStepForm
          heading={t('verifyEmail.emailHeading')}
          headingRef={headingRef}
          intro={t('emailStep.intro')}
          initialEmail={email}
          schema={verifyEmailSchema}
          submitLabel={t('emailStep.submit')}
          busyLabel={t('emailStep.busy')}
          onSubmit={async (address, helpers) => {
            try {
              await requestOtp(address, 'verify');
              notify.success(noticeText('otpSent'));
              setEmail(address);
              lastCode.codeSent();
              setStep(1);
            } catch (err) {
              // Too soon after the last code (e.g. just registered): that code still works, so
              // go on to enter it, with 'Resend OTP' waiting as long as the server asks. A longer
              // wait is another limit, after which no recent code is known: stay here.
              const refused = recentCodeRefusal(err);
              if (refused) {
                notify.info(refused.message);
                setEmail(address);
                lastCode.codeRefused(refused.seconds);
                setStep(1);
                return;
              }
              // The API names the field when it refuses the address itself (not an address): the
              // message then also sits on the Email input, kept until it is edited. Whether the
              // address has an account is never said: every address gets the same answer.
              reportFailure(err, 'otpSendFailed', helpers);
            }
          }}
        />
      ) : (
        <OtpStep
          heading={t('otp.heading')}
          headingRef={headingRef}
          email={email}
          purpose="verify"
          initialCooldownSeconds={lastCode.initialCooldownSeconds}
          onCodeSent={lastCode.codeSent}
          submitLabel={t('verifyEmail.submit')}
          busyLabel={t('otp.verifying')}
          onChangeEmail={() => setStep(0)}
          note={<AccountExistsNote email={email} />}
          onSubmit={async (otp, helpers) => {
            try {
              const verified = await verifyEmail(email, otp);
              void navigate(afterEmailVerified(verified, 'emailVerified'), {
                state: authFlowState(location.state, email),
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
