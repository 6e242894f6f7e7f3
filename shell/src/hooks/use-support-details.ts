import { getRuntimeConfig, type RuntimeConfig } from '@storefront/shared/config';

export type SupportDetails = RuntimeConfig['support'];

/** The shop's support contacts come from the runtime config, so they change without a rebuild. */
export function useSupportDetails(): SupportDetails {
  return getRuntimeConfig().support;
}
