// After a submit that fails validation, keyboard and screen-reader users land on the first problem.
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

export function FocusFirstError({ formRef }: { formRef: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, isValidating } = useFormikContext();
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isValidating || isValid) return;
    handled.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isValidating, formRef]);

  return null;
}
