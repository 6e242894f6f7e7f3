import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { canDecrease, canIncrease, quantityChanged } from '@storefront/shared/cart';
import { useAppDispatch } from '@storefront/shared/store';
import type { CartItem } from '@storefront/shared/types';
import { parseQuantity } from './parse-quantity';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  item: CartItem;
}

/** Minus / typed quantity / plus for one basket line; the cart slice owns the rules, this only asks. */
export function QuantityStepper({ item }: QuantityStepperProps) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const noteId = useId();
  const [draft, setDraft] = useState(String(item.quantity));
  const [note, setNote] = useState<string | null>(null);

  // The quantity can also change from the buttons or another tab; keep the box in step.
  useEffect(() => {
    setDraft(String(item.quantity));
  }, [item.quantity]);

  const change = (quantity: number) => {
    setNote(null);
    dispatch(quantityChanged({ id: item.id, quantity }));
  };

  const commit = () => {
    const parsed = parseQuantity(draft, item.quantity, item.stock);
    setNote(parsed.note);
    setDraft(String(parsed.quantity));
    if (parsed.quantity !== item.quantity) dispatch(quantityChanged({ id: item.id, quantity: parsed.quantity }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className={styles.wrapper}>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.button}
          onClick={() => change(item.quantity - 1)}
          disabled={!canDecrease(item)}
          aria-label={`Decrease quantity of ${item.name}`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          Quantity of {item.name}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, item.stock)}
          step={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          aria-describedby={note ? noteId : undefined}
        />
        <button
          type="button"
          className={styles.button}
          onClick={() => change(item.quantity + 1)}
          disabled={!canIncrease(item)}
          aria-label={`Increase quantity of ${item.name}`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={noteId} className={styles.note} role="status">
        {note}
      </p>
    </div>
  );
}
