import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@storefront/shared/i18n';
import { OFFLINE_TEXTS, offlineText, subtotalText } from './offline-texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

it.each(LANGUAGE_CODES)('%s has the same keys and placeholders as English, none empty', (language) => {
  const texts = OFFLINE_TEXTS[language];
  expect(Object.keys(texts).sort()).toEqual(Object.keys(OFFLINE_TEXTS.en).sort());
  for (const [key, english] of Object.entries(OFFLINE_TEXTS.en)) {
    const text = texts[key as keyof typeof texts];
    expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english) });
  }
});

it('offline.html says each English text its script would write, and names only known keys', () => {
  const page = fs.readFileSync(path.join(__dirname, 'offline.html'), 'utf8');
  const marked = [...page.matchAll(/data-text="(\w+)"[^>]*>([^<]*)</g)];
  expect(marked.length).toBeGreaterThan(0);
  for (const [, key, text] of marked) {
    expect({ key, text: text.replace(/\s+/g, ' ').trim() }).toEqual({
      key,
      text: OFFLINE_TEXTS.en[key as keyof typeof OFFLINE_TEXTS.en],
    });
  }
  expect(page).toContain(`<title>${OFFLINE_TEXTS.en.title}</title>`);
});

it('fills in the values and picks the plural form', () => {
  expect(offlineText('en', 'quantity', { count: 2, price: 'Rs 10' })).toBe('Qty 2 × Rs 10');
  expect(subtotalText('en', 1, 'Rs 10')).toBe('Subtotal (1 item): Rs 10');
  expect(subtotalText('en', 3, 'Rs 30')).toBe('Subtotal (3 items): Rs 30');
  expect(subtotalText('ur', 1, 'Rs 10')).toBe('ذیلی کل (1 چیز): Rs 10');
  expect(subtotalText('ur', 3, 'Rs 30')).toBe('ذیلی کل (3 اشیاء): Rs 30');
});
