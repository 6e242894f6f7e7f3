import { useState } from 'react';
import { useText } from '../i18n';
import { ErrorScreen } from './error-screen';

interface ConfigErrorScreenProps {
  /** Tries the whole start-up again; resolves once that attempt is over. */
  onRetry: () => Promise<void>;
}

/** Shown instead of a blank page when the runtime config cannot be loaded. */
export function ConfigErrorScreen({ onRetry }: ConfigErrorScreenProps) {
  const [retrying, setRetrying] = useState(false);
  const { t } = useText();

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
      documentTitle={t('errors.config.documentTitle')}
      title={t('errors.config.title')}
      message={t('errors.config.message')}
      action={{
        label: t('errors.config.retry'),
        busyLabel: t('errors.config.retrying'),
        onClick: () => void retry(),
        busy: retrying,
      }}
    />
  );
}
