// The language in the browser: read once at start-up, changed by the header's switch.
import { i18n } from './instance';
import { directionOf, languageCookie, languageFromCookie, type Language } from './languages';

/** Sets `<html lang dir>`: screen readers, fonts, and every logical CSS property follow it. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}

/** The language the browser remembers (the server rendered the first page in it). */
export function rememberedLanguage(): Language {
  return typeof document === 'undefined' ? 'en' : languageFromCookie(document.cookie);
}

/** Starts the page in the remembered language, before its first render (hydration must match). */
export function startInRememberedLanguage(): Language {
  const language = rememberedLanguage();
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
