// Opening a form in place of its Edit button moves focus to the first field the customer can change:
// the button is gone, so focus would otherwise fall back to <body>.
import { useEffect, type RefObject } from 'react';

const EDITABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

export function FocusFirstField({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>(EDITABLE)?.focus();
  }, [formRef]);
  return null;
}
