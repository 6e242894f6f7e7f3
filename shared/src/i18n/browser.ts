// The language in the browser: read once at start-up, changed by the header's switch.
import { i18n } from './instance';
import { documentAttributes, languageCookie, languageFromCookie, type Language } from './languages';

/** Sets `<html lang dir>`: screen readers, fonts, and every logical CSS property follow it. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  const { lang, dir } = documentAttributes(language);
  root.lang = lang;
  root.dir = dir;
}

/** The language the browser remembers (the server rendered the first page in it). */
export function rememberedLanguage(): Language {
  return typeof document === 'undefined' ? 'en' : languageFromCookie(document.cookie);
}

/**
 * Starts the page in `language` (the one the server rendered it in, else the remembered one) before
 * its first render: hydration must see the texts the server wrote.
 */
export function startInLanguage(language: Language = rememberedLanguage()): Language {
  void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  return language;
}

/** The shopper's choice: remembered, applied to the page, and every component re-rendered in it. */
export async function switchLanguage(language: Language): Promise<void> {
  document.cookie = languageCookie(language);
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

/** Calls `listener` with each new language (the shell saves a logged-in customer's on the server). */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  const handler = (lng: string) => listener(lng as Language);
  i18n.on('languageChanged', handler);
  return () => i18n.off('languageChanged', handler);
}
