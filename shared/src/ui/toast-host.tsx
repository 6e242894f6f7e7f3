import { ToastContainer } from 'react-toastify';
import { NOTIFICATION_MS } from '@storefront/shared/config';

/** The page's toast area; rendered once by the shell (or a standalone host). */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={NOTIFICATION_MS}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      pauseOnHover
      theme="colored"
      // Below the notice bar and the header, so a toast never covers the account menu or basket link.
      style={{ top: 'var(--toast-top-offset)' }}
    />
  );
}
