// Which notices stay on screen. A notice about something that went wrong is out of date once
// something succeeds after it (a wrong password, then 'Login successful!'), and a success once
// something goes wrong after it ('OTP has been sent', then 'Invalid OTP'). On a phone, notices
// span the screen's width under the header, over the form they talk about: only the newest stays.
import { toast, type Id, type TypeOptions } from 'react-toastify';
import { NARROW_SCREEN_QUERY } from '@storefront/shared/config';

const MAX_TOASTS_WIDE = 4;
const MAX_TOASTS_NARROW = 1;

const maxToasts = () => (window.matchMedia?.(NARROW_SCREEN_QUERY).matches ? MAX_TOASTS_NARROW : MAX_TOASTS_WIDE);

/** Starts keeping the page's notices current and few; returns the function that stops it. */
export function keepToastsCurrent(): () => void {
  // Oldest first; a notice leaves the list as soon as it is dismissed, before it has faded out.
  let shown: Array<{ id: Id; type?: TypeOptions }> = [];
  const dismiss = (leaving: (item: { id: Id; type?: TypeOptions }, index: number) => boolean) => {
    // The list is settled before dismissing: toast.dismiss reports the removal at once, re-entering
    // the listener below, which must see the list as it now is.
    const gone = shown.filter(leaving);
    shown = shown.filter((item, index) => !leaving(item, index));
    gone.forEach((item) => toast.dismiss(item.id));
  };
  return toast.onChange(({ id, status, type }) => {
    if (status === 'removed') shown = shown.filter((item) => item.id !== id);
    if (status !== 'added') return;
    if (type === 'success') dismiss((item) => item.type === 'error' || item.type === 'info');
    // An info is always something that did not go as asked (notify.tsx), like an error.
    else if (type === 'error' || type === 'info') dismiss((item) => item.type === 'success');
    shown.push({ id, type });
    const over = shown.length - maxToasts();
    dismiss((_item, index) => index < over);
  });
}
