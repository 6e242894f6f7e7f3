// Easypaisa hosted checkout (Easypay "plug-in" integration, mobile account): the browser posts a
// form to Easypay's Index.jsf whose merchantHashedReq is the request's fields, sorted by name as
// name=value joined with '&', encrypted with AES (ECB, PKCS5 padding) under the store's hash key,
// in Base64. Easypay then sends the browser back to the postBackURL twice: first with an
// auth_token, which the browser posts to Confirm.jsf, then with the result. The result the
// browser carries is unsigned and never trusted: an order is marked paid only by Easypay's
// instant payment notification (IPN), whose details are read from Easypay itself.
import { createCipheriv } from 'node:crypto';
import type { EasypaisaKeys } from '../../config';

export type EasypaisaFields = Record<string, string>;

/** merchantHashedReq of the request fields (sorted by name; empty values left out). */
export function easypaisaHashedRequest(fields: EasypaisaFields, hashKey: string): string {
  const plain = Object.keys(fields)
    .filter((name) => name !== 'merchantHashedReq' && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  const key = Buffer.from(hashKey, 'utf8');
  const cipher = createCipheriv(`aes-${key.length * 8}-ecb`, key, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Easypay writes amounts with one decimal place: Rs 1,250 is "1250.0". */
export const toEasypaisaAmount = (rupees: number): string => rupees.toFixed(1);

/** yyyyMMdd HHmmss in Pakistan time (UTC+5), the form of expiryDate. */
export function easypaisaExpiry(ms: number): string {
  const pkt = new Date(ms + 5 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${pkt.getUTCFullYear()}${two(pkt.getUTCMonth() + 1)}${two(pkt.getUTCDate())} ` +
    `${two(pkt.getUTCHours())}${two(pkt.getUTCMinutes())}${two(pkt.getUTCSeconds())}`
  );
}

export const easypaisaCheckoutUrl = (keys: EasypaisaKeys): string => `${keys.baseUrl}/easypay/Index.jsf`;
export const easypaisaConfirmUrl = (keys: EasypaisaKeys): string => `${keys.baseUrl}/easypay/Confirm.jsf`;

export interface EasypaisaRequestInput {
  ref: string;
  grandTotal: number;
  email: string;
  postBackUrl: string;
  nowMs: number;
  expiresInMinutes: number;
}

/** The form the browser posts to Easypay's hosted checkout, with its merchantHashedReq. */
export function easypaisaRequestFields(keys: EasypaisaKeys, input: EasypaisaRequestInput): EasypaisaFields {
  const fields: EasypaisaFields = {
    storeId: keys.storeId,
    amount: toEasypaisaAmount(input.grandTotal),
    postBackURL: input.postBackUrl,
    orderRefNum: input.ref,
    expiryDate: easypaisaExpiry(input.nowMs + input.expiresInMinutes * 60_000),
    autoRedirect: '1',
    paymentMethod: 'MA_PAYMENT_METHOD',
    emailAddr: input.email,
  };
  return { ...fields, merchantHashedReq: easypaisaHashedRequest(fields, keys.hashKey) };
}

/**
 * The IPN names a URL on Easypay where the transaction's details are read. Only a URL on the
 * configured Easypay itself is ever fetched: anyone can call the notification URL, and a URL of
 * their own would answer whatever they like.
 */
export function easypaisaIpnDetailsUrl(keys: EasypaisaKeys, raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const base = new URL(keys.baseUrl);
  if (url.origin !== base.origin || url.username || url.password) return null;
  return url;
}

/** The details Easypay gives for a transaction (the fields this shop reads). */
export interface EasypaisaTransaction {
  orderId: string;
  storeId: string;
  status: string;
  amount: string;
  transactionId: string;
}

export function readEasypaisaTransaction(body: unknown): EasypaisaTransaction | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const tx = {
    orderId: text(b.order_id),
    storeId: text(b.store_id),
    status: text(b.transaction_status).toUpperCase(),
    amount: text(b.transaction_amount),
    transactionId: text(b.transaction_id),
  };
  return tx.orderId && tx.storeId && tx.status ? tx : null;
}

/** PAID is paid; a transaction that failed or ran out of time is a failed payment; others wait. */
export function easypaisaOutcome(status: string): 'paid' | 'waiting' | 'failed' {
  if (status === 'PAID') return 'paid';
  if (status === 'FAILED' || status === 'EXPIRED' || status === 'DROPPED' || status === 'REVERSED') return 'failed';
  return 'waiting';
}

/** The amount Easypay reports equals the order's grand total in rupees ("1250.0", "1250"). */
export const easypaisaAmountMatches = (reported: string, rupees: number): boolean =>
  /^\d+(\.\d{1,2})?$/.test(reported) && Math.round(Number(reported) * 100) === rupees * 100;

/** Reads a transaction's details from Easypay, within 10 seconds; null when none can be read. */
export async function fetchEasypaisaTransaction(url: URL): Promise<EasypaisaTransaction | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
    if (!res.ok) return null;
    return readEasypaisaTransaction(await res.json());
  } catch {
    return null;
  }
}
