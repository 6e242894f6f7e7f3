// Dates are shown in Pakistan time so every shopper (and every test machine) sees the same day.
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
};
const dateFormats = {
  en: new Intl.DateTimeFormat('en-PK', DATE_OPTIONS),
  // '1 مئی، 2025': Urdu month names, the digits Pakistani shoppers read.
  ur: new Intl.DateTimeFormat('ur-PK', { ...DATE_OPTIONS, numberingSystem: 'latn' }),
};

/** '1 May 2025' (or in Urdu); an empty string for a missing or unreadable date. */
export function formatDate(value: string | number | Date | null | undefined, language: 'en' | 'ur' = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormats[language].format(date);
}
