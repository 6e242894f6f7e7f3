// The shop's languages: English (the spec's texts) and Urdu. Adding one starts here (README).
export const LANGUAGES = {
  en: { label: 'English', htmlLang: 'en-PK', dir: 'ltr', locale: 'en-PK', ogLocale: 'en_PK' },
  ur: { label: 'اردو', htmlLang: 'ur', dir: 'rtl', locale: 'ur-PK', ogLocale: 'ur_PK' },
} as const;

export type Language = keyof typeof LANGUAGES;
export type TextDirection = (typeof LANGUAGES)[Language]['dir'];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/**
 * The browser remembers the choice in a cookie, not local storage, so the server renders the
 * first page in it too (and sets `lang` and `dir` before anything is painted).
 */
export const LANGUAGE_COOKIE = 'storefront-language';
/** A year: a language is a lasting choice. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The language a Cookie header (or `document.cookie`) names; the default for anything else. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language {
  if (!cookieHeader) return DEFAULT_LANGUAGE;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = rest.join('=').trim();
      return isLanguage(value) ? value : DEFAULT_LANGUAGE;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** The Set-Cookie value (or `document.cookie` assignment) remembering `language`. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The attributes of `<html>` for a page in `language`. */
export const documentAttributes = (language: Language) => ({
  lang: LANGUAGES[language].htmlLang,
  dir: LANGUAGES[language].dir,
});

export const directionOf = (language: Language): TextDirection => LANGUAGES[language].dir;
export const localeOf = (language: Language): string => LANGUAGES[language].locale;
