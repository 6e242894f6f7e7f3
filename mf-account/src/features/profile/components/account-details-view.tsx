import type { User } from '@storefront/shared/types';
import type { RefObject } from 'react';
import styles from './account-details.module.css';
import buttons from '../../../components/buttons.module.css';

interface Props {
  user: User;
  onEdit: () => void;
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

export function AccountDetailsView({ user, onEdit, editButtonRef }: Props) {
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Name</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{user.phone || 'Not provided'}</dd>
        </div>
      </dl>
      <button type="button" ref={editButtonRef} className={buttons.primary} onClick={onEdit}>
        Edit Details
      </button>
    </>
  );
}
