// The part of the API configuration the commerce routes read.
import type { AppConfig } from '../config';

export type CommerceConfig = Pick<
  AppConfig,
  | 'nodeEnv'
  | 'publicOrigin'
  | 'smtpUrl'
  | 'mailFrom'
  | 'stripeSecretKey'
  | 'stripeWebhookSecret'
  | 'jazzcash'
  | 'easypaisa'
  | 'paymentTestGateway'
  | 'cardPaymentTimeoutMinutes'
  | 'maxWaitingOrders'
  | 'maxWaitingUnitsPerProduct'
  | 'sessionIdleMinutes'
  | 'devOutbox'
  | 'policies'
>;

const origin = (config: CommerceConfig) => config.publicOrigin.replace(/\/+$/, '');

/** Absolute URL of an API path as the browser reaches it through the storefront origin. */
export const publicApiUrl = (config: CommerceConfig, path: string): string => `${origin(config)}/api/api${path}`;

export const publicSiteUrl = (config: CommerceConfig, path: string): string => `${origin(config)}${path}`;
