// The policy figures as the company pages say them. The figures come from the API (usePolicies);
// until they are known (the API did not answer) a sentence says the same without a number.
import { formatBusinessDays } from '@storefront/shared/format';
import type { DayRange, ShopPolicies } from '@storefront/shared/types';

/** '3 days' (the return window), or null while it is not known. */
export function returnWindow(policies: ShopPolicies | null): string | null {
  if (!policies) return null;
  const days = policies.returnWindowDays;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** 'within 3-5 business days', or `unknown` while the figure is not known. */
export function within(range: DayRange | undefined, unknown: string): string {
  return range ? `within ${formatBusinessDays(range)}` : unknown;
}
