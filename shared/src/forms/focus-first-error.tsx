// The first invalid field gets focus after a failed submit (the rule lives in @storefront/shared/ui,
// free of any form library). An entry of its own: it needs formik, which the `ui` entry, on every
// page, must not pull in.
import type { RefObject } from 'react';
import { useFormikContext } from 'formik';
import { useFocusFirstInvalid } from '@storefront/shared/ui';

export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  useFocusFirstInvalid(formRef, useFormikContext());
  return null;
}
