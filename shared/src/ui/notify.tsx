// Notices of spec section 8: top right, 5 seconds. react-toastify is a page-wide singleton.
import { toast, type Id, type ToastOptions } from 'react-toastify';
import { NOTIFICATION_MS } from '@storefront/shared/config';
import styles from './notify.module.css';

export const TOAST_OPTIONS: ToastOptions = { position: 'top-right', autoClose: NOTIFICATION_MS };

function body(message: string, title?: string) {
  if (!title) return message;
  return (
    <div>
      <strong className={styles.title}>{title}</strong>
      <span className={styles.message}>{message}</span>
    </div>
  );
}

export const notify = {
  success: (message: string, title?: string, options?: ToastOptions) =>
    toast.success(body(message, title), { ...TOAST_OPTIONS, ...options }),
  error: (message: string, title?: string, options?: ToastOptions) =>
    toast.error(body(message, title), { ...TOAST_OPTIONS, ...options }),
  info: (message: string, title?: string, options?: ToastOptions) =>
    toast.info(body(message, title), { ...TOAST_OPTIONS, ...options }),
  /** Takes down a notice opened by one of the above (the id they returned). */
  dismiss: (id: Id) => toast.dismiss(id),
};
