// The offline page's texts in each language. It is built on its own, without the shop's i18n
// instance and catalogues, so it keeps this small table (the same keys in every language:
// offline-texts.test.ts). The English ones are also written into offline.html.
import type { Language } from '@storefront/shared/i18n';

const en = {
  title: "You're offline | Storefront",
  heading: "You're offline",
  status:
    "We can't reach the shop right now. Your basket is safe on this device: this page opens the shop again as soon as your connection is back.",
  retry: 'Try again',
  basketTitle: 'Your basket',
  basketEmpty: 'Your basket is empty.',
  recentTitle: 'Recently viewed',
  recentEmpty: "You haven't viewed any products yet.",
  quantity: 'Qty {count} × {price}',
  subtotal_one: 'Subtotal ({count} item): {total}',
  subtotal_other: 'Subtotal ({count} items): {total}',
};

export type OfflineTextKey = keyof typeof en;

export const OFFLINE_TEXTS: Record<Language, Record<OfflineTextKey, string>> = {
  en,
  ur: {
    title: 'آپ آف لائن ہیں | Storefront',
    heading: 'آپ آف لائن ہیں',
    status:
      'اس وقت دکان سے رابطہ نہیں ہو پا رہا۔ آپ کی ٹوکری اس ڈیوائس پر محفوظ ہے: کنکشن بحال ہوتے ہی یہ صفحہ دکان دوبارہ کھول دے گا۔',
    retry: 'دوبارہ کوشش کریں',
    basketTitle: 'آپ کی ٹوکری',
    basketEmpty: 'آپ کی ٹوکری خالی ہے۔',
    recentTitle: 'حال ہی میں دیکھی گئی مصنوعات',
    recentEmpty: 'آپ نے ابھی تک کوئی پروڈکٹ نہیں دیکھی۔',
    quantity: 'تعداد {count} × {price}',
    subtotal_one: 'ذیلی کل ({count} چیز): {total}',
    subtotal_other: 'ذیلی کل ({count} اشیاء): {total}',
  },
};

/** `key`'s text in `language`, with `{name}` replaced by `values.name`. */
export function offlineText(
  language: Language,
  key: OfflineTextKey,
  values: Record<string, string | number> = {},
): string {
  return OFFLINE_TEXTS[language][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** The subtotal line, '_one' or '_other' as the language's plural rules choose for `count`. */
export function subtotalText(language: Language, count: number, total: string): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'subtotal_one' : 'subtotal_other';
  return offlineText(language, form, { count, total });
}
