// The mobile wallets, JazzCash and Easypaisa, as payment providers behind the card's interface
// (card-payments.ts): the provider's hosted checkout when its merchant keys are set, otherwise a
// local test gateway served by this API (only where PAYMENT_TEST_GATEWAY allows it). Every
// attempt gets its own reference, which names its order: O<order id>T<random>, letters and digits
// only and at most 20 characters, as both providers require.
import { randomInt } from 'node:crypto';
import { WALLET_LABELS } from '@storefront/shared/config';
import type { WalletMethod } from '@storefront/shared/types';
import { publicApiUrl, type CommerceConfig } from '../commerce-config';
import type { PaymentProvider } from './card-payments';

export type WalletPayments = Readonly<Record<WalletMethod, PaymentProvider | null>>;

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newWalletRef(orderId: number): string {
  const room = 20 - `O${orderId}T`.length;
  let random = '';
  for (let i = 0; i < room; i++) random += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return `O${orderId}T${random}`;
}

/** The order a wallet reference names, or null when it is not one of ours. */
export function orderIdOfWalletRef(ref: unknown): number | null {
  const match = typeof ref === 'string' ? /^O([1-9]\d{0,9})T[A-Z0-9]+$/.exec(ref) : null;
  return match && match[0].length <= 20 ? Number(match[1]) : null;
}

/** The page of this API the shopper is sent to: the test gateway, or the form to the provider. */
function walletProvider(
  config: CommerceConfig,
  method: WalletMethod,
  provider: PaymentProvider['provider'],
  path: string,
): PaymentProvider {
  return {
    provider,
    startCheckout(order) {
      const ref = newWalletRef(order.id);
      return Promise.resolve({ ref, url: publicApiUrl(config, `${path}/${order.id}?ref=${ref}`) });
    },
    async cancelCheckout() {
      // Neither wallet can withdraw a started checkout; a payment that still arrives for an order
      // no longer pending is not recorded (settle-payment.ts) and is logged to be refunded.
    },
  };
}

export function createWalletPayments(config: CommerceConfig): WalletPayments {
  const build = (method: WalletMethod, configured: boolean): PaymentProvider | null => {
    if (configured) return walletProvider(config, method, method, `/payment/${method}/checkout`);
    return config.paymentTestGateway
      ? walletProvider(config, method, 'wallet-test-gateway', `/payment/wallet/${method}`)
      : null;
  };
  return {
    jazzcash: build('jazzcash', Boolean(config.jazzcash)),
    easypaisa: build('easypaisa', Boolean(config.easypaisa)),
  };
}

export const walletLabel = (method: WalletMethod): string => WALLET_LABELS[method];
