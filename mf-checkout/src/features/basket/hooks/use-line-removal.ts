import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { itemRemoved } from '@storefront/shared/cart';
import { useAppDispatch } from '@storefront/shared/store';
import type { CartItem } from '@storefront/shared/types';
import { useText } from '../../../i18n';

/** Where focus goes once a removed line has left the page: a line's id, or the page heading. */
type FocusTarget = { lineId: number } | 'heading';

export interface LineRemoval {
  remove: (item: CartItem) => void;
  /** Registers a line's Remove button (a React 19 ref callback with cleanup). */
  removeButtonRef: (lineId: number) => (button: HTMLButtonElement | null) => () => void;
  /** The heading above the table, or of the empty state once the last line is gone. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * Removing a line takes the focused Remove button out of the page, which drops keyboard focus to the
 * body. Focus moves on to the next line's Remove button, else the previous line's, else the heading
 * (the empty state's once the basket is empty), and the page's polite live region (`announce`) says
 * what was removed, e.g. 'Lawn Suit removed from your basket'.
 */
export function useLineRemoval(items: CartItem[], announce: (message: string) => void): LineRemoval {
  const dispatch = useAppDispatch();
  const { t } = useText();
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRemoval = useRef<FocusTarget | null>(null);

  const remove = (item: CartItem) => {
    const index = items.findIndex((line) => line.id === item.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    focusAfterRemoval.current = neighbour ? { lineId: neighbour.id } : 'heading';
    announce(t('basket.removed', { name: item.name }));
    dispatch(itemRemoved(item.id));
  };

  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (!target) return;
    focusAfterRemoval.current = null;
    const button = target === 'heading' ? undefined : removeButtons.current.get(target.lineId);
    (button ?? headingRef.current)?.focus();
  }, [items]);

  const removeButtonRef = useCallback(
    (lineId: number) => (button: HTMLButtonElement | null) => {
      if (button) removeButtons.current.set(lineId, button);
      return () => {
        removeButtons.current.delete(lineId);
      };
    },
    [],
  );

  return { remove, removeButtonRef, headingRef };
}
