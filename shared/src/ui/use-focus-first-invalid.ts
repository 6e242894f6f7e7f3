// After a submit that fails (validation, or the server's field errors), keyboard and screen-reader
// users land on the first problem, and a narrow screen scrolls to it. Free of any form library:
// a Formik form passes its useFormikContext() state.
import { useEffect, useRef, type RefObject } from 'react';

export interface SubmitState {
  submitCount: number;
  isValid: boolean;
  isValidating: boolean;
}

export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  { submitCount, isValid, isValidating }: SubmitState,
) {
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isValidating || isValid) return;
    handled.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isValidating, formRef]);
}
