import { formatNumber } from '@storefront/shared/format';
import { DEFAULT_LANGUAGE, i18n, isLanguage, type Language } from '@storefront/shared/i18n';
import { NAMESPACE } from '../../i18n';

/** A `t` of the shell's catalogue: useText's in a component. */
export type Translate = (key: string, options: { count: number; number: string }) => string;

/** Outside a render: the page's own instance, in its current language. */
const pageText: Translate = (key, options) => i18n.t(key, { ...options, ns: NAMESPACE });
const pageLanguage = (): Language => (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE);

/**
 * "Basket, 1,234 items": `key` is a plural text whose `{{number}}` is the count as the language
 * writes it (a plain `{{count}}` would lose the thousands separator).
 */
export function countLabel(key: string, count: number, t: Translate = pageText, language = pageLanguage()): string {
  return t(key, { count, number: formatNumber(count, language) });
}
