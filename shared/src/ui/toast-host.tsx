import { useEffect } from 'react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { NOTIFICATION_MS } from '@storefront/shared/config';
import { SHARED_NAMESPACE, useLanguage, useT } from '@storefront/shared/i18n';
import { toastPosition } from './notify';
import styles from './notify.module.css';
import { keepToastsCurrent } from './toast-stack';

/** react-toastify's own is named 'close' and 14 px wide: this one says what it closes and is a fair target. */
function CloseNotification({ closeToast }: CloseButtonProps) {
  const { t } = useT(SHARED_NAMESPACE);
  return (
    <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={(event) => closeToast(event)}>
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
        <path
          fill="currentColor"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** The page's toast area; rendered once by the shell (or a standalone host). */
export function ToastHost() {
  const { dir } = useLanguage();
  useEffect(() => keepToastsCurrent(), []);
  return (
    <ToastContainer
      position={toastPosition(dir)}
      rtl={dir === 'rtl'}
      autoClose={NOTIFICATION_MS}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      pauseOnHover
      theme="colored"
      closeButton={CloseNotification}
      // Below the notice bar and the header, so a toast never covers the account menu or basket link.
      style={{ top: 'var(--toast-top-offset)' }}
    />
  );
}
