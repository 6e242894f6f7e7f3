import './catalogues';
export {
  LANGUAGES,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromCookie,
  languageCookie,
  directionOf,
  documentAttributes,
  localeOf,
  type Language,
  type TextDirection,
} from './languages';
export { i18n, registerCatalogue, instanceFor, type Catalogue } from './instance';
export { LanguageProvider, Trans, useT, useLanguage, useFormat, useMessageText } from './react';
export { translateMessage, MESSAGES_NAMESPACE } from './messages';
export {
  applyDocumentLanguage,
  rememberedLanguage,
  startInLanguage,
  switchLanguage,
  onLanguageChange,
} from './browser';
export { SHARED_NAMESPACE } from './catalogues';
