// The order confirmation mail: sent when a cash-on-delivery order is placed, or when a card
// payment succeeds.
import type { DayRange } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { formatMailDate } from '../mail/format-date';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/templates';
import { findOrder, findOrderRecipient } from './orders-repository';
import { expectedDeliveryDate } from './order-status';

const PAYMENT_LABELS = {
  cod: 'Cash On Delivery',
  stripe: 'Card (paid)',
  jazzcash: 'JazzCash (paid)',
  easypaisa: 'Easypaisa (paid)',
} as const;

/** `deliveryDays`: the shop's delivery promise (config.policies), whose last day the mail names. */
export async function sendOrderConfirmation(
  db: Queryable,
  mailer: Mailer,
  orderId: number,
  deliveryDays: DayRange,
): Promise<void> {
  const [order, who] = await Promise.all([findOrder(db, orderId), findOrderRecipient(db, orderId)]);
  if (!order || !who) return;
  await mailer.send(
    orderConfirmationMail(who.email, {
      number: order.number,
      confirmed: order.status === 'confirmed',
      customerName: who.name,
      paymentLabel: PAYMENT_LABELS[order.paymentMethod],
      courierName: order.courier.name,
      courierCost: order.courierCost,
      subTotal: order.subTotal,
      grandTotal: order.grandTotal,
      address: `${who.address_text}, ${who.address_city}, ${who.address_state} ${who.address_postal_code}, Pakistan`,
      items: order.orderItems,
      deliveryDays,
      expectedBy: formatMailDate(expectedDeliveryDate(new Date(order.createdAt), deliveryDays.max)),
    }),
  );
}
