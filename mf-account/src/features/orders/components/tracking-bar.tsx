import type { OrderStatus } from '@storefront/shared/types';
import { useText } from '../../../i18n';
import { trackingSteps } from '../lib/tracking-steps';
import styles from './orders.module.css';

/** The order's progress as an ordered list; the current step carries aria-current="step". */
export function TrackingBar({ status, label }: { status: OrderStatus; label: string }) {
  const { t } = useText();
  const steps = trackingSteps(status, t);
  return (
    <ol
      className={steps.length === 1 ? `${styles.tracking} ${styles.trackingCancelled}` : styles.tracking}
      aria-label={label}
    >
      {steps.map((step) => (
        <li
          key={step.key}
          className={[
            styles.step,
            step.completed ? styles.stepDone : '',
            step.key === 'cancelled' ? styles.stepCancelled : '',
          ].join(' ')}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className={styles.stepDot} aria-hidden="true">
            {step.completed ? (step.key === 'cancelled' ? '✕' : '✓') : ''}
          </span>
          <span className={styles.stepLabel}>{step.label}</span>
          <span className="visually-hidden">
            {` ${step.completed ? t('orders.steps.completed') : t('orders.steps.notYet')}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
