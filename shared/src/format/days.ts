import type { DayRange } from '@storefront/shared/types';

/** '3-5 business days', '2 business days', '1 business day': a range as the policy texts say it. */
export function formatBusinessDays({ min, max }: DayRange, language: 'en' | 'ur' = 'en'): string {
  const days = min === max ? String(min) : `${min}-${max}`;
  if (language === 'ur') return `${days} کاروباری دن`;
  return `${days} business ${min === max && min === 1 ? 'day' : 'days'}`;
}
