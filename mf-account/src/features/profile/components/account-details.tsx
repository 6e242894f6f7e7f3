// Account Details tab: view mode, edit mode, and the 3-second success message after a save.
import { ACCOUNT_SUCCESS_MS } from '@storefront/shared/config';
import { userUpdated } from '@storefront/shared/session';
import { useAppDispatch } from '@storefront/shared/store';
import type { User } from '@storefront/shared/types';
import { useEffect, useRef, useState } from 'react';
import { StatusMessage } from '../../../components/status-message';
import { useText } from '../../../i18n';
import { AccountDetailsForm } from './account-details-form';
import { AccountDetailsView } from './account-details-view';
import styles from './account-details.module.css';

interface Props {
  user: User;
  /** The page header shows the saved name too. */
  onUpdated: (user: User) => void;
}

export function AccountDetails({ user, onUpdated }: Props) {
  const { t } = useText();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  // A counter, so two saves in a row each get their full 3 seconds.
  const [success, setSuccess] = useState(0);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(0), ACCOUNT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const saved = (updated: User) => {
    dispatch(userUpdated(updated));
    onUpdated(updated);
    setSuccess((n) => n + 1);
    close();
  };

  return (
    <div className={styles.details}>
      <StatusMessage message={success > 0 ? t('profile.updated') : null} className={styles.success} />
      {editing ? (
        <AccountDetailsForm user={user} onCancel={close} onSaved={saved} />
      ) : (
        <AccountDetailsView
          user={user}
          editButtonRef={editButton}
          onEdit={() => {
            setSuccess(0);
            setEditing(true);
          }}
        />
      )}
    </div>
  );
}
