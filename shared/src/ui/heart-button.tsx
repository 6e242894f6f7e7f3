// The wishlist's heart: a toggle button (pressed = saved), the same on product cards and pages.
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { i18n, SHARED_NAMESPACE, useT } from '@storefront/shared/i18n';
import styles from './heart-button.module.css';

export interface HeartButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-pressed' | 'aria-label' | 'aria-disabled' | 'onClick' | 'disabled' | 'type'
> {
  /** Saved to the wishlist. */
  pressed: boolean;
  /** Named in the button's label, so a list of hearts is told apart. */
  productName: string;
  onToggle: () => void;
  /** Its change is on the way to the server: presses are refused, focus stays. */
  busy?: boolean;
  size?: 'medium' | 'large';
}

/**
 * The same whatever the state: a toggle's name says what it is, aria-pressed says whether it is on
 * (a name that changed with it would be read as "Remove X from wishlist, pressed").
 */
export const heartLabel = (productName: string): string =>
  i18n.t('heart.label', { ns: SHARED_NAMESPACE, name: productName });

/**
 * An icon-only toggle (aria-pressed), 44px, with a visible focus ring. Busy is aria-disabled, never
 * disabled, so a keyboard user keeps focus on it (as BusyButton). A click never reaches a card
 * around it: the heart is not the way into the product.
 */
export function HeartButton({
  pressed,
  productName,
  onToggle,
  busy = false,
  size = 'medium',
  className,
  ...rest
}: HeartButtonProps) {
  const { t } = useT(SHARED_NAMESPACE);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    if (!busy) onToggle();
  };
  return (
    <button
      {...rest}
      type="button"
      className={[styles.heart, styles[size], pressed ? styles.pressed : '', className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={t('heart.label', { name: productName })}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={click}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </button>
  );
}
