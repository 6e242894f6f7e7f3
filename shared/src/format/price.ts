// Prices are whole rupees shown as 'Rs 1,234' everywhere, whatever ICU version the browser ships.
const pkr = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * 'Rs 1,234'. Non-integers are floored (the spec floors search prices), anything that is not a
 * finite number shows as 'Rs 0' rather than 'Rs NaN'. ICU prints 'Rs' + a no-break space (or 'PKR'
 * in some builds), so the number is rebuilt from its parts with one regular space.
 */
export function formatPrice(amount: number): string {
  const value = Number.isFinite(amount) ? Math.floor(amount) : 0;
  const parts = pkr.formatToParts(Math.abs(value));
  const digits = parts
    .filter((p) => p.type === 'integer' || p.type === 'group')
    .map((p) => p.value)
    .join('');
  return `${value < 0 ? '-' : ''}Rs ${digits}`;
}

/** 'Rs 200' or 'Rs 200 to Rs 630' ('Rs 200 سے Rs 630 تک'): a charge that depends on the city. */
export function formatPriceRange({ min, max }: { min: number; max: number }, language: 'en' | 'ur' = 'en'): string {
  if (min === max) return formatPrice(min);
  return language === 'ur'
    ? `${formatPrice(min)} سے ${formatPrice(max)} تک`
    : `${formatPrice(min)} to ${formatPrice(max)}`;
}

/** '1,234' grouped as the language writes it, in the digits Pakistani shoppers read. */
export function formatNumber(value: number, language: 'en' | 'ur' = 'en'): string {
  return value.toLocaleString(language === 'ur' ? 'ur-PK-u-nu-latn' : 'en-PK');
}
