// The order confirmation mail: sent when a cash-on-delivery order is placed, or when a card
// payment succeeds. In the customer's language (users.language).
import type { DayRange } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { languageOf, textsIn } from '../../i18n';
import { formatMailDate } from '../mail/format-date';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/templates';
import { findOrderConfirmation } from './orders-repository';
import { expectedDeliveryDate } from './order-status';

/** `deliveryDays`: the shop's delivery promise (config.policies), whose last day the mail names. */
export async function sendOrderConfirmation(
  db: Queryable,
  mailer: Mailer,
  orderId: number,
  deliveryDays: DayRange,
): Promise<void> {
  const order = await findOrderConfirmation(db, orderId);
  if (!order) return;
  const language = languageOf(order.language);
  const t = textsIn(language);
  await mailer.send(
    orderConfirmationMail(
      order.email,
      {
        number: order.number,
        confirmed: order.status === 'confirmed',
        customerName: order.name,
        paymentLabel: t(`mail.order.paymentMethods.${order.payment_method}`),
        courierName: order.courier_name,
        courierCost: Number(order.courier_cost),
        subTotal: Number(order.sub_total),
        grandTotal: Number(order.grand_total),
        address: t('mail.order.address', {
          street: order.address_text,
          city: order.address_city,
          state: order.address_state,
          postalCode: order.address_postal_code,
        }),
        items: order.items,
        deliveryDays,
        expectedBy: formatMailDate(expectedDeliveryDate(new Date(order.created_at), deliveryDays.max), language),
      },
      language,
    ),
  );
}
