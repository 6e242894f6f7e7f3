// My Addresses tab: the one address in view mode, an edit form, or an empty state to add one.
import type { Address } from '@storefront/shared/types';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@storefront/shared/ui';
import { useAddress } from '../hooks/use-address-data';
import { ADDRESS_SAVED } from '../messages';
import { AddressForm } from './address-form';
import { AddressView } from './address-view';
import styles from './addresses.module.css';
import buttons from '../../../components/buttons.module.css';

interface Props {
  userId: number;
  /** Prefills the phone of a first address. */
  userPhone?: string;
}

export function MyAddresses({ userId, userPhone }: Props) {
  const { state, reload, setData } = useAddress(userId);
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const actionButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      actionButton.current?.focus();
    }
  }, [editing]);

  if (state.status === 'loading' || state.status === 'idle') return <Spinner label="Loading your address…" />;
  if (state.status === 'error') {
    return (
      <div className={styles.empty}>
        <p>We could not load your address.</p>
        <button type="button" className={buttons.primary} onClick={reload}>Try again</button>
      </div>
    );
  }

  const address = state.data;
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const saved = (next: Address) => {
    setData(next);
    setJustSaved(true);
    close();
  };
  const edit = () => {
    setJustSaved(false);
    setEditing(true);
  };

  return (
    <div className={styles.addresses}>
      <div role="status" className={styles.statusRegion}>
        {justSaved && <p className={styles.success}>{ADDRESS_SAVED}</p>}
      </div>
      {editing ? (
        <AddressForm userId={userId} address={address} defaultPhone={userPhone} onSaved={saved} onCancel={close} />
      ) : address ? (
        <AddressView address={address} onEdit={edit} editButtonRef={actionButton} />
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>You have not added an address yet.</p>
          <p>Add your delivery address to see courier options at checkout.</p>
          <button type="button" ref={actionButton} className={buttons.primary} onClick={edit}>Add Address</button>
        </div>
      )}
    </div>
  );
}
