/** The media query for the shopper's system setting asking for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** 'smooth' for scripted scrolls, unless the shopper asked for less motion: then they jump ('auto'). */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}
