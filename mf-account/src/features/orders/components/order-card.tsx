import { useFormat } from '@storefront/shared/i18n';
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
import { useText, type Translate } from '../../../i18n';
import { OrderReturns } from './order-returns';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { TrackingBar } from './tracking-bar';
import styles from './orders.module.css';
import buttons from '../../../components/buttons.module.css';

// A cancelled order will not be delivered, whatever date was planned; one on its way shows the last
// day of the delivery promise the API worked out (business days, holidays skipped).
function deliveryDate(order: Order, t: Translate, formatDate: (value: string | null) => string) {
  if (order.status === 'cancelled') {
    return { label: t('orders.card.deliveryDate'), text: t('orders.card.notApplicable') };
  }
  const date = formatDate(order.deliveryDate);
  if (order.status === 'delivered') {
    return { label: t('orders.card.deliveredOn'), text: date || t('orders.card.dateNotRecorded') };
  }
  return {
    label: t('orders.card.expectedDelivery'),
    text: date ? t('orders.card.by', { date }) : t('orders.card.toBeConfirmed'),
  };
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
  const { t } = useText();
  const format = useFormat();
  const delivery = deliveryDate(order, t, format.date);
  const placedOn = format.date(order.createdAt);
  const returnable = returnWindowDays !== null && canReturn(order, returnWindowDays);
  const headingId = `order-${order.id}-title`;
  const method = order.payment?.method || order.paymentMethod;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <div>
          <h3 id={headingId} className={styles.number} tabIndex={-1}>
            {t('orders.card.title', { number: order.number })}
          </h3>
          <p className={styles.muted}>
            {placedOn ? t('orders.card.placedOn', { date: placedOn }) : t('orders.card.placedOnUnknown')}
          </p>
        </div>
        <span className={`${styles.badge} ${styles[`badge-${order.status}`] ?? ''}`}>{orderBadgeLabel(order, t)}</span>
      </header>

      <TrackingBar status={order.status} label={t('orders.card.tracking', { number: order.number })} />

      <dl className={styles.meta}>
        <div>
          <dt>{t('orders.card.paymentMethod')}</dt>
          <dd>{paymentMethodLabel(method, t)}</dd>
        </div>
        <div>
          <dt>{t('orders.card.paymentStatus')}</dt>
          <dd>{paymentStatusLabel(order, t)}</dd>
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
          {paymentStatusOf(order) === 'failed' ? t('orders.card.paymentFailed') : t('orders.card.paymentWaiting')}
        </p>
      )}

      <OrderItems items={order.orderItems ?? []} />

      <dl className={styles.totals}>
        <div>
          <dt>{t('orders.card.subtotal')}</dt>
          <dd>{format.price(order.subTotal)}</dd>
        </div>
        <div>
          <dt>
            {order.courier?.name
              ? t('orders.card.shippingWith', { courier: order.courier.name })
              : t('orders.card.shipping')}
          </dt>
          <dd>{format.price(order.courierCost)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{t('orders.card.grandTotal')}</dt>
          <dd>{format.price(order.grandTotal)}</dd>
        </div>
      </dl>

      <OrderReturns returns={returns} />

      {returnable && (
        <div className={styles.actionsBlock}>
          <Link to={`/account/orders?return=${order.id}`} className={buttons.secondary} aria-describedby={headingId}>
            {t('orders.card.returnItems')}
          </Link>
        </div>
      )}

      <OrderActions order={order} describedBy={headingId} onOrderChanged={onOrderChanged} />
    </article>
  );
}
