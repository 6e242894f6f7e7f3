import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';

/**
 * After a submit that fails (validation, or the server's field errors), keyboard and screen-reader
 * users land on the first problem, and a narrow screen scrolls to it.
 * Same as mf-account's FocusFirstError: a candidate for @storefront/shared/ui.
 */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, isValidating } = useFormikContext();
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isValidating || isValid) return;
    handled.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isValidating, formRef]);

  return null;
}
