// The one i18next instance of the page (a shared singleton entry, so every remote uses it) and the
// catalogues each app registers into it. Only this folder imports i18next and react-i18next.
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from './languages';

/** One app's texts: the same keys in every language (a test holds every catalogue to that). */
export type Catalogue = Record<Language, Record<string, unknown>>;

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  resources: {} satisfies Resource,
  // Catalogues are bundled with each app: nothing is fetched, so nothing waits.
  initAsync: false,
  // React escapes what it renders; texts interpolated into HTML (mails) escape their own values.
  interpolation: { escapeValue: false },
  returnNull: false,
  // Keys are dotted paths inside one app's catalogue; an English text never names a namespace.
  nsSeparator: false,
  react: { useSuspense: false },
});

/**
 * Adds an app's catalogue under its namespace. Called when the app's code loads (its i18n module
 * is imported by every component that speaks), in the browser and on the server alike. The last
 * code loaded wins: the shell's server loads a remote's new release (or a rollback) while it runs,
 * and must render that release's texts, not the ones of the release it loaded first.
 */
export function registerCatalogue(namespace: string, catalogue: Catalogue): void {
  for (const language of LANGUAGE_CODES) {
    i18n.addResourceBundle(language, namespace, catalogue[language], true, true);
  }
}

/**
 * An instance for one server render: its own language, the page's catalogues (the store is
 * shared, so remotes loaded later are seen too). The browser has one language at a time and uses
 * `i18n` itself.
 */
export function instanceFor(language: Language): I18n {
  return i18n.cloneInstance({ lng: language, initAsync: false });
}
