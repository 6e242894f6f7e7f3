import { SHARED_NAMESPACE, useT } from '@storefront/shared/i18n';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'small' | 'large';
}

/** A polite loading indicator: visible ring plus hidden text for assistive technology. */
export function Spinner({ label, size = 'large' }: SpinnerProps) {
  const { t } = useT(SHARED_NAMESPACE);
  return (
    <div role="status" className={`${styles.spinner} ${size === 'small' ? styles.small : ''}`}>
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('spinner.loading')}</span>
    </div>
  );
}
