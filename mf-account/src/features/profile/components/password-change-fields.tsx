import { FormField } from '../../../components/form-field';
import styles from './account-details.module.css';

interface Props {
  open: boolean;
  onToggle: () => void;
}

/** The optional change-password section: a disclosure button and three fields. */
export function PasswordChangeFields({ open, onToggle }: Props) {
  return (
    <fieldset className={styles.password}>
      <legend className={styles.legend}>Password</legend>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="password-change-fields"
        onClick={onToggle}
      >
        {open ? 'Keep current password' : 'Change password'}
      </button>
      <div id="password-change-fields" hidden={!open}>
        {open && (
          <>
            <FormField
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <FormField
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters."
            />
            <FormField
              name="confirmNewPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
