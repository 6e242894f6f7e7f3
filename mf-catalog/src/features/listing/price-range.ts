// The two-thumb price slider's rule (spec section 5): the lower thumb stays at least 1 below the
// upper one, the upper at least 1 above the lower, both inside [0, max].

export interface PriceRange {
  min: number;
  max: number;
}

const whole = (n: number, fallback: number) => (Number.isFinite(n) ? Math.floor(n) : fallback);

/** Where the lower thumb may go, given the upper thumb. */
export function clampLower(value: number, upper: number): number {
  return Math.max(0, Math.min(whole(value, 0), upper - 1));
}

/** Where the upper thumb may go, given the lower thumb and the slider's end. */
export function clampUpper(value: number, lower: number, limit: number): number {
  return Math.min(Math.max(whole(value, limit), lower + 1), Math.max(limit, lower + 1));
}

/**
 * The slider's starting position from the URL values (null = not set), kept inside the rule and the
 * listing's price ceiling. (The price chip shows the URL's own values: those are what the API filters by.)
 */
export function initialRange(minPrice: number | null, maxPrice: number | null, limit: number): PriceRange {
  const top = Math.max(1, whole(limit, 1));
  // A max of 0 (or none) means no upper bound, i.e. the slider's end.
  const upper = maxPrice && maxPrice > 0 ? Math.min(maxPrice, top) : top;
  const safeUpper = Math.max(1, upper);
  return { min: clampLower(minPrice ?? 0, safeUpper), max: safeUpper };
}

/** Whether the range spans the whole slider, 0 to its end: as a filter it would filter nothing. */
export function isWholeRange(range: PriceRange, limit: number): boolean {
  return range.min <= 0 && range.max >= limit;
}

/**
 * Whether the lower thumb lies above the upper one. The two range inputs are stacked, so where the
 * thumbs meet only the top one can be grabbed, and it must be one that can still move away from
 * the other: the lower thumb (free to go left) in the upper half of the track, the upper thumb
 * (free to go right) in the lower half. Otherwise a lower thumb pushed to the end is stuck there.
 */
export function lowerThumbOnTop(range: PriceRange, limit: number): boolean {
  return range.min > limit / 2;
}

/**
 * The slider's step: about 1 % of its range, rounded to 1, 2 or 5 times a power of ten (Rs 100 on
 * a Rs 10,000 range, Rs 2,000 on Rs 288,599), so each arrow key press moves a visible amount. At
 * least Rs 1.
 */
export function priceStep(limit: number): number {
  const target = whole(limit, 0) / 100;
  if (target < 1) return 1;
  const power = 10 ** Math.floor(Math.log10(target));
  const nice = [5, 2, 1].find((m) => m * power <= target) ?? 1;
  return nice * power;
}

/** The slider's end: the listing's highest price rounded up to a whole step, so a thumb can reach it. */
export function sliderEnd(limit: number, step: number): number {
  const top = Math.max(1, whole(limit, 1));
  return Math.ceil(top / step) * step;
}

/** A price typed in a box: whole rupees, 0 or more ('12,500' and 'Rs 12500' read too); null if not one. */
export function readTypedPrice(text: string): number | null {
  const digits = text.replace(/^\s*rs\.?\s*/i, '').replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  return Math.floor(Number(digits));
}
