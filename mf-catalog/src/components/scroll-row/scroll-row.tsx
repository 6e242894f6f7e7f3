import { useRef, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useLanguage } from '@storefront/shared/i18n';
import { useText } from '../../i18n';
import { scrollBehavior } from '../../lib/scroll-behavior';
import { useScrollEdges } from './use-scroll-edges';
import styles from './scroll-row.module.css';

export interface ScrollRowProps {
  /** Accessible name of the list, e.g. 'Fresh Picks products'. */
  label: string;
  /** How far one button press scrolls, in px (250 for product rows, 300 for recently viewed). */
  step: number;
  children: ReactNode;
}

/** Moving more than this many px turns a press into a drag, and the click after it is swallowed. */
const DRAG_THRESHOLD_PX = 5;
/** The row moves twice as far as the pointer (spec: drag scrolls 2x). */
export const DRAG_FACTOR = 2;

/** Whether focus came from the keyboard (a browser that cannot tell counts it as so). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** A horizontal row that scrolls with previous/next buttons, touch, the keyboard and mouse drag. */
export function ScrollRow({ label, step, children }: ScrollRowProps) {
  const { t } = useText();
  // Right to left, the row starts at the right: its start is scrollLeft 0 and the end negative.
  const rtl = useLanguage().dir === 'rtl';
  const listRef = useRef<HTMLUListElement>(null);
  const drag = useRef<{ x: number; scrollLeft: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const [{ atStart, atEnd }, updateEdges] = useScrollEdges(listRef, [children, rtl]);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list || (direction === -1 ? atStart : atEnd)) return;
    const left = (rtl ? -direction : direction) * step;
    if (typeof list.scrollBy === 'function') list.scrollBy({ left, behavior: scrollBehavior() });
    else list.scrollLeft += left;
  };

  // Mouse only: touch devices already scroll natively.
  const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !listRef.current) return;
    drag.current = { x: event.clientX, scrollLeft: listRef.current.scrollLeft, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    const list = listRef.current;
    if (!state || !list) return;
    const dx = event.clientX - state.x;
    if (!state.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
    state.moved = true;
    list.scrollLeft = state.scrollLeft - dx * DRAG_FACTOR;
  };
  // A card tabbed to at the row's edge is brought wholly into view: Chromium leaves a half-shown
  // one where it is, its focus ring cut off. Keyboard focus only: a press starting a drag must not
  // move the row under the pointer.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if (!focusVisible(target)) return;
    target.closest('li')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
  };
  const endDrag = () => {
    suppressClick.current = Boolean(drag.current?.moved);
    drag.current = null;
  };

  return (
    <div className={styles.row}>
      {/* aria-disabled, not disabled: a keyboard user pressing the button to the end keeps focus on it. */}
      <button
        type="button"
        className={styles.arrow}
        onClick={() => scrollBy(-1)}
        aria-label={t('scrollRow.back', { label })}
        aria-disabled={atStart}
      >
        <span aria-hidden="true" className={styles.arrowIcon}>
          ‹
        </span>
      </button>
      <ul
        ref={listRef}
        className={styles.list}
        aria-label={label}
        onScroll={updateEdges}
        onFocus={onFocus}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
        onClickCapture={(event) => {
          if (suppressClick.current) {
            event.preventDefault();
            event.stopPropagation();
            suppressClick.current = false;
          }
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        {children}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => scrollBy(1)}
        aria-label={t('scrollRow.forward', { label })}
        aria-disabled={atEnd}
      >
        <span aria-hidden="true" className={styles.arrowIcon}>
          ›
        </span>
      </button>
    </div>
  );
}
