import { useId } from 'react';
import { useField } from 'formik';
import { errorIdOf, hintIdOf } from '../components/field-frame';

/**
 * A Formik field for the auth inputs, without Formik's onBlur. Marking a field touched as focus
 * leaves it makes its error appear then, pushing what is below down between mouse-down and
 * mouse-up, so the click (on 'Forgot Password?', 'Verify OTP'…) is lost; it also re-validates and
 * drops an error the server set. Errors show after the first submit (Formik then touches every
 * field) and follow the typing from there. Same approach as mf-account's FormField.
 *
 * `describedBy` ties the input to its hint (when it has one), any text the caller names, and its
 * error while one shows. `invalid` marks it invalid with no error of its own, when text the caller
 * names (a failure of the whole form) says what is wrong.
 */
export function useAuthField(
  name: string,
  { hint, describedBy, invalid = false }: { hint?: string; describedBy?: string; invalid?: boolean } = {},
) {
  const [{ onBlur: _notTouchedOnBlur, ...field }, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  const ids = [hint && hintIdOf(id), describedBy, error && errorIdOf(id)].filter(Boolean).join(' ');
  return {
    field,
    helpers,
    id,
    error,
    inputProps: {
      id,
      'aria-invalid': error || invalid ? true : undefined,
      'aria-describedby': ids || undefined,
    },
  };
}
