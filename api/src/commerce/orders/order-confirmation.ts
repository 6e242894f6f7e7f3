// The order confirmation mail: sent when a cash-on-delivery order is placed, or when a card
// payment succeeds.
import type { DayRange } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { formatMailDate } from '../mail/format-date';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/templates';
import { findOrderConfirmation } from './orders-repository';
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
  const order = await findOrderConfirmation(db, orderId);
  if (!order) return;
  await mailer.send(
    orderConfirmationMail(order.email, {
      number: order.number,
      confirmed: order.status === 'confirmed',
      customerName: order.name,
      paymentLabel: PAYMENT_LABELS[order.payment_method],
      courierName: order.courier_name,
      courierCost: Number(order.courier_cost),
      subTotal: Number(order.sub_total),
      grandTotal: Number(order.grand_total),
      address: `${order.address_text}, ${order.address_city}, ${order.address_state} ${order.address_postal_code}, Pakistan`,
      items: order.items,
      deliveryDays,
      expectedBy: formatMailDate(expectedDeliveryDate(new Date(order.created_at), deliveryDays.max)),
    }),
  );
}
