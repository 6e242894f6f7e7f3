import { useCallback, useEffect, useLayoutEffect, useState, type DependencyList, type RefObject } from 'react';

/** Scroll positions can be fractional on zoomed or high-DPI screens: this close to an end counts as there. */
const EDGE_TOLERANCE_PX = 1;

export interface ScrollEdges {
  /** Nothing further towards the row's start (the left, or the right in a right-to-left page). */
  atStart: boolean;
  /** Nothing further towards its end (also true when everything fits). */
  atEnd: boolean;
}

type ScrollMetrics = Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>;

/**
 * The scroller's inline padding, in px. Scroll snapping (start-aligned items) rests the first item at
 * scrollLeft = the start padding, not 0, and the last one likewise short of the very end: within
 * the padding, every item is in sight, so that counts as at the end too.
 */
export interface ScrollInsets {
  start: number;
  end: number;
}

const NO_INSETS: ScrollInsets = { start: 0, end: 0 };

/**
 * Where a horizontal scroller stands, from its scroll metrics and inline padding. Right to left,
 * browsers count scrollLeft from 0 at the start down to negative values: its size is the distance.
 */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollMetrics, insets = NO_INSETS): ScrollEdges {
  const scrolled = Math.abs(scrollLeft);
  return {
    atStart: scrolled <= insets.start + EDGE_TOLERANCE_PX,
    atEnd: scrolled + clientWidth >= scrollWidth - insets.end - EDGE_TOLERANCE_PX,
  };
}

/** The element's start and end padding (its CSS can change with the screen width, so read it each time). */
function paddingInsets(el: HTMLElement): ScrollInsets {
  const style = getComputedStyle(el);
  const [start, end] =
    style.direction === 'rtl' ? [style.paddingRight, style.paddingLeft] : [style.paddingLeft, style.paddingRight];
  return { start: parseFloat(start) || 0, end: parseFloat(end) || 0 };
}

/**
 * Tracks whether `ref`'s element is scrolled to its start or end. Re-measured on scroll (call the
 * returned `update` from onScroll), on window resize, when the element resizes, and when `deps`
 * (its content) change.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, deps: DependencyList): [ScrollEdges, () => void] {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: false });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = scrollEdges(el, paddingInsets(el));
    // Scroll events come every frame: only re-render when an end is reached or left.
    setEdges((prev) => (prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
  }, [ref]);

  // Before paint, so the buttons never flash the wrong state when the content changes.
  useLayoutEffect(update, [update, ...deps]);

  useEffect(() => {
    window.addEventListener('resize', update);
    // The row also changes width without a window resize (e.g. the side navigation collapsing).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (ref.current) observer?.observe(ref.current);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref, update]);

  return [edges, update];
}
