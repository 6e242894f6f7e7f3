import { RetryButton } from '@storefront/shared/ui';
import styles from './section-error.module.css';

export interface SectionErrorProps {
  message: string;
  onRetry: () => void;
}

/** A section that could not load: says so and offers a retry, without taking the page down. */
export function SectionError({ message, onRetry }: SectionErrorProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{message}</p>
      <RetryButton className={styles.retry} onRetry={onRetry} />
    </div>
  );
}
