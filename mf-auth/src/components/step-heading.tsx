import { forwardRef, type ReactNode } from 'react';
import styles from './form.module.css';

/** A step's heading; focusable from script so a new step can take focus (see useStepFocus). */
export const StepHeading = forwardRef<HTMLHeadingElement, { children: ReactNode }>(function StepHeading(
  { children },
  ref,
) {
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h2>
  );
});
