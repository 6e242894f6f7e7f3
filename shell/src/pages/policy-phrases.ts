// The policy figures as the company pages say them. The figures come from the API (usePolicies);
// until they are known (the API did not answer) a sentence says the same without a number.
import type { DayRange, ShopPolicies } from '@storefront/shared/types';
import type { PagesT } from './i18n';

type BusinessDays = (range: DayRange) => string;

/** 'within 3 days of delivery' (the return window), or a phrase without a number while it is not known. */
export function returnWindow(t: PagesT, policies: ShopPolicies | null): string {
  return policies ? t('phrases.returnWithin', { count: policies.returnWindowDays }) : t('phrases.returnWindowUnknown');
}

/** 'within 3-5 business days', or `unknown` while the figure is not known. */
export function within(t: PagesT, businessDays: BusinessDays, range: DayRange | undefined, unknown: string): string {
  return range ? t('phrases.within', { days: businessDays(range) }) : unknown;
}
