// My Addresses tab: the one address in view mode, an edit form, or an empty state to add one.
import type { Address } from '@storefront/shared/types';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@storefront/shared/router';
import { Spinner } from '@storefront/shared/ui';
import { LoadFailed } from '../../../components/load-failed';
import { StatusMessage } from '../../../components/status-message';
import { useAddress } from '../hooks/use-address-data';
import { useReturnTo } from '../hooks/use-return-to';
import { useText } from '../../../i18n';
import { AddressForm } from './address-form';
import { AddressView } from './address-view';
import panel from '../../../components/tab-panel.module.css';
import buttons from '../../../components/buttons.module.css';

interface Props {
  userId: number;
  /** Prefills the phone of a first address. */
  userPhone?: string;
}

export function MyAddresses({ userId, userPhone }: Props) {
  const { t } = useText();
  const { status, data: address, reload, setData } = useAddress(userId);
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const returnTo = useReturnTo();
  const actionButton = useRef<HTMLButtonElement>(null);
  const returnLink = useRef<HTMLAnchorElement>(null);
  /** Where focus goes when the form closes: back to Edit / Add, or on to the way back after a save. */
  const focusOnClose = useRef<'action' | 'return' | null>(null);

  useEffect(() => {
    if (editing || !focusOnClose.current) return;
    const target = focusOnClose.current === 'return' ? returnLink.current : actionButton.current;
    focusOnClose.current = null;
    (target ?? actionButton.current)?.focus();
  }, [editing]);

  // Sent here from checkout ('Add an address', 'Edit address'): the form is what they came for, so
  // it opens at once (once; after Cancel the page is as usual, with the way back).
  const openedForReturn = useRef(false);
  const loaded = status === 'success';
  useEffect(() => {
    if (!returnTo || !loaded || openedForReturn.current) return;
    openedForReturn.current = true;
    setEditing(true);
  }, [returnTo, loaded]);

  if (status === 'loading') return <Spinner label={t('addresses.loading')} />;
  if (status === 'error') return <LoadFailed message={t('addresses.loadFailed')} onRetry={reload} />;

  const close = (focusOn: 'action' | 'return' = 'action') => {
    focusOnClose.current = focusOn;
    setEditing(false);
  };
  const saved = (next: Address) => {
    setData(next);
    setJustSaved(true);
    // Sent here from checkout: going back there with the saved address is the next step.
    close(returnTo ? 'return' : 'action');
  };
  const edit = () => {
    setJustSaved(false);
    setEditing(true);
  };

  return (
    <div className={panel.stack}>
      <StatusMessage message={justSaved ? t('addresses.saved') : null} />
      {editing ? (
        <AddressForm
          userId={userId}
          address={address}
          defaultPhone={userPhone}
          onSaved={saved}
          onCancel={() => close()}
        />
      ) : address ? (
        <AddressView address={address} onEdit={edit} editButtonRef={actionButton} />
      ) : (
        <div className={panel.empty}>
          <p className={panel.emptyTitle}>{t('addresses.emptyTitle')}</p>
          <p>{t('addresses.emptyText')}</p>
          <button type="button" ref={actionButton} className={buttons.primary} onClick={edit}>
            {t('addresses.add')}
          </button>
        </div>
      )}
      {returnTo && !editing && (
        <Link ref={returnLink} to={returnTo.path} className={buttons.secondary}>
          {t(returnTo.labelKey)}
        </Link>
      )}
    </div>
  );
}
