// Returns, end to end: what a delivered order offers, a request (checked again here: a page alone
// is never trusted), and the shop's steps requested → approved → received → refunded, or rejected.
// Services refuse with domain errors (see domain-errors.ts); the routes and the command answer them.
import type {
  CreateReturnRequest,
  ReturnOptions,
  ReturnRequest,
  ReturnStatus,
  ShopPolicies,
} from '@storefront/shared/types';
import { readRefundAccount, RETURN_MESSAGES } from '@storefront/shared/validation';
import type { Database, Queryable } from '../../db/types';
import { echoed } from '../../http/errors';
import { languageOf } from '../../i18n';
import { productImageUrl } from '../../media/media-urls';
import { slugify } from '../../seed/slugify';
import { invalid, missing, refusedNow } from '../domain-errors';
import type { Mailer } from '../mail/mailer';
import { returnRefundedMail, returnRejectedMail, returnRequestedMail } from '../mail/return-templates';
import { checkPhotos } from './return-photos';
import {
  isShopError,
  neverReturnable,
  onlyForShopError,
  RETURN_REFUSALS,
  returnableUntil,
  returnTransitionError,
} from './return-policy';
import {
  findOrderForReturn,
  findReturn,
  findReturnRecipient,
  insertReturn,
  lockOrderForReturn,
  lockReturn,
  orderLinesForReturn,
  refundFigures,
  restockReturn,
  setReturnStatus,
  shippingAlreadyRefunded,
  type DeliveredOrderRow,
  type OrderLineRow,
} from './returns-repository';

export interface ReturnDeps {
  db: Database;
  mailer: Mailer;
  policies: ShopPolicies;
  /** Absolute URL of a storefront page, for the links in mails. */
  siteUrl: (path: string) => string;
}

/** Where the shopper prints a return's label (My Orders shows it). */
export const labelPath = (number: string) => `/account/orders?label=${encodeURIComponent(number)}`;

/** Refuses an order that is not the caller's, not delivered, or past the return window. */
function checkReturnable(
  order: DeliveredOrderRow | null,
  customerId: number,
  windowDays: number,
  now: Date,
): { order: DeliveredOrderRow; deliveredAt: Date; until: Date } {
  // Someone else's order answers as one that does not exist: ids are not revealed.
  if (!order || order.customer_id !== customerId) throw missing(RETURN_REFUSALS.orderNotFound);
  if (order.status !== 'delivered' || !order.delivery_date)
    throw refusedNow(RETURN_REFUSALS.notDelivered(order.number));
  const deliveredAt = new Date(order.delivery_date);
  const until = returnableUntil(deliveredAt, windowDays);
  if (now > until) throw refusedNow(RETURN_REFUSALS.windowClosed(order.number, windowDays));
  return { order, deliveredAt, until };
}

const linePhoto = (line: OrderLineRow) => line.photo ?? productImageUrl(line.product_slug ?? slugify(line.name), 1);

const categoriesOf = (line: OrderLineRow) => ({ categorySlugs: line.category_slugs ?? [] });

export async function returnOptions(
  db: Queryable,
  policies: ShopPolicies,
  customerId: number,
  orderId: number,
  now = new Date(),
): Promise<ReturnOptions> {
  const { order, deliveredAt, until } = checkReturnable(
    await findOrderForReturn(db, orderId),
    customerId,
    policies.returnWindowDays,
    now,
  );
  const lines = await orderLinesForReturn(db, order.id);
  return {
    orderId: order.id,
    orderNumber: order.number,
    paymentMethod: order.payment_method,
    deliveredAt: deliveredAt.toISOString(),
    returnableUntil: until.toISOString(),
    lines: lines.map((line) => ({
      orderItemId: line.id,
      productId: line.product_id,
      name: line.name,
      photo: linePhoto(line),
      price: line.price,
      qty: line.qty,
      returnableQty: Math.max(0, line.qty - line.taken),
      nonReturnable: neverReturnable(categoriesOf(line)),
      onlyShopError: onlyForShopError(categoriesOf(line)),
    })),
  };
}

/** The request as the schema left it, checked against the order under its row lock. */
export async function createReturn(
  deps: ReturnDeps,
  customerId: number,
  input: CreateReturnRequest,
  now = new Date(),
): Promise<ReturnRequest> {
  const photos = checkPhotos(input.photos);
  const shopError = isShopError(input.reason);
  if (input.reason === 'damaged' && photos.length === 0) {
    throw invalid(RETURN_MESSAGES.photosRequired, { photos: RETURN_MESSAGES.photosRequired });
  }
  if (input.reason === 'changed_mind' && input.unused !== true) {
    throw invalid(RETURN_MESSAGES.unusedRequired, { unused: RETURN_MESSAGES.unusedRequired });
  }
  // The same line twice in one request counts once, with the quantities added.
  const wanted = new Map<number, number>();
  for (const item of input.items) wanted.set(item.orderItemId, (wanted.get(item.orderItemId) ?? 0) + item.qty);

  const created = await deps.db.transaction(async (tx) => {
    const { order } = checkReturnable(
      await lockOrderForReturn(tx, input.orderId),
      customerId,
      deps.policies.returnWindowDays,
      now,
    );
    let refundTo: { method: 'bank' | 'wallet'; account: string } | null = null;
    if (order.payment_method === 'cod') {
      if (!input.refundTo)
        throw invalid(RETURN_REFUSALS.refundToRequired, { refundTo: RETURN_REFUSALS.refundToRequired });
      const account = readRefundAccount(input.refundTo.method, input.refundTo.account);
      const message = input.refundTo.method === 'bank' ? RETURN_MESSAGES.ibanInvalid : RETURN_MESSAGES.walletInvalid;
      if (!account) throw invalid(message, { 'refundTo.account': message });
      refundTo = { method: input.refundTo.method, account };
    }
    // Read under the order's lock: a second request for the same units waits, then sees this one.
    const lines = await orderLinesForReturn(tx, order.id);
    for (const [orderItemId, qty] of wanted) {
      const line = lines.find((l) => l.id === orderItemId);
      if (!line) throw invalid(RETURN_REFUSALS.lineNotInOrder, { items: RETURN_REFUSALS.lineNotInOrder });
      const never = neverReturnable(categoriesOf(line));
      if (never) throw refusedNow(never, { items: never });
      const onlyShop = onlyForShopError(categoriesOf(line));
      if (onlyShop && !shopError) throw refusedNow(onlyShop, { items: onlyShop });
      const left = line.qty - line.taken;
      if (qty > left) {
        const message = RETURN_REFUSALS.tooMany(line.name, left);
        throw refusedNow(message, { items: message });
      }
    }
    return insertReturn(tx, {
      orderId: order.id,
      customerId,
      reason: input.reason,
      details: input.details?.trim() || null,
      refundTo,
      items: [...wanted].map(([orderItemId, qty]) => ({ orderItemId, qty })),
      photos,
    });
  });
  const request = (await findReturn(deps.db, { id: created.id }))!;
  await mailShopper(deps, request, returnRequestedMail);
  return request;
}

