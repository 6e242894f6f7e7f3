import { useEffect, useId, useState } from 'react';
import { clampQuantity } from '@storefront/shared/cart';
import styles from './quantity-selector.module.css';

export interface QuantitySelectorProps {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** Whole numbers from 1 to the stock: minus is disabled at 1, plus at the stock. */
export function QuantitySelector({ value, stock, onChange, disabled = false }: QuantitySelectorProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const max = Math.max(1, Math.floor(stock));

  // Typed text is accepted when leaving the field: clamped into range, or reset if not a number.
  const commit = () => {
    const typed = Number(draft.trim());
    if (draft.trim() === '' || !Number.isFinite(typed)) {
      setDraft(String(value));
      return;
    }
    const next = clampQuantity(typed, max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>Quantity</label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.step}
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => { if (e.key === 'Enter') commit(); }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
