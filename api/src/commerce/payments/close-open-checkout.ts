// After an order is cancelled (by its customer, the order:status command or the unpaid-order
// sweep), a card attempt still open at the provider must not take money for it.
import type { Queryable } from '../../db/types';
import type { CardPayments } from './card-payments';

export async function closeOpenCheckout(db: Queryable, orderId: number, cardPayments: CardPayments): Promise<void> {
  const { rows } = await db.query<{ ref: string | null }>(
    `SELECT provider_ref AS ref FROM payments WHERE order_id = $1 AND method = 'stripe'`,
    [orderId],
  );
  if (rows[0]?.ref) await cardPayments.cancelCheckout(rows[0].ref);
}
