// The order:status command's change, whether the API makes it (admin route, while it holds the
// PGlite folder) or the command itself: the status move and, for a cancel, closing the order's
// open card checkout so it can no longer be paid.
import type { OrderStatus } from '@storefront/shared/types';
import type { Database } from '../db/types';
import { changeOrderStatus, type StatusChange } from '../commerce/orders/order-status';
import type { CardPayments } from '../commerce/checkout/card-payments';
import { asHttpError } from '../commerce/domain-errors';
import { closeOpenCheckout } from '../commerce/checkout/checkout';

/** Without `cardPayments` (tests that bring none) the provider is left alone. */
export async function changeStatusByCommand(
  db: Database,
  number: string,
  status: OrderStatus,
  cardPayments?: CardPayments,
): Promise<StatusChange> {
  // Both callers answer refusals as HTTP errors: the admin route, and the command's own output.
  const change = await changeOrderStatus(db, { number }, status).catch((err: unknown) => {
    throw asHttpError(err);
  });
  if (change.to === 'cancelled' && cardPayments) await closeOpenCheckout(db, change.id, cardPayments);
  return change;
}
