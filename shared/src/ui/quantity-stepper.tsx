import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { canDecrease, canIncrease } from '@storefront/shared/cart';
import { SHARED_NAMESPACE, useT } from '@storefront/shared/i18n';
import { quantityNoteText, readQuantity, type QuantityNote } from './parse-quantity';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  /** The current quantity (already within 1..max). */
  value: number;
  /** The stock: the highest quantity allowed. */
  max: number;
  onChange: (quantity: number) => void;
  /** The label of the typed box, e.g. 'Quantity' or 'Quantity of Lawn Suit'. */
  label: string;
  /** Names what the buttons change, e.g. 'Decrease quantity of Lawn Suit'; omitted on a single-product page. */
  itemName?: string;
  /** Keeps the label for screen readers only (a table column header already says it). */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

type StepButton = 'minus' | 'plus';

/**
 * Minus / typed quantity / plus. The rule lives in `@storefront/shared/cart`: minus is disabled at 1,
 * plus when the stock is below quantity + 1, typed text is clamped into range (or kept if not a
 * number) with a note saying why. A button that becomes disabled under focus hands focus to the other
 * button, else the box: focus left on a disabled button falls back to the page body.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  itemName,
  hideLabel = false,
  disabled = false,
  className,
}: QuantityStepperProps) {
  const inputId = useId();
  const noteId = useId();
  const [draft, setDraft] = useState(String(value));
  const [note, setNote] = useState<QuantityNote | null>(null);
  const { t } = useT(SHARED_NAMESPACE);
  const minusRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The button just pressed, and the quantity it was pressed at, until the new quantity arrives. */
  const pressed = useRef<{ button: StepButton; at: number } | null>(null);

  // The quantity can also change from the buttons or another tab; the box follows it.
  const [draftOf, setDraftOf] = useState(value);
  if (draftOf !== value) {
    setDraftOf(value);
    setDraft(String(value));
  }

  // Runs once the parent has taken the new quantity (and so the buttons' disabled state is current).
  useEffect(() => {
    const press = pressed.current;
    if (!press || press.at === value) return;
    pressed.current = null;
    const button = (press.button === 'minus' ? minusRef : plusRef).current;
    const other = (press.button === 'minus' ? plusRef : minusRef).current;
    // Browsers differ: focus stays on the disabled button or has already fallen to the body.
    const focusDropped = document.activeElement === button || document.activeElement === document.body;
    if (!button?.disabled || !focusDropped) return;
    (other && !other.disabled ? other : inputRef.current)?.focus();
  }, [value]);

  const step = (button: StepButton, quantity: number) => {
    setNote(null);
    pressed.current = { button, at: value };
    onChange(quantity);
  };

  // Typed text is taken when leaving the field or pressing Enter, not on every keystroke.
  const commit = () => {
    const parsed = readQuantity(draft, value, max);
    setNote(parsed.note);
    setDraft(String(parsed.quantity));
    if (parsed.quantity !== value) onChange(parsed.quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const current = { quantity: value, stock: max };

  return (
    <div className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <div className={styles.row}>
        <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
          {label}
        </label>
        <div className={styles.control}>
          <button
            ref={minusRef}
            type="button"
            className={styles.button}
            onClick={() => step('minus', value - 1)}
            disabled={disabled || !canDecrease(current)}
            aria-label={itemName ? t('quantity.decreaseOf', { name: itemName }) : t('quantity.decrease')}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, Math.floor(max))}
            step={1}
            value={draft}
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
            aria-describedby={note ? noteId : undefined}
          />
          <button
            ref={plusRef}
            type="button"
            className={styles.button}
            onClick={() => step('plus', value + 1)}
            disabled={disabled || !canIncrease(current)}
            aria-label={itemName ? t('quantity.increaseOf', { name: itemName }) : t('quantity.increase')}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
      <p id={noteId} className={styles.note} role="status">
        {note && quantityNoteText(note, t)}
      </p>
    </div>
  );
}
