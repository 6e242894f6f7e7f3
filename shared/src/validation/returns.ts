// Return requests: the reasons, the refund destination of a cash-on-delivery order (a Pakistani
// IBAN or a mobile wallet number) and the photo limits. The return form and the API read these
// same rules and messages.
import * as yup from 'yup';
import type { RefundMethod, ReturnReason } from '../types/returns';
import { PHONE_REGEX } from './fields';

export const RETURN_REASONS: readonly { value: ReturnReason; label: string }[] = [
  { value: 'changed_mind', label: 'Changed my mind' },
  { value: 'damaged', label: 'Damaged or defective' },
  { value: 'wrong_item', label: 'Wrong item received' },
];

/** The reasons that are the shop's error: it pays the return shipping and refunds the original shipping. */
export const SHOP_ERROR_REASONS: readonly ReturnReason[] = ['damaged', 'wrong_item'];

export const REFUND_METHODS: readonly { value: RefundMethod; label: string }[] = [
  { value: 'bank', label: 'Bank account (IBAN)' },
  { value: 'wallet', label: 'Mobile wallet (JazzCash, Easypaisa)' },
];

export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_PHOTO_BYTES = 2 * 1024 * 1024;
export const RETURN_DETAILS_MAX = 1000;

export const RETURN_MESSAGES = {
  orderRequired: 'Choose the order to return items from',
  itemsRequired: 'Choose at least one item to return',
  qtyMin: 'Quantity to return must be at least 1',
  reasonRequired: 'Choose why you are returning the items',
  unusedRequired: 'Please confirm the items are unused and in their original packaging',
  photosRequired: 'Please add at least one photo of the damage or defect',
  photosTooMany: `Add at most ${MAX_RETURN_PHOTOS} photos`,
  photoType: 'Photos must be JPEG, PNG or WebP images',
  photoSize: `Each photo must be at most ${MAX_RETURN_PHOTO_BYTES / 1024 / 1024} MB`,
  detailsMax: `Details must be at most ${RETURN_DETAILS_MAX} characters`,
  refundMethodRequired: 'Choose how you want your refund: bank account or mobile wallet',
  ibanRequired: 'IBAN is required',
  ibanInvalid: 'Enter a valid Pakistani IBAN: PK, 2 digits, 4 letters and 16 digits (24 characters)',
  walletRequired: 'Mobile wallet number is required',
  walletInvalid: 'Enter a valid mobile wallet number. Format: 03XXXXXXXXX',
} as const;

/** 'pk36 scbl 0000-0011 2345 6702' → 'PK36SCBL0000001123456702'. */
export const normaliseIban = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/** PK + 2 check digits + 4-letter bank code + 16-digit account: 24 characters. */
export const PK_IBAN_REGEX = /^PK\d{2}[A-Z]{4}\d{16}$/;

/** The shape, and the IBAN check digits (ISO 13616: the number read as base 36, modulo 97, is 1). */
export function isPakistanIban(typed: string): boolean {
  const iban = normaliseIban(typed);
  if (!PK_IBAN_REGEX.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** A mobile wallet is a mobile number: '0300-1234567' and '+92 300 1234567' become '03001234567'. */
export const normaliseWallet = (typed: string): string =>
  typed.replace(/[\s-]+/g, '').replace(/^(?:\+|00)?92(3\d{9})$/, '0$1');

/** The account as stored and shown, or null when it does not fit its method. */
export function readRefundAccount(method: RefundMethod, typed: string): string | null {
  if (method === 'bank') return isPakistanIban(typed) ? normaliseIban(typed) : null;
  const wallet = normaliseWallet(typed);
  return PHONE_REGEX.test(wallet) ? wallet : null;
}

/** The refund destination of a cash-on-delivery order, as the form and the API check it. */
export const refundDestinationSchema = yup.object({
  method: yup
    .string<RefundMethod>()
    .required(RETURN_MESSAGES.refundMethodRequired)
    .oneOf(['bank', 'wallet'], RETURN_MESSAGES.refundMethodRequired),
  account: yup
    .string()
    .trim()
    .when('method', {
      is: 'bank',
      then: (s) =>
        s
          .required(RETURN_MESSAGES.ibanRequired)
          .test('iban', RETURN_MESSAGES.ibanInvalid, (v) => !v || isPakistanIban(v)),
      otherwise: (s) =>
        s
          .required(RETURN_MESSAGES.walletRequired)
          .test('wallet', RETURN_MESSAGES.walletInvalid, (v) => !v || readRefundAccount('wallet', v) !== null),
    }),
});

const wholeNumber = (message: string) => yup.number().typeError(message).required(message).integer(message);

/** `POST /return/create`: what the API checks before it looks at the order (photos are checked there too). */
export const createReturnSchema = yup.object({
  orderId: wholeNumber(RETURN_MESSAGES.orderRequired).min(1, RETURN_MESSAGES.orderRequired),
  items: yup
    .array(
      yup.object({
        orderItemId: wholeNumber(RETURN_MESSAGES.itemsRequired).min(1, RETURN_MESSAGES.itemsRequired),
        qty: wholeNumber(RETURN_MESSAGES.qtyMin).min(1, RETURN_MESSAGES.qtyMin),
      }),
    )
    .required(RETURN_MESSAGES.itemsRequired)
    .min(1, RETURN_MESSAGES.itemsRequired)
    .max(100, RETURN_MESSAGES.itemsRequired),
  reason: yup
    .string<ReturnReason>()
    .required(RETURN_MESSAGES.reasonRequired)
    .oneOf(
      RETURN_REASONS.map((r) => r.value),
      RETURN_MESSAGES.reasonRequired,
    ),
  details: yup.string().trim().max(RETURN_DETAILS_MAX, RETURN_MESSAGES.detailsMax).optional(),
  unused: yup.boolean().optional(),
  refundTo: refundDestinationSchema.default(undefined).optional(),
  photos: yup
    .array(yup.object({ type: yup.string().required(RETURN_MESSAGES.photoType), data: yup.string().required() }))
    .max(MAX_RETURN_PHOTOS, RETURN_MESSAGES.photosTooMany)
    .optional(),
});
