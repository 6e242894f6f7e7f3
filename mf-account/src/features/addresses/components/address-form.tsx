// Address editor: Formik + the shared addressSchema; the city list follows the chosen state.
import { getFieldErrors, isSessionEnded } from '@storefront/shared/api';
import type { Address } from '@storefront/shared/types';
import { addressSchema } from '@storefront/shared/validation';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { BusyButton } from '@storefront/shared/ui';
import { FocusFirstError } from '@storefront/shared/forms';
import { FocusFirstField } from '../../../components/focus-first-field';
import { FormField } from '../../../components/form-field';
import { InlineAlert } from '../../../components/inline-alert';
import { PhoneField } from '../../../components/phone-field';
import { useText } from '../../../i18n';
import { updateAddress } from '../api/address-api';
import { LocationSelects } from './location-selects';
import styles from './addresses.module.css';
import buttons from '../../../components/buttons.module.css';

/** Select values are strings in the form ('' = not chosen); the schema turns them into ids. */
export interface AddressFormValues {
  address: string;
  stateId: string;
  cityId: string;
  postalCode: string;
  phone: string;
}

interface Props {
  userId: number;
  address: Address | null;
  defaultPhone?: string;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

export function AddressForm({ userId, address, defaultPhone, onSaved, onCancel }: Props) {
  const { t } = useText();
  // Only ever the fixed text: the server's field errors show beside their fields.
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const initialValues: AddressFormValues = {
    address: address?.address ?? '',
    stateId: address?.state?.id ? String(address.state.id) : '',
    cityId: address?.city?.id ? String(address.city.id) : '',
    postalCode: address?.postalCode ?? '',
    phone: address?.phone ?? defaultPhone ?? '',
  };

  const submit = async (values: AddressFormValues, helpers: FormikHelpers<AddressFormValues>) => {
    setFailed(false);
    const clean = addressSchema.cast(values);
    try {
      const saved = await updateAddress({
        id: userId,
        address: clean.address,
        stateId: clean.stateId,
        cityId: clean.cityId,
        postalCode: clean.postalCode,
        phone: clean.phone,
      });
      onSaved(saved);
    } catch (error) {
      // The session ended (and the shopper was told): the login page takes over from here.
      if (isSessionEnded(error)) return;
      // Values stay in the form so nothing typed is lost; the server's field errors show in place.
      setFailed(true);
      helpers.setErrors(getFieldErrors(error));
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={addressSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form
          ref={formRef}
          noValidate
          className={styles.form}
          aria-label={address ? t('addresses.formEdit') : t('addresses.formAdd')}
        >
          <FocusFirstError formRef={formRef} />
          <FocusFirstField formRef={formRef} />
          <FormField as="textarea" name="address" label={t('addresses.address')} autoComplete="street-address" />
          <LocationSelects saved={address ?? undefined} />
          <div className={styles.row}>
            <FormField
              name="postalCode"
              label={t('addresses.postalCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              hint={t('addresses.postalCodeHint')}
            />
            <PhoneField />
          </div>
          <p className={styles.country}>{t('addresses.countryLine')}</p>
          <InlineAlert message={failed ? t('addresses.updateFailed') : null} />
          <div className={buttons.actions}>
            <BusyButton type="submit" className={buttons.primary} busy={isSubmitting}>
              {isSubmitting ? t('common.saving') : t('addresses.save')}
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
