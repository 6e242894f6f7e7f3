import type { User } from '@storefront/shared/types';
import type { RefObject } from 'react';
import { Facts } from '../../../components/facts';
import buttons from '../../../components/buttons.module.css';

interface Props {
  user: User;
  onEdit: () => void;
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

export function AccountDetailsView({ user, onEdit, editButtonRef }: Props) {
  return (
    <>
      <Facts
        rows={[
          ['Name', user.name],
          ['Email', user.email],
          ['Phone', user.phone || 'Not provided'],
        ]}
      />
      <button type="button" ref={editButtonRef} className={buttons.primary} onClick={onEdit}>
        Edit Details
      </button>
    </>
  );
}
