// The customer's language: 'en' or 'ur', sent as `language` to PUT /customer/language and,
// optionally, with a registration. Checked on its own, beside the route's documented body.
import * as yup from 'yup';
import { LANGUAGES, type Language } from '../../i18n';

export const LANGUAGE_MESSAGES = {
  unknown: 'Language must be en (English) or ur (Urdu)',
};

const languageField = yup.string<Language>().oneOf(LANGUAGES, LANGUAGE_MESSAGES.unknown);

/** PUT /customer/language */
export const languageBody = yup.object({ language: languageField.required(LANGUAGE_MESSAGES.unknown) });

/** The optional `language` of POST /auth/register. */
export const registrationLanguageBody = yup.object({ language: languageField.optional() });
