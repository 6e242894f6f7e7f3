import {
  countOf,
  formatBusinessDays,
  formatDate,
  formatPriceRange,
  telHref,
  formatPrice,
  slugify,
  titleFromSlug,
  truncateName,
} from '@storefront/shared/format';

describe('formatPrice', () => {
  it.each([
    [0, 'Rs 0'],
    [1234, 'Rs 1,234'],
    [1234567, 'Rs 1,234,567'],
    [999, 'Rs 999'],
  ])('formats %p as %p with a regular space', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
    expect(formatPrice(amount)).not.toMatch(/\u00a0/);
  });

  it('floors non-integers (whole rupees only)', () => {
    expect(formatPrice(1234.99)).toBe('Rs 1,234');
    expect(formatPrice(0.5)).toBe('Rs 0');
  });

  it('shows Rs 0 for values that are not numbers', () => {
    expect(formatPrice(Number.NaN)).toBe('Rs 0');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('Rs 0');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatPrice(-500)).toBe('-Rs 500');
  });
});

describe('formatPriceRange and formatBusinessDays', () => {
  it('says a charge that depends on the city as a range, or one price', () => {
    expect(formatPriceRange({ min: 200, max: 1630 })).toBe('Rs 200 to Rs 1,630');
    expect(formatPriceRange({ min: 300, max: 300 })).toBe('Rs 300');
  });

  it('says a range of business days as the policy texts do', () => {
    expect(formatBusinessDays({ min: 3, max: 5 })).toBe('3-5 business days');
    expect(formatBusinessDays({ min: 2, max: 2 })).toBe('2 business days');
    expect(formatBusinessDays({ min: 1, max: 1 })).toBe('1 business day');
    expect(formatBusinessDays({ min: 0, max: 1 })).toBe('0-1 business days');
  });
});

describe('slugify and titleFromSlug', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Mobile Phones')).toBe('mobile-phones');
    expect(slugify('  Home  and Kitchen ')).toBe('home-and-kitchen');
  });

  it('turns a slug into capitalised words', () => {
    expect(titleFromSlug('fresh-picks')).toBe('Fresh Picks');
    expect(titleFromSlug('flash-deals')).toBe('Flash Deals');
    expect(titleFromSlug('a--b-')).toBe('A B');
    expect(titleFromSlug('')).toBe('');
  });
});

describe('truncateName', () => {
  const forty = 'x'.repeat(40);

  it('keeps a name of exactly 40 characters', () => {
    expect(truncateName(forty)).toBe(forty);
  });

  it('cuts a 41-character name to 37 characters plus ...', () => {
    const name = `${'a'.repeat(37)}bcde`;
    expect(truncateName(name)).toBe(`${'a'.repeat(37)}...`);
    expect(truncateName(name)).toHaveLength(40);
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '😀'.repeat(41);
    expect(Array.from(truncateName(emoji))).toHaveLength(40);
  });
});

describe('formatDate', () => {
  it('formats an ISO date in Pakistan time', () => {
    expect(formatDate('2025-05-01T10:00:00Z')).toBe('1 May 2025');
    // 20:00 UTC is already the next day in Karachi (UTC+5).
    expect(formatDate('2025-05-01T20:00:00Z')).toBe('2 May 2025');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('countOf', () => {
  it.each([
    [0, 'product', undefined, '0 products'],
    [1, 'product', undefined, '1 product'],
    [2, 'item', undefined, '2 items'],
    [1200, 'item', undefined, '1,200 items'],
    [3, 'child', 'children', '3 children'],
  ])('%p %s → %p', (count, singular, plural, expected) => {
    expect(countOf(count, singular, plural)).toBe(expected);
  });
});

describe('telHref', () => {
  it.each([
    ['0300-1234567', 'tel:03001234567'],
    ['+92 300 1234567', 'tel:+923001234567'],
    ['(042) 111-222-333', 'tel:042111222333'],
  ])('%p → %p', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
