// Back (or Forward) may bring a page back from the browser's back/forward cache exactly as it was
// left: e.g. still saying 'Taking you to the payment page…'. A screen that was leaving resets here.
import { useEffect, useEffectEvent } from 'react';

/** Calls `onRestored` when the page is shown again from the back/forward cache. */
export function usePageRestored(onRestored: () => void): void {
  const restored = useEffectEvent(() => onRestored());
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
