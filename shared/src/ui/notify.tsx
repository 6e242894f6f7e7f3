// Notices of spec section 8: top right (top left in a right-to-left page), 5 seconds.
// react-toastify is a page-wide singleton.
import { toast, type Id, type ToastOptions, type ToastPosition } from 'react-toastify';
import { NOTIFICATION_MS } from '@storefront/shared/config';
import { i18n, translateMessage } from '@storefront/shared/i18n';
import styles from './notify.module.css';

export const TOAST_OPTIONS: ToastOptions = { position: 'top-right', autoClose: NOTIFICATION_MS };

/** The corner the page's reading starts from, mirrored in a right-to-left page (the ToastHost's too). */
export const toastPosition = (dir: 'ltr' | 'rtl'): ToastPosition => (dir === 'rtl' ? 'top-left' : 'top-right');

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
const optionsFor = (
  role: 'status' | 'alert',
  message: string,
  title: string | undefined,
  options?: ToastOptions,
): ToastOptions => ({
  ...TOAST_OPTIONS,
  position: toastPosition(i18n.dir()),
  role,
  ariaLabel: title ? `${title} ${message}` : message,
  ...options,
});

/** The notice on screen for each kind and text: the same words twice (a second wrong password) show once. */
const shownByText = new Map<string, Id>();

/**
 * Callers pass English constants (the client's and the validation messages) or words the API wrote in
 * the page's language: a known English one is shown in the page's language, anything else as it came.
 */
function show(
  kind: 'success' | 'error' | 'info',
  english: string,
  englishTitle: string | undefined,
  options?: ToastOptions,
): Id {
  const message = translateMessage(i18n, english);
  const title = englishTitle === undefined ? undefined : translateMessage(i18n, englishTitle);
  // Only notices still up are remembered: the texts vary ('Added 2 … to your basket'), the list must not grow.
  for (const [text, id] of shownByText) if (!toast.isActive(id)) shownByText.delete(text);
  const key = `${kind}\n${title ?? ''}\n${message}`;
  const earlier = shownByText.get(key);
  // The earlier copy goes and the new one comes in on top, read out again and with its full time.
  // A notice with an id of its own (e.g. the one 'session ended' notice) is kept single by that id.
  if (earlier !== undefined && options?.toastId === undefined) toast.dismiss(earlier);
  const id = toast[kind](
    body(message, title),
    optionsFor(kind === 'success' ? 'status' : 'alert', message, title, options),
  );
  shownByText.set(key, id);
  return id;
}

export const notify = {
  success: (message: string, title?: string, options?: ToastOptions) => show('success', message, title, options),
  error: (message: string, title?: string, options?: ToastOptions) => show('error', message, title, options),
  info: (message: string, title?: string, options?: ToastOptions) => show('info', message, title, options),
  /** Takes down a notice opened by one of the above (the id they returned). */
  dismiss: (id: Id) => toast.dismiss(id),
  /** Takes down every notice (a test's clean slate). */
  dismissAll: () => toast.dismiss(),
};
