import { useId } from 'react';
import { useField } from 'formik';

/**
 * A Formik field for the auth inputs, without Formik's onBlur. Marking a field touched as focus
 * leaves it makes its error appear then, pushing what is below down between mouse-down and
 * mouse-up, so the click (on 'Forgot Password?', 'Verify OTP'…) is lost; it also re-validates and
 * drops an error the server set. Errors show after the first submit (Formik then touches every
 * field) and follow the typing from there. Same approach as mf-account's FormField.
 */
export function useAuthField(name: string) {
  const [{ onBlur: _notTouchedOnBlur, ...field }, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  return { field, helpers, id, errorId: `${id}-error`, error };
}

/** aria-describedby from the ids of the texts shown; undefined when there is none. */
export function describedByIds(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
