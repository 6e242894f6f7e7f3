// Notices of spec section 8: top right, 5 seconds. react-toastify is a page-wide singleton.
import { toast, type Id, type ToastOptions } from 'react-toastify';
import { NOTIFICATION_MS } from '@storefront/shared/config';
import styles from './notify.module.css';

export const TOAST_OPTIONS: ToastOptions = { position: 'top-right', autoClose: NOTIFICATION_MS };

function body(message: string, title?: string) {
  // Clear of the close button in the top right corner.
  if (!title) return <div className={styles.body}>{message}</div>;
  return (
    <div className={styles.body}>
      <strong className={styles.title}>{title}</strong>
      <span className={styles.message}>{message}</span>
    </div>
  );
}

/**
 * A success is a polite status; an error, and an info (here always something that did not go as
 * asked: 'Server Message!!', a stock limit, a session that ended), interrupts as an alert. Each
 * toast is a Tab stop (react-toastify's keyboard access), so it is named by its text.
 */
const optionsFor = (role: 'status' | 'alert', message: string, title: string | undefined, options?: ToastOptions): ToastOptions => ({
  ...TOAST_OPTIONS,
  role,
  ariaLabel: title ? `${title} ${message}` : message,
  ...options,
});

export const notify = {
  success: (message: string, title?: string, options?: ToastOptions) =>
    toast.success(body(message, title), optionsFor('status', message, title, options)),
  error: (message: string, title?: string, options?: ToastOptions) =>
    toast.error(body(message, title), optionsFor('alert', message, title, options)),
  info: (message: string, title?: string, options?: ToastOptions) =>
    toast.info(body(message, title), optionsFor('alert', message, title, options)),
  /** Takes down a notice opened by one of the above (the id they returned). */
  dismiss: (id: Id) => toast.dismiss(id),
  /** Takes down every notice (a test's clean slate). */
  dismissAll: () => toast.dismiss(),
};
