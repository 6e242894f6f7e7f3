// This app's texts, one catalogue per language (the same keys in each: catalogues.test.ts in shared).
import { i18n, registerCatalogue, useT } from '@storefront/shared/i18n';
import en from './en.json';
import ur from './ur.json';

export const NAMESPACE = 'catalog';

registerCatalogue(NAMESPACE, { en, ur });

/** `t` for this app's catalogue, in the page's language (and the language itself). */
export function useText() {
  return useT(NAMESPACE);
}

/** A `t` of this catalogue, as the page heads and other plain helpers take it. */
export type Translate = ReturnType<typeof useText>['t'];

/** The English texts: what a plain helper says when no page language is given (tests, logs). */
export const englishText: Translate = i18n.getFixedT('en', NAMESPACE);
