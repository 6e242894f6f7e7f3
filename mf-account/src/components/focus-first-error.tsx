// The first invalid field gets focus after a failed submit (the rule lives in @storefront/shared/ui).
import type { RefObject } from 'react';
import { useFormikContext } from 'formik';
import { useFocusFirstInvalid } from '@storefront/shared/ui';

export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  useFocusFirstInvalid(formRef, useFormikContext());
  return null;
}
