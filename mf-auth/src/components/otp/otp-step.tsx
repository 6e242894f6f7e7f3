import { useId, useState, type ReactNode, type Ref } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { OTP_RESEND_SECONDS } from '@storefront/shared/config';
import { otpSchema } from '@storefront/shared/validation';
import { Trans } from '@storefront/shared/i18n';
import { notify } from '@storefront/shared/ui';
import { AuthForm } from '../auth-form';
import { StepHeading } from '../step-heading';
import { SubmitButton } from '../submit-button';
import formStyles from '../form.module.css';
import { NAMESPACE, useText } from '../../i18n';
import { noticeText } from '../../lib/messages';
import { reportFailure } from '../../lib/report-failure';
import { retryAfterSeconds } from '../../lib/server-message';
import { resendOtp, type OtpPurpose } from '../../lib/otp-api';
import { useResendCooldown } from './use-resend-cooldown';
import { OtpInput } from './otp-input';
import styles from './otp-step.module.css';

export interface OtpValues {
  otp: string;
}

export interface OtpStepProps {
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  email: string;
  purpose: OtpPurpose;
  submitLabel: string;
  busyLabel: string;
  /** Runs the check; report failures itself (the form stays as typed). */
  onSubmit: (otp: string, helpers: FormikHelpers<OtpValues>) => Promise<void>;
  /** Offers 'Change Email' (back to the e-mail step). */
  onChangeEmail?: () => void;
  /** A code error to show straight away (e.g. a later step found the code expired). */
  initialError?: string;
  /**
   * Seconds before 'Resend OTP' works; by default the full cooldown, as a code was just sent. A flow
   * coming back to this step without sending a new code passes what is left (see `useLastCode`).
   */
  initialCooldownSeconds?: number;
  /** Told when 'Resend OTP' sent a new code, so the flow knows when the last code went out. */
  onCodeSent?: () => void;
  /** Shown under the code input (e.g. `AccountExistsNote`). */
  note?: ReactNode;
}

/**
 * The code step shared by register, reset password and verify e-mail: where the code went, the
 * code input, a 'Resend OTP' button with a visible cooldown, and optionally 'Change Email'.
 * Unless the flow says otherwise, a code was just sent when this step appears, so the cooldown
 * starts at once.
 */
export function OtpStep({
  heading,
  headingRef,
  email,
  purpose,
  submitLabel,
  busyLabel,
  onSubmit,
  onChangeEmail,
  initialError,
  initialCooldownSeconds = OTP_RESEND_SECONDS,
  onCodeSent,
  note,
}: OtpStepProps) {
  const { t } = useText();
  const sentToId = useId();
  const cooldownId = useId();
  const { remaining, start } = useResendCooldown(initialCooldownSeconds);
  const [resending, setResending] = useState(false);
  const resendUnavailable = remaining > 0 || resending;

  const resend = async () => {
    if (resendUnavailable) return;
    setResending(true);
    try {
      await resendOtp(email, purpose);
      notify.success(noticeText('otpSent'));
      start(OTP_RESEND_SECONDS);
      onCodeSent?.();
    } catch (err) {
      reportFailure(err, 'otpSendFailed');
      const wait = retryAfterSeconds(err);
      if (wait) start(wait);
    } finally {
      setResending(false);
    }
  };

  return (
    <Formik<OtpValues>
      initialValues={{ otp: '' }}
      initialErrors={initialError ? { otp: initialError } : undefined}
      initialTouched={initialError ? { otp: true } : undefined}
      validationSchema={otpSchema}
      onSubmit={(values, helpers) => onSubmit(values.otp, helpers)}
    >
      {({ isSubmitting }) => (
        <AuthForm>
          <StepHeading ref={headingRef}>{heading}</StepHeading>
          <p id={sentToId} className={formStyles.lead}>
            {/* The address reads left to right inside an Urdu sentence too. */}
            <Trans
              ns={NAMESPACE}
              i18nKey="otp.sentTo"
              values={{ email }}
              components={{ strong: <strong className={styles.email} dir="ltr" /> }}
            />
          </p>
          <OtpInput describedBy={sentToId} />
          {note}
          <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
          <div className={formStyles.actions}>
            {/* aria-disabled, not disabled: the button turns unavailable as it is pressed (sending, then
                the cooldown), and a disabled button would drop keyboard focus to the page body. Its
                description says how long it still waits. */}
            <button
              type="button"
              className={formStyles.secondary}
              onClick={() => void resend()}
              aria-disabled={resendUnavailable}
              aria-busy={resending}
              aria-describedby={cooldownId}
            >
              {resending ? t('otp.resending') : t('otp.resend')}
            </button>
            {onChangeEmail && (
              <button type="button" className={formStyles.secondary} onClick={onChangeEmail}>
                {t('otp.changeEmail')}
              </button>
            )}
          </div>
          <p id={cooldownId} className={styles.cooldown}>
            {remaining > 0 ? t('otp.resendIn', { count: remaining }) : t('otp.resendNow')}
          </p>
        </AuthForm>
      )}
    </Formik>
  );
}
