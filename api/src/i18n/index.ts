// The API's own texts (mails and refusals) in the customer's language: an i18next instance of its
// own, separate from the storefront's, with the catalogue in en.json / ur.json. The validation
// messages shared with the forms use the storefront's Urdu of them, so they are translated once.
import i18next, { type TFunction } from 'i18next';
import { MESSAGES } from '@storefront/shared/validation';
import en from './en.json';
import ur from './ur.json';
// Not the shared i18n entry, which would load React and react-i18next into the API: the file alone.
// eslint-disable-next-line no-restricted-imports -- the shared package exports no entry for its message catalogues
import messagesUr from '../../../shared/src/i18n/catalogues/messages/ur.json';

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A stored language as one of ours (the column's CHECK allows no other; English otherwise). */
export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export const API_NAMESPACE = 'api';
export const MESSAGES_NAMESPACE = 'messages';

export const i18n = i18next.createInstance();

void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [API_NAMESPACE, MESSAGES_NAMESPACE],
  defaultNS: API_NAMESPACE,
  resources: {
    en: { [API_NAMESPACE]: en, [MESSAGES_NAMESPACE]: MESSAGES },
    ur: { [API_NAMESPACE]: ur, [MESSAGES_NAMESPACE]: messagesUr },
  },
  // Everything is bundled: the instance is ready when this module has loaded.
  initAsync: false,
  // Mails escape what they put in HTML themselves (mail/html-escape.ts); answers are JSON.
  interpolation: { escapeValue: false },
  returnNull: false,
  // English texts are the keys' values, never namespaces: a ':' in one means nothing.
  nsSeparator: false,
});

export type Texts = TFunction;

/** The catalogue's texts in `language`: `t('mail.otp.ignore')`. */
export const textsIn = (language: Language): Texts => i18n.getFixedT(language, API_NAMESPACE);

/**
 * The language an `Accept-Language` header prefers among ours ('en', 'ur', any region: 'ur-PK'),
 * by its q-values; English when it names neither.
 */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LANGUAGE;
  let best: Language = DEFAULT_LANGUAGE;
  let bestWeight = 0;
  for (const range of value.split(',')) {
    const [tag, ...params] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

/** The language a request asks for (the storefront sends `Accept-Language: en|ur` on every call). */
export const requestLanguage = (request: { headers: Record<string, string | string[] | undefined> }): Language =>
  languageOfHeader(request.headers['accept-language']);
