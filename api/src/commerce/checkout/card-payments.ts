// Card payments behind one small interface: Stripe Checkout when STRIPE_SECRET_KEY is set,
// otherwise the local test gateway served by this API. Both end in the same settle code path.
// The mobile wallets (wallet-payments.ts) are providers behind this same interface.
import Stripe from 'stripe';
import { publicApiUrl, publicSiteUrl, type CommerceConfig } from '../commerce-config';
import { newToken } from '../security/secrets';

export interface CheckoutOrder {
  id: number;
  number: string;
  grandTotal: number;
  email: string;
}

export interface CardCheckout {
  /** where the browser goes to pay */
  url: string;
  /** provider reference kept on the payment row (Stripe session id or test-gateway reference) */
  ref: string;
}

export interface CardPayments {
  readonly provider: 'stripe' | 'test-gateway' | 'jazzcash' | 'easypaisa' | 'wallet-test-gateway';
  startCheckout(order: CheckoutOrder): Promise<CardCheckout>;
  /**
   * Best effort, never throws: makes an attempt unpayable at the provider once its order is
   * cancelled or released (a Stripe session is expired; a test-gateway link already stops working
   * because the order is no longer pending).
   */
  cancelCheckout(ref: string): Promise<void>;
}

/** A payment provider, card or wallet: where to pay, and how to stop an attempt. */
export type PaymentProvider = CardPayments;

/** Orders are in Pakistani rupees; Stripe names the currency in lower case. */
export const STRIPE_CURRENCY = 'pkr';

/**
 * Whole rupees as Stripe counts them: PKR is a two-decimal currency for Stripe, so rupees times
 * 100. Used both ways: for the amount a Checkout session asks, and to check the amount a paid
 * session reports against its order.
 */
export const toStripeAmount = (rupees: number): number => rupees * 100;

/**
 * What may be logged about a provider failure: its kind, code and HTTP status only. Never the
 * message or the raw error, which can carry the request (the customer's e-mail) or part of the key.
 */
export function describeProviderFailure(err: unknown): { type: string; code?: string; status?: number } {
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    type?: unknown;
    name?: unknown;
    code?: unknown;
    statusCode?: unknown;
  };
  const type = typeof e.type === 'string' ? e.type : typeof e.name === 'string' ? e.name : typeof err;
  return {
    type,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { status: e.statusCode } : {}),
  };
}

/** Stripe accepts a Checkout session lifetime from 30 minutes to 24 hours. */
export function stripeSessionExpiry(timeoutMinutes: number, nowMs = Date.now()): number {
  const minutes = Math.min(24 * 60, Math.max(30, timeoutMinutes));
  return Math.floor(nowMs / 1000) + minutes * 60;
}

export function createTestGateway(config: CommerceConfig): CardPayments {
  return {
    provider: 'test-gateway',
    startCheckout(order) {
      // A fresh unguessable reference per attempt: only the person sent to this link can pay or
      // decline, and an older link stops working once a retry starts.
      const ref = `gw_${newToken()}`;
      return Promise.resolve({
        ref,
        url: publicApiUrl(config, `/payment/gateway/${order.id}?ref=${encodeURIComponent(ref)}`),
      });
    },
    async cancelCheckout() {
      // Nothing to do: the gateway only takes a payment for a pending order.
    },
  };
}

export function createStripePayments(config: CommerceConfig, client: Stripe): CardPayments {
  return {
    provider: 'stripe',
    async startCheckout(order) {
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: String(order.id),
        customer_email: order.email,
        metadata: { orderId: String(order.id), number: order.number },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: STRIPE_CURRENCY,
              unit_amount: toStripeAmount(order.grandTotal),
              product_data: { name: `Order ${order.number}` },
            },
          },
        ],
        success_url: publicSiteUrl(config, `/order-success?order=${encodeURIComponent(order.number)}`),
        cancel_url: publicSiteUrl(config, `/order-fail?order=${encodeURIComponent(order.number)}`),
        // The session stops taking payment about when the unpaid order is released.
        expires_at: stripeSessionExpiry(config.cardPaymentTimeoutMinutes),
      });
      if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
      return { url: session.url, ref: session.id };
    },
    async cancelCheckout(ref) {
      try {
        await client.checkout.sessions.expire(ref);
      } catch {
        // Already expired or completed: nothing left to stop.
      }
    },
  };
}

/**
 * A shopper waits on the answer: a Stripe that hangs fails within seconds (the SDK's default
 * waits 80 s), and one retry rides out a dropped connection.
 */
const STRIPE_CLIENT_OPTIONS = { timeout: 20_000, maxNetworkRetries: 1 };

export function createCardPayments(config: CommerceConfig): CardPayments {
  return config.stripeSecretKey
    ? createStripePayments(config, new Stripe(config.stripeSecretKey, STRIPE_CLIENT_OPTIONS))
    : createTestGateway(config);
}
