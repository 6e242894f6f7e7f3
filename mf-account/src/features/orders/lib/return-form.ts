// The return form's values and their checks, with the shared rules the API applies again.
import type { CreateReturnRequest, RefundMethod, ReturnOptions, ReturnReason } from '@storefront/shared/types';
import {
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_PHOTOS,
  readRefundAccount,
  RETURN_DETAILS_MAX,
  RETURN_MESSAGES,
  RETURN_PHOTO_TYPES,
} from '@storefront/shared/validation';

export interface ReturnFormValues {
  /** Units to return per order line id ('' or '0': none). */
  quantities: Record<number, string>;
  reason: ReturnReason | '';
  unused: boolean;
  details: string;
  refundMethod: RefundMethod | '';
  account: string;
  photos: File[];
}

export type ReturnFormErrors = Partial<
  Record<'items' | 'reason' | 'unused' | 'details' | 'refund' | 'account' | 'photos', string>
>;

export const emptyReturnForm = (): ReturnFormValues => ({
  quantities: {},
  reason: '',
  unused: false,
  details: '',
  refundMethod: '',
  account: '',
  photos: [],
});

/** The lines and quantities chosen; a quantity that is not a whole number in range is an error. */
function chosenItems(options: ReturnOptions, values: ReturnFormValues) {
  const items: { orderItemId: number; qty: number }[] = [];
  let error: string | undefined;
  for (const line of options.lines) {
    const typed = (values.quantities[line.orderItemId] ?? '').trim();
    if (typed === '' || typed === '0') continue;
    const qty = Number(typed);
    if (!/^\d+$/.test(typed) || qty > line.returnableQty) {
      error ??= `Enter a quantity from 0 to ${line.returnableQty} for ${line.name}`;
      continue;
    }
    if (line.onlyShopError && values.reason === 'changed_mind') error ??= line.onlyShopError;
    items.push({ orderItemId: line.orderItemId, qty });
  }
  if (!error && items.length === 0) error = RETURN_MESSAGES.itemsRequired;
  return { items, error };
}

function photoError(photos: File[]): string | undefined {
  if (photos.length > MAX_RETURN_PHOTOS) return RETURN_MESSAGES.photosTooMany;
  if (photos.some((p) => !(RETURN_PHOTO_TYPES as readonly string[]).includes(p.type))) return RETURN_MESSAGES.photoType;
  if (photos.some((p) => p.size > MAX_RETURN_PHOTO_BYTES)) return RETURN_MESSAGES.photoSize;
  return undefined;
}

export function checkReturnForm(options: ReturnOptions, values: ReturnFormValues): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  const { error } = chosenItems(options, values);
  if (error) errors.items = error;
  if (!values.reason) errors.reason = RETURN_MESSAGES.reasonRequired;
  if (values.reason === 'changed_mind' && !values.unused) errors.unused = RETURN_MESSAGES.unusedRequired;
  if (values.details.trim().length > RETURN_DETAILS_MAX) errors.details = RETURN_MESSAGES.detailsMax;
  if (values.reason === 'damaged') {
    errors.photos = values.photos.length === 0 ? RETURN_MESSAGES.photosRequired : photoError(values.photos);
    if (!errors.photos) delete errors.photos;
  }
  if (options.paymentMethod === 'cod') {
    if (!values.refundMethod) errors.refund = RETURN_MESSAGES.refundMethodRequired;
    else if (!values.account.trim()) {
      errors.account = values.refundMethod === 'bank' ? RETURN_MESSAGES.ibanRequired : RETURN_MESSAGES.walletRequired;
    } else if (readRefundAccount(values.refundMethod, values.account) === null) {
      errors.account = values.refundMethod === 'bank' ? RETURN_MESSAGES.ibanInvalid : RETURN_MESSAGES.walletInvalid;
    }
  }
  return errors;
}

const readAsBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve((typeof reader.result === 'string' ? reader.result : '').replace(/^data:[^,]*;base64,/, ''));
    reader.onerror = () => reject(new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });

/** The request the API takes, once the form has passed its checks. */
export async function toReturnRequest(options: ReturnOptions, values: ReturnFormValues): Promise<CreateReturnRequest> {
  const reason = values.reason as ReturnReason;
  return {
    orderId: options.orderId,
    items: chosenItems(options, values).items,
    reason,
    details: values.details.trim() || undefined,
    unused: reason === 'changed_mind' ? values.unused : undefined,
    refundTo:
      options.paymentMethod === 'cod' && values.refundMethod
        ? { method: values.refundMethod, account: values.account }
        : undefined,
    photos:
      reason === 'damaged'
        ? await Promise.all(values.photos.map(async (p) => ({ type: p.type, data: await readAsBase64(p) })))
        : undefined,
  };
}
