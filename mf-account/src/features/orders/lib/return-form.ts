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
import { keyText, rawText, type ShownText } from '../../../lib/shown-text';

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
  Record<'items' | 'reason' | 'unused' | 'details' | 'refund' | 'account' | 'photos', ShownText>
>;

type ReturnMessageKey = keyof typeof RETURN_MESSAGES;

/** One of the shared return messages, as this app's catalogue words it (the same English). */
const returnMessage = (key: ReturnMessageKey): ShownText => keyText(`returns.messages.${key}`);

const RETURN_MESSAGE_KEYS = new Map(
  Object.entries(RETURN_MESSAGES).map(([key, text]) => [text as string, key as ReturnMessageKey]),
);

/** A message the API sent about the form: one of the shared return messages, or its own words. */
export function returnMessageOf(text: string): ShownText {
  const key = RETURN_MESSAGE_KEYS.get(text);
  return key ? returnMessage(key) : rawText(text);
}

/** A photo the browser could not read: said by its name. */
export class PhotoUnreadableError extends Error {
  constructor(readonly fileName: string) {
    super(`Could not read ${fileName}`);
  }
}

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
  let error: ShownText | undefined;
  for (const line of options.lines) {
    const typed = (values.quantities[line.orderItemId] ?? '').trim();
    if (typed === '' || typed === '0') continue;
    const qty = Number(typed);
    if (!/^\d+$/.test(typed) || qty > line.returnableQty) {
      error ??= keyText('returns.form.qtyError', { max: line.returnableQty, name: line.name });
      continue;
    }
    if (line.onlyShopError && values.reason === 'changed_mind') error ??= rawText(line.onlyShopError);
    items.push({ orderItemId: line.orderItemId, qty });
  }
  if (!error && items.length === 0) error = returnMessage('itemsRequired');
  return { items, error };
}

function photoError(photos: File[]): ShownText | undefined {
  if (photos.length > MAX_RETURN_PHOTOS) return returnMessage('photosTooMany');
  if (photos.some((p) => !(RETURN_PHOTO_TYPES as readonly string[]).includes(p.type)))
    return returnMessage('photoType');
  if (photos.some((p) => p.size > MAX_RETURN_PHOTO_BYTES)) return returnMessage('photoSize');
  return undefined;
}

export function checkReturnForm(options: ReturnOptions, values: ReturnFormValues): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  const { error } = chosenItems(options, values);
  if (error) errors.items = error;
  if (!values.reason) errors.reason = returnMessage('reasonRequired');
  if (values.reason === 'changed_mind' && !values.unused) errors.unused = returnMessage('unusedRequired');
  if (values.details.trim().length > RETURN_DETAILS_MAX) errors.details = returnMessage('detailsMax');
  if (values.reason === 'damaged') {
    errors.photos = values.photos.length === 0 ? returnMessage('photosRequired') : photoError(values.photos);
    if (!errors.photos) delete errors.photos;
  }
  if (options.paymentMethod === 'cod') {
    const bank = values.refundMethod === 'bank';
    if (!values.refundMethod) errors.refund = returnMessage('refundMethodRequired');
    else if (!values.account.trim()) {
      errors.account = returnMessage(bank ? 'ibanRequired' : 'walletRequired');
    } else if (readRefundAccount(values.refundMethod, values.account) === null) {
      errors.account = returnMessage(bank ? 'ibanInvalid' : 'walletInvalid');
    }
  }
  return errors;
}

const readAsBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve((typeof reader.result === 'string' ? reader.result : '').replace(/^data:[^,]*;base64,/, ''));
    reader.onerror = () => reject(new PhotoUnreadableError(file.name));
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
