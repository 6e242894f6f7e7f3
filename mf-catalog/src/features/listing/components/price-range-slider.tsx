import { useId, useState, type KeyboardEvent } from 'react';
import { formatPrice } from '@storefront/shared/format';
import { useText } from '../../../i18n';
import {
  clampLower,
  clampUpper,
  initialRange,
  isWholeRange,
  lowerThumbOnTop,
  priceStep,
  readTypedPrice,
  sliderEnd,
  type PriceRange,
} from '../price-range';
import styles from './price-range-slider.module.css';

export interface PriceRangeSliderProps {
  /** The listing's highest price: the slider's end (rounded up to a whole step). */
  limit: number;
  minPrice: number | null;
  maxPrice: number | null;
  /** null, null: the whole range, i.e. no price filter. */
  onApply: (min: number | null, max: number | null) => void;
}

type Side = 'min' | 'max';
/** Page Up / Page Down move this many steps (the arrows move one). */
const PAGE_STEPS = 10;

/**
 * Two thumbs (native range inputs, so keyboard and touch work) in steps that suit the range, two
 * boxes to type the prices exactly, and a Filter button.
 */
export function PriceRangeSlider({ limit, minPrice, maxPrice, onApply }: PriceRangeSliderProps) {
  const { t } = useText();
  const id = useId();
  const step = priceStep(limit);
  const end = sliderEnd(limit, step);
  const [range, setRange] = useState(() => initialRange(minPrice, maxPrice, end));
  // What is being typed in a box, until it is confirmed (Enter, leaving the box, or Filter).
  const [typed, setTyped] = useState<Partial<Record<Side, string>>>({});
  const [invalid, setInvalid] = useState<Side | null>(null);

  // A new listing or a removed chip moves the thumbs back to what the URL says.
  const bounds = `${minPrice}-${maxPrice}-${end}`;
  const [rangeOf, setRangeOf] = useState(bounds);
  if (rangeOf !== bounds) {
    setRangeOf(bounds);
    setRange(initialRange(minPrice, maxPrice, end));
    setTyped({});
    setInvalid(null);
  }

  const place = (r: PriceRange, side: Side, value: number): PriceRange =>
    side === 'min' ? { ...r, min: clampLower(value, r.max) } : { ...r, max: clampUpper(value, r.min, end) };

  /** Takes what a box holds into the range; null when it is not a price (the box says so). */
  const confirm = (side: Side, from: PriceRange = range): PriceRange | null => {
    const text = typed[side];
    if (text === undefined) return from;
    const value = readTypedPrice(text);
    if (value === null) {
      setInvalid(side);
      return null;
    }
    const next = place(from, side, value);
    setRange(next);
    setTyped(({ [side]: _done, ...rest }) => rest);
    if (invalid === side) setInvalid(null);
    return next;
  };

  const apply = () => {
    const withMin = confirm('min');
    const next = withMin && confirm('max', withMin);
    if (!next) return;
    if (isWholeRange(next, end)) onApply(null, null);
    else onApply(next.min, next.max);
  };

  // The thumbs: Page Up / Page Down move ten steps (arrows move one, Home and End to the ends).
  const onThumbKey = (event: KeyboardEvent<HTMLInputElement>, side: Side) => {
    const delta = event.key === 'PageUp' ? PAGE_STEPS * step : event.key === 'PageDown' ? -PAGE_STEPS * step : 0;
    if (delta === 0) return;
    event.preventDefault();
    setRange((r) => place(r, side, r[side] + delta));
  };

  // The boxes: Enter confirms; the arrows move one step, as on the slider.
  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>, side: Side) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm(side);
      return;
    }
    const delta = event.key === 'ArrowUp' ? step : event.key === 'ArrowDown' ? -step : 0;
    if (delta === 0) return;
    event.preventDefault();
    const current = confirm(side);
    if (current) setRange(place(current, side, current[side] + delta));
  };

  const lowPct = (range.min / end) * 100;
  const highPct = (range.max / end) * 100;
  const errorId = `${id}-error`;

  const box = (side: Side, label: string) => (
    <div className={styles.box}>
      <label htmlFor={`${id}-${side}-box`} className={styles.boxLabel}>
        {label}
      </label>
      <input
        id={`${id}-${side}-box`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={styles.boxInput}
        aria-invalid={invalid === side || undefined}
        aria-describedby={invalid === side ? errorId : undefined}
        value={typed[side] ?? String(range[side])}
        onChange={(e) => setTyped((t) => ({ ...t, [side]: e.target.value }))}
        onBlur={() => confirm(side)}
        onKeyDown={(e) => onBoxKey(e, side)}
      />
    </div>
  );

  return (
    <div className={styles.slider}>
      <div className={styles.track} style={{ ['--low' as string]: `${lowPct}%`, ['--high' as string]: `${highPct}%` }}>
        <label htmlFor={`${id}-min`} className="visually-hidden">
          {t('price.minimum')}
        </label>
        <input
          id={`${id}-min`}
          type="range"
          className={`${styles.thumb} ${lowerThumbOnTop(range, end) ? styles.onTop : ''}`}
          min={0}
          max={end}
          step={step}
          value={range.min}
          aria-valuetext={formatPrice(range.min)}
          onChange={(e) => setRange((r) => place(r, 'min', Number(e.target.value)))}
          onKeyDown={(e) => onThumbKey(e, 'min')}
        />
        <label htmlFor={`${id}-max`} className="visually-hidden">
          {t('price.maximum')}
        </label>
        <input
          id={`${id}-max`}
          type="range"
          className={styles.thumb}
          min={0}
          max={end}
          step={step}
          value={range.max}
          aria-valuetext={formatPrice(range.max)}
          onChange={(e) => setRange((r) => place(r, 'max', Number(e.target.value)))}
          onKeyDown={(e) => onThumbKey(e, 'max')}
        />
      </div>
      <div className={styles.labels} aria-hidden="true">
        <span>{formatPrice(range.min)}</span>
        <span>{formatPrice(range.max)}</span>
      </div>
      <div className={styles.boxes}>
        {box('min', t('price.minBox'))}
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {box('max', t('price.maxBox'))}
      </div>
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {t('price.invalid')}
        </p>
      )}
      <button type="button" className={styles.apply} onClick={apply}>
        {t('price.apply')}
      </button>
    </div>
  );
}
