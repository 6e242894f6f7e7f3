import type { Address } from '@storefront/shared/types';
import type { RefObject } from 'react';
import styles from './addresses.module.css';
import buttons from '../../../components/buttons.module.css';

interface Props {
  address: Address;
  onEdit: () => void;
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

export function AddressView({ address, onEdit, editButtonRef }: Props) {
  const rows: [string, string][] = [
    ['Address', address.address],
    ['City', address.city?.name ?? ''],
    ['State', address.state?.name ?? ''],
    ['Postal code', address.postalCode],
    ['Phone', address.phone],
    ['Country', 'Pakistan'],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" ref={editButtonRef} className={buttons.primary} onClick={onEdit}>Edit Address</button>
    </>
  );
}
