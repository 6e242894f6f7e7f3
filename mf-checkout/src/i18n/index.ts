// This app's texts, one catalogue per language (the same keys in each: catalogues.test.ts in shared).
import { registerCatalogue, useT } from '@storefront/shared/i18n';
import en from './en.json';
import ur from './ur.json';

export const NAMESPACE = 'checkout';

registerCatalogue(NAMESPACE, { en, ur });

/** `t` for this app's catalogue, in the page's language (and the language itself). */
export function useText() {
  return useT(NAMESPACE);
}

/** A `t` of this app's catalogue, for helpers that build texts for components. */
export type Translate = ReturnType<typeof useText>['t'];
