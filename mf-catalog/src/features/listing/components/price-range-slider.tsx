import { useId, useState } from 'react';
import { formatPrice } from '@storefront/shared/format';
import { clampLower, clampUpper, initialRange, isWholeRange, lowerThumbOnTop } from '../price-range';
import styles from './price-range-slider.module.css';

export interface PriceRangeSliderProps {
  /** The listing's highest price: the slider's end. */
  limit: number;
  minPrice: number | null;
  maxPrice: number | null;
  /** null, null: the whole range, i.e. no price filter. */
  onApply: (min: number | null, max: number | null) => void;
}

/** Two thumbs (native range inputs, so keyboard and touch work) and a Filter button. */
export function PriceRangeSlider({ limit, minPrice, maxPrice, onApply }: PriceRangeSliderProps) {
  const id = useId();
  const end = Math.max(1, Math.floor(limit));
  const [range, setRange] = useState(() => initialRange(minPrice, maxPrice, end));

  // A new listing or a removed chip moves the thumbs back to what the URL says.
  const bounds = `${minPrice}-${maxPrice}-${end}`;
  const [rangeOf, setRangeOf] = useState(bounds);
  if (rangeOf !== bounds) {
    setRangeOf(bounds);
    setRange(initialRange(minPrice, maxPrice, end));
  }

  const lowPct = (range.min / end) * 100;
  const highPct = (range.max / end) * 100;

  return (
    <div className={styles.slider}>
      <div className={styles.track} style={{ ['--low' as string]: `${lowPct}%`, ['--high' as string]: `${highPct}%` }}>
        <label htmlFor={`${id}-min`} className="visually-hidden">
          Minimum price
        </label>
        <input
          id={`${id}-min`}
          type="range"
          className={`${styles.thumb} ${lowerThumbOnTop(range, end) ? styles.onTop : ''}`}
          min={0}
          max={end}
          step={1}
          value={range.min}
          aria-valuetext={formatPrice(range.min)}
          onChange={(e) => setRange((r) => ({ ...r, min: clampLower(Number(e.target.value), r.max) }))}
        />
        <label htmlFor={`${id}-max`} className="visually-hidden">
          Maximum price
        </label>
        <input
          id={`${id}-max`}
          type="range"
          className={styles.thumb}
          min={0}
          max={end}
          step={1}
          value={range.max}
          aria-valuetext={formatPrice(range.max)}
          onChange={(e) => setRange((r) => ({ ...r, max: clampUpper(Number(e.target.value), r.min, end) }))}
        />
      </div>
      <div className={styles.labels} aria-hidden="true">
        <span>{formatPrice(range.min)}</span>
        <span>{formatPrice(range.max)}</span>
      </div>
      <button
        type="button"
        className={styles.apply}
        onClick={() => (isWholeRange(range, end) ? onApply(null, null) : onApply(range.min, range.max))}
      >
        Filter
      </button>
    </div>
  );
}
