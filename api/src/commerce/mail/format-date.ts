// Dates in mails read as the pages show them: Pakistan time, en-PK ('Friday, 4 December 2026'),
// or in Urdu with Urdu month and day names and Latin digits ('جمعہ، 4 دسمبر، 2026').
import type { Language } from '../../i18n';

const options: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
};

const longDate: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-PK', options),
  ur: new Intl.DateTimeFormat('ur-PK', { ...options, numberingSystem: 'latn' }),
};

export const formatMailDate = (date: Date, language: Language = 'en'): string => longDate[language].format(date);
