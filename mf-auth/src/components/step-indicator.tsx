import { useText } from '../i18n';
import styles from './step-indicator.module.css';

export interface StepIndicatorProps {
  steps: readonly string[];
  /** Index of the current step, from 0. */
  current: number;
}

/** Progress through a multi-step flow (a group, not a landmark: it holds no links): done steps are ticked, the current one is marked for assistive tech. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const { t } = useText();
  return (
    <div role="group" aria-label={t('steps.group')} className={styles.nav}>
      <p className={styles.count}>{t('steps.count', { current: current + 1, total: steps.length })}</p>
      <ol className={styles.list}>
        {steps.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={styles.item}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.label}>
                {label}
                {state === 'done' && <span className={styles.visuallyHidden}> {t('steps.completed')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
