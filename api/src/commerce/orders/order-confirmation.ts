// The order confirmation mail: sent when a cash-on-delivery order is placed, or when a card
// payment succeeds.
import type { Queryable } from '../../db/types';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/templates';
import { findOrder } from './orders-repository';

const PAYMENT_LABELS = { cod: 'Cash On Delivery', stripe: 'Card (paid)' } as const;

export async function sendOrderConfirmation(db: Queryable, mailer: Mailer, orderId: number): Promise<void> {
  const order = await findOrder(db, orderId);
  const { rows } = await db.query<{
    name: string;
    email: string;
    address_text: string;
    address_city: string;
    address_state: string;
    address_postal_code: string;
  }>(
    `SELECT u.name, u.email, o.address_text, o.address_city, o.address_state, o.address_postal_code
     FROM orders o JOIN users u ON u.id = o.customer_id WHERE o.id = $1`,
    [orderId],
  );
  const who = rows[0];
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
    }),
  );
}
