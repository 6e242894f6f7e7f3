import { FormField } from '../../../components/form-field';
import { useText } from '../../../i18n';
import styles from './account-details.module.css';

interface Props {
  open: boolean;
  onToggle: () => void;
}

/** The optional change-password section: a disclosure button and three fields. */
export function PasswordChangeFields({ open, onToggle }: Props) {
  const { t } = useText();
  return (
    <fieldset className={styles.password}>
      <legend className={styles.legend}>{t('profile.password.legend')}</legend>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="password-change-fields"
        onClick={onToggle}
      >
        {open ? t('profile.password.keep') : t('profile.password.change')}
      </button>
      <div id="password-change-fields" hidden={!open}>
        {open && (
          <>
            <FormField
              name="currentPassword"
              label={t('profile.password.current')}
              type="password"
              autoComplete="current-password"
            />
            <FormField
              name="newPassword"
              label={t('profile.password.new')}
              type="password"
              autoComplete="new-password"
              hint={t('profile.password.newHint')}
            />
            <FormField
              name="confirmNewPassword"
              label={t('profile.password.confirm')}
              type="password"
              autoComplete="new-password"
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
