// JazzCash hosted checkout ("Page Redirection", version 1.1, mobile wallet): the browser posts a
// signed form to JazzCash, the shopper pays on JazzCash's page, and JazzCash answers twice with
// the same signed fields: a POST of the browser to the return URL, and a server-to-server
// notification (IPN) to the URL registered in the merchant portal. Every message is signed with
// pp_SecureHash: HMAC-SHA256, keyed with the integrity salt, of the salt and the values of every
// non-empty pp_ / ppmpf_ field in the order of their names, joined with '&', in upper-case hex.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { JazzCashKeys } from '../../config';

export type JazzCashFields = Record<string, string>;

/** pp_SecureHash of a set of fields (pp_SecureHash itself and empty values are left out). */
export function jazzcashSecureHash(fields: JazzCashFields, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name !== 'pp_SecureHash' && /^pp(mpf)?_/.test(name) && fields[name] !== '')
    .sort()
    .map((name) => fields[name]);
  return createHmac('sha256', integritySalt)
    .update([integritySalt, ...values].join('&'), 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Whether the fields carry a pp_SecureHash made with this salt (compared in constant time). */
export function jazzcashHashValid(fields: JazzCashFields, integritySalt: string): boolean {
  const given = fields.pp_SecureHash;
  if (typeof given !== 'string' || !/^[0-9A-Fa-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(jazzcashSecureHash(fields, integritySalt), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** JazzCash counts in paisa: whole rupees times 100, with no decimal point. */
export const toJazzCashAmount = (rupees: number): string => String(rupees * 100);

/** yyyyMMddHHmmss in Pakistan time (UTC+5, no daylight saving), as JazzCash reads dates. */
export function jazzcashDateTime(ms: number): string {
  const pkt = new Date(ms + 5 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${pkt.getUTCFullYear()}${two(pkt.getUTCMonth() + 1)}${two(pkt.getUTCDate())}` +
    `${two(pkt.getUTCHours())}${two(pkt.getUTCMinutes())}${two(pkt.getUTCSeconds())}`
  );
}

export const jazzcashCheckoutUrl = (keys: JazzCashKeys): string =>
  `${keys.baseUrl}/CustomerPortal/transactionmanagement/merchantform/`;

export interface JazzCashRequestInput {
  ref: string;
  orderNumber: string;
  grandTotal: number;
  returnUrl: string;
  nowMs: number;
  /** how long the shopper has to pay */
  expiresInMinutes: number;
}

/** The signed form the browser posts to JazzCash's hosted checkout. */
export function jazzcashRequestFields(keys: JazzCashKeys, input: JazzCashRequestInput): JazzCashFields {
  const fields: JazzCashFields = {
    pp_Version: '1.1',
    pp_TxnType: 'MWALLET',
    pp_Language: 'EN',
    pp_MerchantID: keys.merchantId,
    pp_SubMerchantID: '',
    pp_Password: keys.password,
    pp_BankID: '',
    pp_ProductID: '',
    pp_TxnRefNo: input.ref,
    pp_Amount: toJazzCashAmount(input.grandTotal),
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: jazzcashDateTime(input.nowMs),
    pp_BillReference: input.orderNumber,
    // JazzCash refuses <>\*=%/:'|"{} in the description.
    pp_Description: `Order ${input.orderNumber}`.replace(/[<>\\*=%/:'|"{}]/g, ''),
    pp_TxnExpiryDateTime: jazzcashDateTime(input.nowMs + input.expiresInMinutes * 60_000),
    pp_ReturnURL: input.returnUrl,
  };
  return { ...fields, pp_SecureHash: jazzcashSecureHash(fields, keys.integritySalt) };
}

/**
 * What a JazzCash answer says: 000 (and 121, from older wallet accounts) is paid; 124 and 157 are
 * still waiting for the shopper (a voucher, or the wallet's own confirmation): nothing to settle
 * yet; any other code is a failed payment.
 */
export function jazzcashOutcome(responseCode: string | undefined): 'paid' | 'waiting' | 'failed' {
  if (responseCode === '000' || responseCode === '121') return 'paid';
  if (responseCode === '124' || responseCode === '157') return 'waiting';
  return 'failed';
}

/** The signed acknowledgement JazzCash expects in answer to its notification. */
export function jazzcashIpnAnswer(keys: JazzCashKeys, code: string, message: string): JazzCashFields {
  const fields = { pp_ResponseCode: code, pp_ResponseMessage: message };
  return { ...fields, pp_SecureHash: jazzcashSecureHash(fields, keys.integritySalt) };
}
