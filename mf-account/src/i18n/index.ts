// This app's texts, one catalogue per language (the same keys in each: catalogues.test.ts in shared).
import { useMemo } from 'react';
import { i18n, registerCatalogue, useT } from '@storefront/shared/i18n';
import en from './en.json';
import ur from './ur.json';

export const NAMESPACE = 'account';

registerCatalogue(NAMESPACE, { en, ur });

/** A text of this catalogue: a component passes its own `t`, so a server render gets its language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `t` for this app's catalogue, in the page's language (and the language itself). */
export function useText(): { t: Translate; language: ReturnType<typeof useT>['language'] } {
  const { t, language } = useT(NAMESPACE);
  // A new function only when the language changes (and `t` with it).
  return useMemo(
    () => ({ t: (key: string, options?: Record<string, unknown>) => t(key, options ?? {}), language }),
    [t, language],
  );
}

/** `t` of the page's instance, for code called without a component's `t`. */
export const translate: Translate = (key, options) => i18n.t(key, { ns: NAMESPACE, ...options });
