// The phone box of the account and address forms.
import { FormField } from './form-field';

/**
 * Room for the ways people write a number: '0300-1234567', '+923001234567', '+92 300 1234567',
 * '0092 300 1234567' (16). The shared phone rule turns each into 03XXXXXXXXX when the form is cast;
 * a limit of 11 silently cut them short.
 */
const PHONE_MAX_LENGTH = 16;

export function PhoneField() {
  return (
    <FormField
      name="phone"
      label="Phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
      hint="Format: 03XXXXXXXXX"
    />
  );
}
