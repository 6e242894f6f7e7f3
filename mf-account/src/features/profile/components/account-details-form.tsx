// Edit mode: name and phone, the e-mail shown but locked, and an optional password change.
import { getFieldErrors, getServerMessage, isSessionEnded } from '@storefront/shared/api';
import type { User } from '@storefront/shared/types';
import { accountSchema, passwordChangeSchema } from '@storefront/shared/validation';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { BusyButton } from '@storefront/shared/ui';
import { FocusFirstError } from '@storefront/shared/forms';
import { FocusFirstField } from '../../../components/focus-first-field';
import { FormField } from '../../../components/form-field';
import { InlineAlert } from '../../../components/inline-alert';
import { PhoneField } from '../../../components/phone-field';
import { useText } from '../../../i18n';
import { keyText, rawText, useShownText, type ShownText } from '../../../lib/shown-text';
import { updateUser, type UpdateUserRequest } from '../api/customer-api';
import { PasswordChangeFields } from './password-change-fields';
import styles from './account-details.module.css';
import buttons from '../../../components/buttons.module.css';

export interface AccountFormValues {
  name: string;
  email: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const withPassword = accountSchema.concat(passwordChangeSchema);

interface Props {
  user: User;
  onSaved: (user: User) => void;
  onCancel: () => void;
}

export function AccountDetailsForm({ user, onSaved, onCancel }: Props) {
  const [changingPassword, setChangingPassword] = useState(false);
  const { t } = useText();
  const show = useShownText();
  const [failure, setFailure] = useState<ShownText | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const initialValues: AccountFormValues = {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  };

  // The password rules apply only while the section is open.
  const validate = (values: AccountFormValues) =>
    validateYupSchema(values, changingPassword ? withPassword : accountSchema).then(() => ({}), yupToFormErrors);

  const submit = async (values: AccountFormValues, helpers: FormikHelpers<AccountFormValues>) => {
    setFailure(null);
    // The values as the shared rules read them: trimmed, the phone as 03XXXXXXXXX however it was typed.
    const clean = accountSchema.cast({ name: values.name, email: user.email, phone: values.phone });
    const body: UpdateUserRequest = {
      id: user.id,
      name: clean.name,
      email: user.email,
      phone: clean.phone,
      ...(changingPassword ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : {}),
    };
    try {
      const saved = await updateUser(body);
      // Keep what was sent if the server answered without the user.
      onSaved(
        saved && typeof saved === 'object' ? { ...user, ...saved } : { ...user, name: body.name, phone: body.phone },
      );
    } catch (error) {
      // The session ended (and the shopper was told): the login page takes over from here.
      if (isSessionEnded(error)) return;
      const fieldErrors = getFieldErrors(error);
      // The server's own words, else the fixed text: never "Network Error" or "Request failed ...".
      const message = getServerMessage(error);
      helpers.setErrors(fieldErrors);
      // Said once: when the message is a field's own error it already shows beside that field.
      if (message === undefined) setFailure(keyText('profile.updateFailed'));
      else setFailure(Object.values(fieldErrors).includes(message) ? null : rawText(message));
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ isSubmitting, setFieldValue, setFieldTouched }) => (
        <Form ref={formRef} noValidate className={styles.form} aria-label={t('profile.formLabel')}>
          <FocusFirstError formRef={formRef} />
          <FocusFirstField formRef={formRef} />
          <FormField name="name" label={t('profile.name')} autoComplete="name" />
          <FormField name="email" label={t('profile.email')} type="email" disabled hint={t('profile.emailHint')} />
          <PhoneField />
          <PasswordChangeFields
            open={changingPassword}
            onToggle={() => {
              if (changingPassword) {
                // Closing the section drops what was typed, so nothing half-entered is sent later.
                for (const f of ['currentPassword', 'newPassword', 'confirmNewPassword'] as const) {
                  void setFieldValue(f, '', false);
                  void setFieldTouched(f, false, false);
                }
              }
              setChangingPassword((open) => !open);
            }}
          />
          <InlineAlert message={show(failure)} />
          <div className={buttons.actions}>
            <BusyButton type="submit" className={buttons.primary} busy={isSubmitting}>
              {isSubmitting ? t('common.saving') : t('profile.save')}
            </BusyButton>
            <button type="button" className={buttons.secondary} onClick={onCancel} disabled={isSubmitting}>
              {t('common.cancel')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
