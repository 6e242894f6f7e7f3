import { useEffect, useRef, useState } from 'react';
import styles from './config-error-screen.module.css';

interface ConfigErrorScreenProps {
  /** Tries the whole start-up again; resolves once that attempt is over. */
  onRetry: () => Promise<void>;
}

/** Shown instead of a blank page when the runtime config cannot be loaded. */
export function ConfigErrorScreen({ onRetry }: ConfigErrorScreenProps) {
  const [retrying, setRetrying] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = 'Store unavailable | Storefront';
    headingRef.current?.focus();
  }, []);

  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <main className={styles.screen}>
      <div className={styles.card} role="alert">
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>We can't open the store right now</h1>
        <p className={styles.text}>
          The store's settings could not be loaded. Please check your internet connection and try again.
        </p>
        <button type="button" className={styles.retry} onClick={retry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    </main>
  );
}