/** One of the caller's returns by number; another customer's answers as not found. */
export async function customerReturn(db: Queryable, customerId: number, number: string): Promise<ReturnRequest> {
  const found = await findReturn(db, { number: number.trim().toUpperCase() });
  if (!found) throw missing(RETURN_REFUSALS.returnNotFound);
  const { rows } = await db.query<{ customer_id: number }>('SELECT customer_id FROM returns WHERE id = $1', [found.id]);
  if (rows[0]?.customer_id !== customerId) throw missing(RETURN_REFUSALS.returnNotFound);
  return found;
}

type MailOf = typeof returnRequestedMail;

async function mailShopper(deps: ReturnDeps, request: ReturnRequest, mail: MailOf): Promise<void> {
  const who = await findReturnRecipient(deps.db, request.id);
  if (!who) return;
  await deps.mailer.send(
    mail(who.email, request, {
      customerName: who.name,
      labelUrl: deps.siteUrl(labelPath(request.number)),
      refundDays: deps.policies.refundDays,
      language: languageOf(who.language),
    }),
  );
}

export interface ReturnChange {
  number: string;
  orderNumber: string;
  from: ReturnStatus;
  to: ReturnStatus;
  refundAmount: number | null;
  shippingRefunded: boolean;
}

/** One line for people: "Return RT-2611-000001 (order SF-2611-000123): approved → received (stock restored)". */
export function describeReturnChange(change: ReturnChange): string {
  const note =
    change.to === 'received'
      ? ' (stock restored)'
      : change.to === 'refunded'
        ? ` (refund Rs ${change.refundAmount?.toLocaleString('en-PK')}${change.shippingRefunded ? ', shipping included' : ''}: pay it to the shopper's refund destination)`
        : '';
  return `Return ${change.number} (order ${change.orderNumber}): ${change.from} → ${change.to}${note}`;
}

export const REJECTION_REASON_REQUIRED = 'A rejection needs a reason the shopper can read';

/**
 * The shop moves a return one step. 'received' puts its units back in stock; 'refunded' records
 * the amount (the lines' prices, plus the order's shipping once when the shop was at fault) and
 * mails the shopper, as 'rejected' does with its reason.
 */
export async function changeReturnStatus(
  deps: Omit<ReturnDeps, 'siteUrl'> & { siteUrl?: ReturnDeps['siteUrl'] },
  number: string,
  to: ReturnStatus,
  rejectionReason?: string,
): Promise<ReturnChange> {
  const reason = rejectionReason?.trim();
  if (to === 'rejected' && !reason) throw invalid(REJECTION_REASON_REQUIRED, { reason: REJECTION_REASON_REQUIRED });
  const change = await deps.db.transaction(async (tx) => {
    const found = await lockReturn(tx, number);
    if (!found) throw missing(`Return ${echoed(number)} not found`);
    const refused = returnTransitionError(found.number, found.status, to);
    if (refused) throw refusedNow(refused);
    let refundAmount: number | null = null;
    let shippingRefunded = false;
    if (to === 'received') await restockReturn(tx, found.id);
    if (to === 'refunded') {
      const figures = await refundFigures(tx, found.id);
      shippingRefunded = isShopError(found.reason) && !(await shippingAlreadyRefunded(tx, found.order_id, found.id));
      refundAmount = figures.items + (shippingRefunded ? figures.shipping : 0);
    }
    await setReturnStatus(tx, found.id, to, {
      rejectionReason: to === 'rejected' ? reason : undefined,
      refundAmount: refundAmount ?? undefined,
      shippingRefunded: to === 'refunded' ? shippingRefunded : undefined,
    });
    return { id: found.id, from: found.status };
  });
  const request = (await findReturn(deps.db, { id: change.id }))!;
  if (to === 'refunded' || to === 'rejected') {
    await mailShopper(
      { ...deps, siteUrl: deps.siteUrl ?? ((path) => path) },
      request,
      to === 'refunded' ? returnRefundedMail : returnRejectedMail,
    );
  }
  return {
    number: request.number,
    orderNumber: request.orderNumber,
    from: change.from,
    to,
    refundAmount: request.refundAmount,
    shippingRefunded: request.shippingRefunded,
  };
}
