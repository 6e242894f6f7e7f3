import { OTP_LENGTH } from '@storefront/shared/config';
import { FieldFrame } from '../field-frame';
import { useAuthField } from '../../hooks/use-auth-field';
import { useText } from '../../i18n';
import styles from './otp-input.module.css';

/** Keeps digits only and at most OTP_LENGTH of them (typed, pasted or autofilled from SMS/e-mail). */
export function sanitizeOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export interface OtpInputProps {
  name?: string;
  /** Default: 'Enter OTP'. */
  label?: string;
  /** Id of text describing where the code was sent. */
  describedBy?: string;
}

/**
 * The one-time code input: one field, numeric keyboard, one-time-code autofill. Leaving it changes
 * nothing: a server error ('Invalid OTP') stays until the code is edited.
 */
export function OtpInput({ name = 'otp', label, describedBy }: OtpInputProps) {
  const { t } = useText();
  const { field, helpers, id, error, inputProps } = useAuthField(name, { describedBy });
  return (
    <FieldFrame id={id} label={label ?? t('otp.label')} error={error}>
      <input
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => void helpers.setValue(sanitizeOtp(event.target.value))}
        {...inputProps}
        type="text"
        inputMode="numeric"
        dir="ltr"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        placeholder={'0'.repeat(OTP_LENGTH).replace(/0/g, '•')}
        className={styles.input}
      />
    </FieldFrame>
  );
}
