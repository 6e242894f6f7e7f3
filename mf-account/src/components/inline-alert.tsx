import { useEffect, useRef } from 'react';
import styles from './form.module.css';

/**
 * A failure told in place, announced at once (never window.alert). Appearing above the form's
 * buttons, it pushes them down: the one that keeps keyboard focus (Save, pressed from the keyboard)
 * is scrolled back into view if it went below the fold.
 */
export function InlineAlert({ message }: { message: string | null | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && ref.current?.parentElement?.contains(focused)) {
      focused.scrollIntoView?.({ block: 'nearest' });
    }
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
