import type { Address } from '@storefront/shared/types';
import type { RefObject } from 'react';
import { Facts } from '../../../components/facts';
import buttons from '../../../components/buttons.module.css';

interface Props {
  address: Address;
  onEdit: () => void;
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

export function AddressView({ address, onEdit, editButtonRef }: Props) {
  return (
    <>
      <Facts
        rows={[
          ['Address', address.address],
          ['City', address.city?.name ?? ''],
          ['State', address.state?.name ?? ''],
          ['Postal code', address.postalCode],
          ['Phone', address.phone],
          ['Country', 'Pakistan'],
        ]}
      />
      <button type="button" ref={editButtonRef} className={buttons.primary} onClick={onEdit}>
        Edit Address
      </button>
    </>
  );
}
