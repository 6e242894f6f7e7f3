import type { Address } from '@storefront/shared/types';
import type { RefObject } from 'react';
import { Facts } from '../../../components/facts';
import { useText } from '../../../i18n';
import buttons from '../../../components/buttons.module.css';

interface Props {
  address: Address;
  onEdit: () => void;
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

export function AddressView({ address, onEdit, editButtonRef }: Props) {
  const { t } = useText();
  return (
    <>
      <Facts
        rows={[
          [t('addresses.address'), address.address],
          [t('addresses.city'), address.city?.name ?? ''],
          [t('addresses.state'), address.state?.name ?? ''],
          [t('addresses.postalCode'), address.postalCode],
          [t('common.phone'), address.phone],
          [t('addresses.country'), t('addresses.pakistan')],
        ]}
      />
      <button type="button" ref={editButtonRef} className={buttons.primary} onClick={onEdit}>
        {t('addresses.edit')}
      </button>
    </>
  );
}
