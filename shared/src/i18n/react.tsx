// What components use: the texts of their app's catalogue and formatting in the page's language.
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

/**
 * Texts with markup inside them (a link in a sentence):
 * `<Trans ns="auth" i18nKey="..." components={{ login: <Link to="/auth/login" /> }} />` with
 * "<login>Log in</login>" in the catalogue. Not `<link>` or another void HTML element's name: the
 * parser would treat the tag as empty and put its text beside it.
 */
export { Trans } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { formatDate, formatPrice, formatPriceRange, formatBusinessDays, formatNumber } from '../format';
import { directionOf, isLanguage, DEFAULT_LANGUAGE, type Language } from './languages';
import { translateMessage } from './messages';

/** The instance a tree renders with: the page's own in the browser, the request's on the server. */
export function LanguageProvider({ instance, children }: { instance: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

const languageOf = (instance: I18n): Language =>
  isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;

/** `t` for one app's catalogue (its namespace), re-rendering when the language changes. */
export function useT(namespace: string): { t: TFunction; language: Language } {
  const { t, i18n } = useTranslation(namespace);
  return { t, language: languageOf(i18n) };
}

/** The page's language and its writing direction. */
export function useLanguage(): { language: Language; dir: 'ltr' | 'rtl' } {
  const { i18n } = useTranslation();
  const language = languageOf(i18n);
  return { language, dir: directionOf(language) };
}

/** Prices, dates, numbers and day ranges as the page's language writes them. */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      price: formatPrice,
      priceRange: (range: { min: number; max: number }) => formatPriceRange(range, language),
      date: (value: Parameters<typeof formatDate>[0]) => formatDate(value, language),
      number: (value: number) => formatNumber(value, language),
      businessDays: (range: Parameters<typeof formatBusinessDays>[0]) => formatBusinessDays(range, language),
    }),
    [language],
  );
}

/**
 * A message that arrives as English text (a validation message from a shared schema, or the API's)
 * in the page's language when its catalogue knows it; any other text as it came.
 */
export function useMessageText(): (text: string) => string {
  const { i18n } = useTranslation();
  return (text: string) => translateMessage(i18n, text);
}
