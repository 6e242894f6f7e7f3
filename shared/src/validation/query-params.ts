// Values read from an address's query string, where the browser and the API must agree.

/** Prices in an address are whole rupees written in plain decimal digits ('1500', '1500.75'). */
const DECIMAL = /^\d+(?:\.\d+)?$/;
/** Far above any price; keeps the number exact and within PostgreSQL's integer. */
const PRICE_PARAM_MAX = 2_000_000_000;

/**
 * A minPrice or maxPrice query value: null when absent or blank; 0 when it is not a plain decimal
 * number (the spec's fallback: 'abc', '-50', and also '0x10' or '1e4', which Number() would read);
 * decimals floored to whole rupees.
 */
export function readPriceParam(raw: string | null | undefined): number | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!DECIMAL.test(value)) return 0;
  return Math.min(Math.floor(Number(value)), PRICE_PARAM_MAX);
}
