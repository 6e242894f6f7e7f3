import { formatDate, formatPrice } from '@storefront/shared/format';
import { Link } from '@storefront/shared/router';
import type { Order, ReturnRequest } from '@storefront/shared/types';
import {
  canRetryPayment,
  orderBadgeLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusOf,
} from '../lib/order-display';
import { canReturn } from '../lib/return-display';
import { OrderReturns } from './order-returns';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { TrackingBar } from './tracking-bar';
import styles from './orders.module.css';
import buttons from '../../../components/buttons.module.css';

// A cancelled order will not be delivered, whatever date was planned; one on its way shows the last
// day of the delivery promise the API worked out (business days, holidays skipped).
function deliveryDate(order: Order): { label: string; text: string } {
  if (order.status === 'cancelled') return { label: 'Delivery date', text: 'Not applicable' };
  const date = formatDate(order.deliveryDate);
  if (order.status === 'delivered') return { label: 'Delivered on', text: date || 'Date not recorded' };
  return { label: 'Expected delivery', text: date ? `By ${date}` : 'To be confirmed' };
}

interface OrderCardProps {
  order: Order;
  /** The server says this order moved on since the list was loaded. */
  onOrderChanged?: () => void;
  /** This order's returns, newest first. */
  returns?: ReturnRequest[];
  /** Days after delivery in which items can be returned; null while unknown (no button then). */
  returnWindowDays?: number | null;
}

export function OrderCard({ order, onOrderChanged, returns = [], returnWindowDays = null }: OrderCardProps) {
  const delivery = deliveryDate(order);
  const returnable = returnWindowDays !== null && canReturn(order, returnWindowDays);
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
        <span className={`${styles.badge} ${styles[`badge-${order.status}`] ?? ''}`}>{orderBadgeLabel(order)}</span>
      </header>

      <TrackingBar status={order.status} label={`Tracking for order ${order.number}`} />

      <dl className={styles.meta}>
        <div>
          <dt>Payment method</dt>
          <dd>{paymentMethodLabel(method)}</dd>
        </div>
        <div>
          <dt>Payment status</dt>
          <dd>{paymentStatusLabel(order)}</dd>
        </div>
        <div>
          <dt>{delivery.label}</dt>
          <dd>{delivery.text}</dd>
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

      <OrderReturns returns={returns} />

      {returnable && (
        <div className={styles.actionsBlock}>
          <Link to={`/account/orders?return=${order.id}`} className={buttons.secondary} aria-describedby={headingId}>
            Return Items
          </Link>
        </div>
      )}

      <OrderActions order={order} describedBy={headingId} onOrderChanged={onOrderChanged} />
    </article>
  );
}
