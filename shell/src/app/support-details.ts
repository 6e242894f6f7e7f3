import { getRuntimeConfig, type RuntimeConfig } from '@storefront/shared/config';

export type SupportDetails = RuntimeConfig['support'];

/** The shop's support contacts come from the runtime config, so they change without a rebuild. */
export function useSupportDetails(): SupportDetails {
  return getRuntimeConfig().support;
}

/** "0300-1234567" → "tel:03001234567" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
