// The phone box of the account and address forms. The shared phone rule turns what is typed
// ('0300-1234567', '+92 300 1234567' ...) into 03XXXXXXXXX when the form is cast.
import { PHONE_INPUT_MAX_LENGTH } from '@storefront/shared/validation';
import { useText } from '../i18n';
import { FormField } from './form-field';

export function PhoneField() {
  const { t } = useText();
  return (
    <FormField
      name="phone"
      label={t('common.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      hint={t('common.phoneHint')}
    />
  );
}
