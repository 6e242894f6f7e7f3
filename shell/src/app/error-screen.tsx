import { useEffect, useRef } from 'react';
import { BusyButton, useDocumentTitle } from '@storefront/shared/ui';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  /** The page's name in the tab title while the screen shows. */
  documentTitle: string;
  title: string;
  message: string;
  /** The one way on (Retry, Reload). */
  action: { label: string; onClick: () => void; busy?: boolean; busyLabel?: string };
}

/**
 * A whole-page message for when the store cannot show anything else. The heading takes focus so a
 * screen reader starts there; the card is an alert so it is announced.
 */
export function ErrorScreen({ documentTitle, title, message, action }: ErrorScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useDocumentTitle(documentTitle);
  useEffect(() => headingRef.current?.focus(), [documentTitle]);

  const busy = action.busy ?? false;
  return (
    <main className={styles.screen}>
      <div className={styles.card} role="alert">
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{message}</p>
        <BusyButton className={styles.button} onClick={action.onClick} busy={busy}>
          {busy && action.busyLabel ? action.busyLabel : action.label}
        </BusyButton>
      </div>
    </main>
  );
}
