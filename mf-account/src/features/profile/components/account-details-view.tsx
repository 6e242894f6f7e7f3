import type { User } from '@storefront/shared/types';
import type { RefObject } from 'react';
import { Facts } from '../../../components/facts';
import { useText } from '../../../i18n';
import buttons from '../../../components/buttons.module.css';

interface Props {
  user: User;
  onEdit: () => void;
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

export function AccountDetailsView({ user, onEdit, editButtonRef }: Props) {
  const { t } = useText();
  return (
    <>
      <Facts
        rows={[
          [t('profile.name'), user.name],
          [t('profile.email'), user.email],
          [t('common.phone'), user.phone || t('profile.notProvided')],
        ]}
      />
      <button type="button" ref={editButtonRef} className={buttons.primary} onClick={onEdit}>
        {t('profile.edit')}
      </button>
    </>
  );
}
