import { useState } from 'react';
import { ErrorScreen } from './error-screen';

interface ConfigErrorScreenProps {
  /** Tries the whole start-up again; resolves once that attempt is over. */
  onRetry: () => Promise<void>;
}

/** Shown instead of a blank page when the runtime config cannot be loaded. */
export function ConfigErrorScreen({ onRetry }: ConfigErrorScreenProps) {
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <ErrorScreen
      documentTitle="Store unavailable"
      title="We can't open the store right now"
      message="The store's settings could not be loaded. Please check your internet connection and try again."
      action={{ label: 'Retry', busyLabel: 'Retrying…', onClick: () => void retry(), busy: retrying }}
    />
  );
}
