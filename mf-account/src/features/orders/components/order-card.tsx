import { formatDate, formatPrice } from '@storefront/shared/format';
import type { Order } from '@storefront/shared/types';
import { canRetryPayment, paymentMethodLabel, paymentStatusOf, statusLabel } from '../lib/order-display';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { TrackingBar } from './tracking-bar';
import styles from './orders.module.css';

// A cancelled order will not be delivered, whatever date was planned.
function deliveryDateText(order: Order): string {
  if (order.status === 'cancelled') return 'Not applicable';
  return formatDate(order.deliveryDate) || 'To be confirmed';
}

/** `onOrderChanged`: the server says this order moved on since the list was loaded. */
export function OrderCard({ order, onOrderChanged }: { order: Order; onOrderChanged?: () => void }) {
  const headingId = `order-${order.id}-title`;
  const method = order.payment?.method || order.paymentMethod;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <div>
          <h3 id={headingId} className={styles.number} tabIndex={-1}>
            Order {order.number}
          </h3>
          <p className={styles.muted}>Placed on {formatDate(order.createdAt) || 'an unknown date'}</p>
        </div>
        <span className={`${styles.badge} ${styles[`badge-${order.status}`] ?? ''}`}>{statusLabel(order.status)}</span>
      </header>

      <TrackingBar status={order.status} label={`Tracking for order ${order.number}`} />

      <dl className={styles.meta}>
        <div>
          <dt>Payment method</dt>
          <dd>{paymentMethodLabel(method)}</dd>
        </div>
        <div>
          <dt>Payment status</dt>
          <dd>{statusLabel(paymentStatusOf(order))}</dd>
        </div>
        <div>
          <dt>Delivery date</dt>
          <dd>{deliveryDateText(order)}</dd>
        </div>
      </dl>

      {canRetryPayment(order) && (
        // The first tracking step ('Order Confirmed') is the spec's for every pending order: say
        // plainly that this one still waits for its money.
        <p className={styles.paymentDue}>
          {paymentStatusOf(order) === 'failed'
            ? 'The card payment for this order did not go through. Use Retry Payment to pay for it.'
            : 'This order is waiting for its card payment. Use Retry Payment to pay for it.'}
        </p>
      )}

      <OrderItems items={order.orderItems ?? []} />

      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.subTotal)}</dd>
        </div>
        <div>
          <dt>Shipping{order.courier?.name ? ` (${order.courier.name})` : ''}</dt>
          <dd>{formatPrice(order.courierCost)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>Grand total</dt>
          <dd>{formatPrice(order.grandTotal)}</dd>
        </div>
      </dl>

      <OrderActions order={order} describedBy={headingId} onOrderChanged={onOrderChanged} />
    </article>
  );
}
