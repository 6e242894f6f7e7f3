import { useEffect, useRef } from 'react';

/**
 * Returns a ref for the current step's heading and moves keyboard and screen-reader focus to it
 * whenever the step changes. Arriving on the page does not move focus: the step is compared with
 * the last one seen (not a "first run" flag, which React's StrictMode double effects would defeat).
 */
export function useStepFocus<T extends HTMLElement = HTMLHeadingElement>(step: number | string) {
  const ref = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
