import { useEffect, useState } from 'react';
import { REDUCED_MOTION_QUERY as query } from '../../../lib/scroll-behavior';

/** Whether the shopper asked the system for less motion (sliders then start paused). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true,
  );
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media?.addEventListener) return undefined;
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
