// Dates in mails read as the pages show them: Pakistan time, en-PK ('Friday, 4 December 2026').
const longDate = new Intl.DateTimeFormat('en-PK', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
});

export const formatMailDate = (date: Date): string => longDate.format(date);
